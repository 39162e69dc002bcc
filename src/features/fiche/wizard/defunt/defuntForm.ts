import { z } from 'zod';
import { makeIsoDate } from '../../../../domain/dates';
import type { Occupant } from '../../../../domain/entities/occupant';
import type { PartialDate } from '../../../../domain/entities/replicated';

/** The deceased wizard's form values (strings as the inputs hold them) and their mapping to occupant fields. */
export const defuntSchema = z.object({
  // H, F, or null: 'Non renseignée' is a choice of its own (issue 26).
  civilite: z.enum(['H', 'F']).nullable(),
  prenom: z.string(),
  nom: z.string(),
  nomJeuneFille: z.string(),
  naissanceJour: z.string(),
  naissanceMois: z.string(),
  naissanceAnnee: z.string(),
  lieuDeNaissance: z.string(),
  decesJour: z.string(),
  decesMois: z.string(),
  decesAnnee: z.string(),
  lieuDeces: z.string(),
  modeSepulture: z.enum(['inhumation', 'cremation'], { error: 'Ce champ est obligatoire.' }),
  dateInhumCrema: z.string(),
  dateCremation: z.string(),
  destinationUrneCendre: z.string(),
  dateDispersion: z.string(),
  dateInhumationUrne: z.string(),
  specificites: z.string(),
  criteres: z.array(z.string()),
  genererDocument: z.boolean(),
});
export type DefuntValues = z.infer<typeof defuntSchema>;

const num = (s: string): number | null => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function partial(jour: string, mois: string, annee: string): PartialDate | null {
  const d = { jour: num(jour), mois: num(mois), annee: num(annee) };
  return d.jour === null && d.mois === null && d.annee === null ? null : d;
}

const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function defuntDefaults(o: Occupant | null, forced: boolean): DefuntValues {
  const naissance = o?.dateNaissanceIncomplete ?? null;
  const fromIso = o?.dateDeNaissance?.split('-').map(Number);
  return {
    // A new deceased starts unknown: the clerk chooses, nothing is presumed (issue 26).
    civilite: o ? o.civilite : null,
    prenom: o?.prenom ?? '',
    nom: o?.nom ?? '',
    nomJeuneFille: o?.nomJeuneFille ?? '',
    naissanceJour: fromIso ? str(fromIso[2]) : str(naissance?.jour),
    naissanceMois: fromIso ? str(fromIso[1]) : str(naissance?.mois),
    naissanceAnnee: fromIso ? str(fromIso[0]) : str(naissance?.annee),
    lieuDeNaissance: o?.lieuDeNaissance ?? '',
    decesJour: str(o?.dateDeces?.jour),
    decesMois: str(o?.dateDeces?.mois),
    decesAnnee: str(o?.dateDeces?.annee),
    lieuDeces: o?.lieuDeces ?? '',
    modeSepulture: forced ? 'cremation' : (o?.modeSepulture ?? 'inhumation'),
    dateInhumCrema: o?.dateInhumCrema ?? '',
    dateCremation: o?.cremation?.dateCremation ?? '',
    destinationUrneCendre: forced ? 'dispersionJardin' : (o?.cremation?.destinationUrneCendre ?? ''),
    dateDispersion: o?.cremation?.dateDispersion ?? '',
    dateInhumationUrne: o?.cremation?.dateInhumation ?? '',
    specificites: o?.specificites ?? '',
    criteres: o?.criteresSpecifiques ?? [],
    genererDocument: false,
  };
}

/** The occupant fields the mutation receives (spec 001 §3 Occupant). */
export function occupantFields(v: DefuntValues): Record<string, unknown> {
  const naissance = partial(v.naissanceJour, v.naissanceMois, v.naissanceAnnee);
  const full = naissance && naissance.jour !== null && naissance.mois !== null && naissance.annee !== null ? makeIsoDate(naissance.annee, naissance.mois, naissance.jour) : null;
  const cremation = v.modeSepulture === 'cremation';
  return {
    civilite: v.civilite,
    prenom: orNull(v.prenom),
    nom: orNull(v.nom),
    nomJeuneFille: orNull(v.nomJeuneFille),
    dateDeNaissance: full,
    dateNaissanceIncomplete: full ? null : naissance,
    lieuDeNaissance: orNull(v.lieuDeNaissance),
    dateDeces: partial(v.decesJour, v.decesMois, v.decesAnnee),
    lieuDeces: orNull(v.lieuDeces),
    dateInhumCrema: orNull(v.dateInhumCrema),
    modeSepulture: v.modeSepulture,
    cremation: cremation
      ? {
          dateCremation: orNull(v.dateCremation),
          destinationUrneCendre: orNull(v.destinationUrneCendre),
          dateDispersion: v.destinationUrneCendre.startsWith('dispersion') ? orNull(v.dateDispersion) : null,
          dateInhumation: orNull(v.dateInhumationUrne),
        }
      : null,
    specificites: orNull(v.specificites),
    criteresSpecifiques: v.criteres,
  };
}
