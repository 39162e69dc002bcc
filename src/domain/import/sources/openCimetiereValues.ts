import { normalizeText } from '../text';

/**
 * How openCimetière writes its values, read into the words of a register (issue 26). Each function keeps what it
 * cannot read as it was written, so that the register import reports it on its line, or returns '' for a value
 * openCimetière itself uses to mean 'none' (MySQL's '0000-00-00').
 */

/**
 * A date as openCimetière stores it: ISO 'YYYY-MM-DD' in PostgreSQL (a time after it in some exports), or from a
 * 2.x MySQL base the '0000-00-00' of an empty date and the '2008-01-00' of a known month (the migration guide
 * warns of both). Written the French way: '12/03/1954', '01/2008', '2008'; anything else is left as written.
 */
export function ocDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.+-]*)?$/.exec(text);
  if (!iso) return text;
  const [, year, month, day] = iso as unknown as [string, string, string, string];
  if (year === '0000') return '';
  if (month === '00') return year;
  if (day === '00') return `${month}/${year}`;
  return `${day}/${month}/${year}`;
}

/** 'Oui' / 'Non' of 2.x, 't' / 'f' of a PostgreSQL dump, 'true', '1': null when not said or unreadable. */
export function ocBoolean(value: string | null | undefined): boolean | null {
  const text = normalizeText(value ?? '');
  if (['oui', 't', 'true', '1', 'o', 'y', 'yes', 'vrai'].includes(text)) return true;
  if (['non', 'f', 'false', '0', 'n', 'no', 'faux'].includes(text)) return false;
  return null;
}

/** The six natures of a plot (user manual 'Les emplacements'), in the words the register import reads. */
const NATURES: Record<string, string> = {
  concession: 'Concession',
  colombarium: 'Colombarium',
  columbarium: 'Colombarium',
  enfeu: 'Enfeu',
  ossuaire: 'Ossuaire',
  depositoire: 'Dépositoire',
  terraincommunal: 'Terrain communal',
};

/** 'terraincommunal' → 'Terrain communal'; an unknown nature as written (the dry run then says it is unknown). */
export function ocNature(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return NATURES[normalizeText(text).replace(/ /g, '')] ?? text;
}

/** Natures that are the town's equipment rather than a family's grant: an empty one is still that equipment. */
export function isEquipmentNature(value: string | null | undefined): boolean {
  return ['ossuaire', 'depositoire'].includes(normalizeText(value ?? '').replace(/ /g, ''));
}

/**
 * A concession's duration: 'terme' says perpetual or temporary (the plan's colours: 'temporaire', 'à perpétuité'),
 * 'duree' gives the years of a temporary one. 'perpétuelle', '30', or ''.
 */
export function ocDuree(terme: string | null | undefined, duree: string | null | undefined): string {
  if (/^perp/.test(normalizeText(terme ?? ''))) return 'perpétuelle';
  return ocNumber(duree);
}

/** A number as PostgreSQL writes a numeric: '2.00' → '2', '2.50' → '2.5'; anything else as written. */
export function ocNumber(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  return String(Number(text));
}

/** A person's kind of autorisation: 'concessionnaire', 'ayantdroit' ('ayant droit', 'ayant-droit'), or null. */
export function ocAutorisationNature(value: string | null | undefined): 'concessionnaire' | 'ayantdroit' | null {
  const text = normalizeText(value ?? '').replace(/ /g, '');
  if (text === 'concessionnaire') return 'concessionnaire';
  if (text === 'ayantdroit' || text === 'ayantsdroit') return 'ayantdroit';
  return null;
}

const CIVILITY_WORDS = new Set(['m', 'mr', 'monsieur', 'mme', 'madame', 'mlle', 'mademoiselle']);

/** Whether a civility label is one the register's name reading takes before a name ('M.', 'Mme', 'Mlle'…). */
export function isCivilityWord(label: string): boolean {
  return CIVILITY_WORDS.has(normalizeText(label));
}

/**
 * A rights holder in one cell, as registers write people: 'Mme MARTIN Jeanne née DUPONT'. openCimetière keeps
 * the birth name in 'nom' and the usage (married) name in 'marital' (user manual: 'le nom d’usage'), so the
 * usage name leads and the birth name follows 'née'. Family names are written in capitals, the convention the
 * reading of names relies on to tell them from first names ('DE LA TOUR Marie'); a first name written all in
 * capitals is written with initial capitals for the same reason ('MARIE' → 'Marie'), its letters unchanged.
 */
export function ocPersonText(p: { civilite: string; nom: string; marital: string; prenom: string }): string {
  const usage = p.marital || p.nom;
  const birth = p.marital && normalizeText(p.marital) !== normalizeText(p.nom) ? p.nom : '';
  const prenom = p.prenom && p.prenom === p.prenom.toLocaleUpperCase('fr') ? titleCase(p.prenom) : p.prenom;
  return [
    isCivilityWord(p.civilite) ? p.civilite : '',
    usage.toLocaleUpperCase('fr'),
    prenom,
    birth ? `née ${birth.toLocaleUpperCase('fr')}` : '',
  ].filter((part) => part !== '').join(' ');
}

function titleCase(text: string): string {
  return text.toLocaleLowerCase('fr').replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase('fr'));
}
