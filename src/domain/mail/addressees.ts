import { HOLDER_TYPES } from '../constants/contacts';
import type { Contact } from '../entities/contact';
import type { MailCanal } from '../entities/mailArchive';
import { civiliteAbbreviation } from '../rules/civilite';

/**
 * Who can receive a message about a concession (issue 17 'the holders and contacts who have an e-mail'):
 * its live contacts with an address for the channel, not deceased. Holders first, as the composer ticks them.
 */

export interface Addressee {
  contactId: string;
  nom: string;
  adresse: string;
  titulaire: boolean;
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** A phone number an SMS provider takes: digits, spaces, dots, dashes, an optional leading +; 9 to 15 digits. */
export function smsNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^\+?[\d\s.\-()]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 15) return null;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

export function mailAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return EMAIL.test(trimmed) ? trimmed : null;
}

/** The address of a contact for a channel, or null when it has none (or is deceased, or deleted). */
export function addressOf(contact: Pick<Contact, 'email' | 'telephoneMobile' | 'telephone' | 'decede' | 'deletedAt'>, canal: MailCanal): string | null {
  if (contact.deletedAt || contact.decede) return null;
  return canal === 'email' ? mailAddress(contact.email) : smsNumber(contact.telephoneMobile) ?? smsNumber(contact.telephone);
}

/** An addressee as listed and archived: 'Mme Marie DURAND', 'Marie DURAND' when the civility is unknown (issue 26), or the company. */
export function contactDisplayName(contact: Pick<Contact, 'civilite' | 'prenom' | 'nom' | 'nomSociete'>): string {
  if (contact.nomSociete?.trim()) return contact.nomSociete.trim();
  const name = [contact.prenom?.trim(), contact.nom?.trim().toUpperCase()].filter(Boolean).join(' ');
  if (!name) return 'Contact sans nom';
  return [civiliteAbbreviation(contact.civilite), name].filter(Boolean).join(' ');
}

export function isHolder(contact: Pick<Contact, 'typeDeContact'>): boolean {
  return (HOLDER_TYPES as readonly string[]).includes(contact.typeDeContact ?? '');
}

/** The concession's contacts who can receive this channel, holders first. */
export function addresseesOf(contacts: readonly Contact[], canal: MailCanal): Addressee[] {
  const out: Addressee[] = [];
  for (const c of contacts) {
    const adresse = addressOf(c, canal);
    if (adresse) out.push({ contactId: c.id, nom: contactDisplayName(c), adresse, titulaire: isHolder(c) });
  }
  return out.sort((a, b) => Number(b.titulaire) - Number(a.titulaire));
}
