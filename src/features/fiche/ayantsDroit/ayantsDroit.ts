import { holdersOf } from '../../../domain/documents/parties';
import type { Contact } from '../../../domain/entities/contact';
import { personName } from '../../../domain/rules/labels';

/** One line of the rightful claimants section of the full sheet (spec 001 §2 "rightful claimants"). */
export interface AyantDroitRow {
  contact: Contact;
  nom: string;
  /** Whose rights they hold: the concession's holders, by name ('' when the concession has none). */
  lien: string;
  adresse: string;
  telephone: string;
}

const nameOf = (c: Contact): string => c.nomSociete ?? personName(c);

/**
 * The concession's contacts of type 'Ayant-droit' (spec 001 §3 contact types; the spec lists the rightful
 * claimants as their own section, apart from the successors who hold the concession), each with the holders it
 * derives its rights from, its address on one line and its phones.
 */
export function ayantsDroitRows(contacts: readonly Contact[]): AyantDroitRow[] {
  const holders = holdersOf(contacts);
  const lien = holders.length ? `Ayant droit de ${holders.map(nameOf).join(', ')}` : '';
  return contacts
    .filter((c) => c.typeDeContact === 'Ayant-droit')
    .map((contact) => ({
      contact,
      nom: nameOf(contact),
      lien,
      adresse: [contact.adresse, [contact.codePostal, contact.commune].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      telephone: [contact.telephone, contact.telephoneMobile].filter(Boolean).join(' / '),
    }));
}
