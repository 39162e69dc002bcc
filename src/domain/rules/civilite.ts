import type { Civilite } from '../constants/contacts';

/**
 * How a person's civility is worded (issue 26, 'Everybody is Monsieur'). A deceased's or a contact's civility
 * is 'H', 'F' or null: null means nobody told the product, and the product never guesses it. So a person of
 * unknown civility is greeted 'Madame, Monsieur', named without a title ('Jean DUPONT', never 'Monsieur Jean
 * DUPONT'), and agreed in the neutral form ('né(e)', 'décédé(e)'). Every screen, document, template, mail and
 * export words a civility through these functions, never by testing 'F' itself.
 */

/** What a screen shows where a civility is expected and none is known. */
export const CIVILITE_NON_RENSEIGNEE = 'Civilité non renseignée';

/** The choice of a form that leaves the civility unknown (beside 'Monsieur' and 'Madame'). */
export const CHOIX_NON_RENSEIGNEE = 'Non renseignée';

/** A civility read back from loosely typed data (a join, a step's JSON): 'H' or 'F', anything else unknown. */
export function knownCivilite(value: unknown): Civilite | null {
  return value === 'H' || value === 'F' ? value : null;
}

/** 'Monsieur', 'Madame', or null when the civility is unknown: the title put before a name. */
export function civiliteWord(civilite: Civilite | null | undefined): 'Monsieur' | 'Madame' | null {
  if (civilite === 'F') return 'Madame';
  if (civilite === 'H') return 'Monsieur';
  return null;
}

/** 'Monsieur', 'Madame', or 'Civilité non renseignée': a civility shown on its own, as a value beside its label. */
export function civiliteLabel(civilite: Civilite | null | undefined): string {
  return civiliteWord(civilite) ?? CIVILITE_NON_RENSEIGNEE;
}

/** 'M.', 'Mme', or null when unknown: the short title of a list or an addressee ('Mme DURAND'). */
export function civiliteAbbreviation(civilite: Civilite | null | undefined): 'M.' | 'Mme' | null {
  if (civilite === 'F') return 'Mme';
  if (civilite === 'H') return 'M.';
  return null;
}

/**
 * The salutation of a letter or a mail: 'Monsieur', 'Madame', or 'Madame, Monsieur' when the civility is
 * unknown (as when the letter goes to several people). A letter opens with it followed by a comma.
 */
export function salutation(civilite: Civilite | null | undefined): string {
  return civiliteWord(civilite) ?? 'Madame, Monsieur';
}

/** A name with its title when the civility is known: 'Madame Marie DURAND'; 'Marie DURAND' otherwise. */
export function withCivilite(civilite: Civilite | null | undefined, name: string): string {
  const word = civiliteWord(civilite);
  return word && name ? `${word} ${name}` : name;
}

/**
 * A word agreed with the person's civility: `accord('F', 'né', 'née')` is 'née', `accord('H', …)` 'né', and for
 * an unknown civility the neutral written form, 'né(e)' (the masculine followed by '(e)' unless given).
 */
export function accord(civilite: Civilite | null | undefined, masculin: string, feminin: string, neutre = `${masculin}(e)`): string {
  if (civilite === 'F') return feminin;
  if (civilite === 'H') return masculin;
  return neutre;
}
