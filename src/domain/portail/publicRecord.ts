import type { Civilite } from '../constants/contacts';
import { dateParts } from '../dates';
import type { IsoDate, PartialDate } from '../entities/replicated';

/**
 * All the public portal may tell of a deceased (issue 30, 'Privacy by design'): names, years of birth and
 * death (the civility only to write 'né' or 'née' before a maiden name), and the grave's place (carré, allée, number, and the plot's id to draw it on the plan). Nothing of
 * holders, addresses, phones, amounts, procedures, notes or photos: the portal's pages are built from this
 * record only, so nothing else can leak into them.
 */
export interface PortalDeceased {
  id: string;
  emplacementId: string;
  nom: string;
  prenom: string;
  nomJeuneFille: string;
  civilite: Civilite | null;
  anneeNaissance: number | null;
  anneeDeces: number | null;
  carre: string | null;
  allee: string | null;
  numero: string | null;
}

/** What the record is made from: a deceased's row and its plot's place. */
export interface PortalSource {
  id: string;
  emplacementId: string;
  nom: string | null;
  prenom: string | null;
  nomJeuneFille: string | null;
  civilite: Civilite | null;
  dateDeNaissance: IsoDate | null;
  dateNaissanceIncomplete: PartialDate | null;
  dateDeces: PartialDate | null;
  carre: string | null;
  allee: string | null;
  numero: string | null;
}

/** Keeps only the public fields; a year is given only when it is known (a full date or its year part). */
export function portalDeceased(s: PortalSource): PortalDeceased {
  return {
    id: s.id,
    emplacementId: s.emplacementId,
    nom: s.nom ?? '',
    prenom: s.prenom ?? '',
    nomJeuneFille: s.nomJeuneFille ?? '',
    civilite: s.civilite,
    anneeNaissance: dateParts(s.dateDeNaissance)?.year ?? s.dateNaissanceIncomplete?.annee ?? null,
    anneeDeces: s.dateDeces?.annee ?? null,
    carre: s.carre,
    allee: s.allee,
    numero: s.numero,
  };
}
