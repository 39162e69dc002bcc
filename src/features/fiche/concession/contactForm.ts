import { CONTACT_TYPES, type Civilite, type ContactType } from '../../../domain/constants/contacts';
import type { Contact } from '../../../domain/entities/contact';
import { updateContact } from '../../../domain/mutations/contact';

/** The contact form's values: every text as typed, the switch and the civility as they are. */
export interface ContactFormValues {
  civilite: Civilite | null;
  nom: string;
  prenom: string;
  nomJeuneFille: string;
  dateDeNaissance: string;
  adresse: string;
  codePostal: string;
  commune: string;
  telephone: string;
  telephoneMobile: string;
  email: string;
  typeDeContact: string;
  decede: boolean;
  nomSociete: string;
}

const TEXT_FIELDS = ['nom', 'prenom', 'nomJeuneFille', 'dateDeNaissance', 'adresse', 'codePostal', 'commune', 'telephone', 'telephoneMobile', 'email', 'nomSociete'] as const;

/** What a new contact starts from: the defaults contact.create writes. */
export const BLANK_CONTACT = {
  id: '', espaceId: '', version: 0, seq: 0, updatedAt: '', deletedAt: null, locationId: null, civilite: null, prenom: null, nom: null, nomJeuneFille: null,
  decede: false, adresse: null, commune: null, codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: null,
  dateDeNaissance: null, nomSociete: null, fonction: null,
} as const satisfies Contact;

export function contactFormValues(c: Contact): ContactFormValues {
  const values = { civilite: c.civilite, decede: c.decede, typeDeContact: c.typeDeContact ?? '' } as ContactFormValues;
  for (const f of TEXT_FIELDS) values[f] = c[f] ?? '';
  return values;
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The fields that differ from the stored contact, as contact.update args take them (only those travel). */
export function changedContactFields(c: Contact, v: ContactFormValues): Record<string, unknown> {
  const next: Record<string, unknown> = {
    civilite: v.civilite,
    decede: v.decede,
    typeDeContact: (CONTACT_TYPES as readonly string[]).includes(v.typeDeContact) ? (v.typeDeContact as ContactType) : null,
  };
  for (const f of TEXT_FIELDS) next[f] = orNull(v[f]);
  return Object.fromEntries(Object.entries(next).filter(([k, val]) => (c as unknown as Record<string, unknown>)[k] !== val));
}

/**
 * The catalogue's own checks on the changed fields (numeric phones, e-mail, date), by field, so the form marks
 * them before anything is written. The mutation runs the same schema again when it is applied.
 */
export function contactFieldErrors(changed: Record<string, unknown>): Partial<Record<keyof ContactFormValues, string>> {
  if (Object.keys(changed).length === 0) return {};
  // The id only has to be well formed here: the fields are what is checked, the same for a new contact.
  const parsed = updateContact.args.safeParse({ id: '00000000-0000-7000-8000-000000000000', ...changed });
  if (parsed.success) return {};
  const errors: Partial<Record<keyof ContactFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as keyof ContactFormValues] = issue.message;
  }
  return errors;
}
