/** Contact types of a concession (spec 001 §3 Contact). */
export const CONTACT_TYPES = [
  'Concessionnaire',
  'Co-concessionnaire',
  'Concessionnaire successeur',
  'Successeur',
  'Ayant-droit',
  'Personne chargée de l\'entretien',
  'Contact de secours',
  'Occupant',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Holders: the contacts listed on /concessionnaires and asked for in the assignment wizard. */
export const HOLDER_TYPES = ['Concessionnaire', 'Co-concessionnaire', 'Concessionnaire successeur'] as const satisfies readonly ContactType[];

const HOLDER_TYPE_SET: ReadonlySet<string> = new Set(HOLDER_TYPES);

/** Whether a contact holds the concession (one of HOLDER_TYPES), as the holders list, the search and the plan read it. */
export function isHolder(contact: { typeDeContact: string | null }): boolean {
  return contact.typeDeContact !== null && HOLDER_TYPE_SET.has(contact.typeDeContact);
}

/**
 * A civility: H (monsieur; the spec's 'M' is read as H) or F (spec 001 §3). A user, the mayor and the town
 * hall's contacts always have one, 'H' by default (spec 000 §2.12). A deceased's or a contact's civility is
 * `Civilite | null`: null when no file or form gave it, never guessed (issue 26; worded by rules/civilite.ts).
 */
export const CIVILITES = ['H', 'F'] as const;
export type Civilite = (typeof CIVILITES)[number];
/** The labels of the H/F choices of users, the mayor and town-hall contacts (spec 000 §2.12). */
export const CIVILITE_LABELS: Record<Civilite, string> = { H: 'Monsieur', F: 'Madame' };
/** The default civility of a new user or town-hall contact (spec 000 §9); a deceased or a contact has none. */
export const DEFAULT_CIVILITE: Civilite = 'H';

/** Town-hall functions (spec 000 §9); the default is Maire. */
export const FONCTIONS = ['Maire', 'Secrétaire', 'Élu', 'Directeur Général Services', 'Responsable cimetière'] as const;
export type Fonction = (typeof FONCTIONS)[number];
export const DEFAULT_FONCTION: Fonction = 'Maire';
