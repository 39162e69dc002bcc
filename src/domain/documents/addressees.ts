import type { ContactType } from '../constants/contacts';
import type { Contact } from '../entities/contact';
import { holdersOf } from './parties';

/**
 * Who a document addressed to the holders is written to (issue 28, 'Letters go to dead holders'): the living
 * holders (Concessionnaire, Co-concessionnaire, Concessionnaire successeur, main holder first), else, when
 * every holder is dead or none is known, the rights holders (contacts of type 'Ayant-droit' or 'Successeur':
 * L2223-15 gives the right to renew to the holders and their heirs); a contact marked deceased is never an
 * addressee, as in the e-mail composer (mail/addressees.ts). With nobody, the letter is addressed 'Aux ayants
 * droit de la concession', with no address, and the screen says so before it is generated.
 */

/** The rights holders a letter goes to when no holder is alive (spec 001 §3 contact types). */
export const RIGHTS_HOLDER_TYPES = ['Ayant-droit', 'Successeur'] as const satisfies readonly ContactType[];

export type LetterAddressees =
  | { to: 'titulaires'; contacts: Contact[] }
  | { to: 'ayantsDroit'; contacts: Contact[] }
  | { to: 'personne'; contacts: [] };

/** The heading of a letter with no known addressee. */
export const TO_UNKNOWN_HEIRS = 'Aux ayants droit de la concession';

/** What the screen says before generating a letter that has nobody to be addressed to. */
export const MSG_NO_ADDRESSEE =
  "Aucun titulaire vivant ni ayant droit n'est connu pour cette concession : le courrier sera adressé « Aux ayants droit de la concession », sans nom ni adresse. Ajoutez un ayant droit dans les contacts de la concession pour le lui adresser.";

/** What the screen says before generating a letter when every holder is deceased and it goes to the rights holders. */
export const MSG_TO_RIGHTS_HOLDERS = 'Aucun titulaire vivant : le courrier sera adressé aux ayants droit de la concession.';

const alive = (c: Contact) => !c.deletedAt && !c.decede;

/** The living holders, main holder first. */
export function livingHolders(contacts: readonly Contact[]): Contact[] {
  return holdersOf(contacts).filter(alive);
}

/** The living rights holders ('Ayant-droit', then 'Successeur'). */
export function livingRightsHolders(contacts: readonly Contact[]): Contact[] {
  const rank = (c: Contact) => (RIGHTS_HOLDER_TYPES as readonly string[]).indexOf(c.typeDeContact ?? '');
  return contacts.filter((c) => alive(c) && rank(c) >= 0).sort((a, b) => rank(a) - rank(b));
}

/** The addressees of a letter about a concession: living holders, else living rights holders, else nobody. */
export function letterAddressees(contacts: readonly Contact[]): LetterAddressees {
  const holders = livingHolders(contacts);
  if (holders.length > 0) return { to: 'titulaires', contacts: holders };
  const heirs = livingRightsHolders(contacts);
  if (heirs.length > 0) return { to: 'ayantsDroit', contacts: heirs };
  return { to: 'personne', contacts: [] };
}

/** The sentence the screen shows before generating a letter, or null when it goes to living holders. */
export function letterAddresseesNotice(contacts: readonly Contact[]): string | null {
  const { to } = letterAddressees(contacts);
  return to === 'personne' ? MSG_NO_ADDRESSEE : to === 'ayantsDroit' ? MSG_TO_RIGHTS_HOLDERS : null;
}

