import type { Civilite, ContactType } from '../constants/contacts';
import type { IsoDate, ReplicatedRow } from './replicated';

/** A holder, heir or other person linked to a concession, or a company (spec 001 §3 Contact). */
export interface Contact extends ReplicatedRow {
  locationId: string | null;
  /** 'H', 'F', or null when unknown (issue 26): never guessed. */
  civilite: Civilite | null;
  prenom: string | null;
  nom: string | null;
  nomJeuneFille: string | null;
  decede: boolean;
  adresse: string | null;
  commune: string | null;
  codePostal: string | null;
  telephone: string | null;
  telephoneMobile: string | null;
  email: string | null;
  typeDeContact: ContactType | null;
  dateDeNaissance: IsoDate | null;
  nomSociete: string | null;
  fonction: string | null;
}
