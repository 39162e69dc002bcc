import type { Civilite } from '../constants/contacts';
import type { DestinationCendres, EtatOccupant, ModeSepulture } from '../constants/occupants';
import type { IsoDate, PartialDate, ReplicatedRow } from './replicated';

/** Cremation details of a deceased (spec 001 §3 cremation). */
export interface Cremation {
  dateCremation: IsoDate | null;
  destinationUrneCendre: DestinationCendres | null;
  dateDispersion: IsoDate | null;
  dateInhumation: IsoDate | null;
}

/** A deceased person (spec 001 §3 Occupant). Shown 'Inconnu' without a name. */
export interface Occupant extends ReplicatedRow {
  emplacementId: string;
  locationId: string | null;
  /** 'H', 'F', or null when unknown (issue 26): never guessed. */
  civilite: Civilite | null;
  prenom: string | null;
  nom: string | null;
  nomJeuneFille: string | null;
  dateDeNaissance: IsoDate | null;
  /** Used when only part of the birth date is known. */
  dateNaissanceIncomplete: PartialDate | null;
  lieuDeNaissance: string | null;
  dateDeces: PartialDate | null;
  lieuDeces: string | null;
  dateInhumCrema: IsoDate | null;
  dateExhumation: IsoDate | null;
  specificites: string | null;
  criteresSpecifiques: string[];
  modeSepulture: ModeSepulture | null;
  cremation: Cremation | null;
  etat: EtatOccupant;
  /** Hidden from the public portal at the family's request (issue 30; occupant.setPortailMasque). */
  portailMasque: boolean;
}
