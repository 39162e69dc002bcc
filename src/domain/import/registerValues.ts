import { LOCATION_TYPES, TYPES_CONCESSION, type LocationType, type TypeConcession } from '../constants/locationTypes';
import { isPlaceholder } from './placeholders';
import { cleanText, normalizeText, parseFrenchNumber } from './text';

/**
 * The values of a register's cells as French town halls and GIS contractors write them (issues 16 and 26).
 * Each reader answers a value, `null` for an empty cell (a placeholder such as 'Néant' or '?' included), or
 * 'unreadable': the caller then leaves the value empty and says so on the line, quoting the cell.
 */
export type Cell = string | number | null;
export type Reading<T> = T | null | 'unreadable';

export interface Duree {
  duree: number | null;
  perpetuelle: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, quinze: 15, vingt: 20, trente: 30, quarante: 40,
  cinquante: 50, soixante: 60, cent: 100,
};
/** The words registers use for a duration in years. */
const DURATION_WORDS: Record<string, number> = {
  decennale: 10, decennal: 10, quinzenaire: 15, quindecennale: 15, vicennale: 20, vingtenaire: 20, trentenaire: 30, tricennale: 30,
  quarantenaire: 40, cinquantenaire: 50, cinquantennale: 50, soixantenaire: 60, centenaire: 100, seculaire: 100,
};
const FILLERS = new Set(['an', 'ans', 'annee', 'annees', 'a', 'renouvelable', 'renouvelables', 'concession', 'duree', 'de', 'temporaire', 'soit', 'pour']);
const PERPETUAL = /^p$|\bperp\b|perpet|perpetu/;

/**
 * A concession's duration: '30', '30 ans', 'trentenaire', 'cinquante ans', 'quatre-vingt-dix-neuf ans', or
 * perpetual ('perpétuelle', 'PERPETUELLE', 'perpét.', 'à perpétuité', 'P'). A number must stand alone or be
 * followed by 'ans': the '01' of 'Sépulture reprise le 01/04/2026' is no duration.
 */
export function readDuree(cell: Cell): Reading<Duree> {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell > 0 && cell <= 999 ? { duree: cell, perpetuelle: false } : 'unreadable';
  const text = cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  const norm = normalizeText(text);
  if (PERPETUAL.test(norm)) return { duree: null, perpetuelle: true };
  const years = yearsOf(norm.split(' ').filter((w) => !FILLERS.has(w)));
  return years === null ? 'unreadable' : { duree: years, perpetuelle: false };
}

/** The number of years the words say, or null: one number ('30', '30,0'), one duration word, or number words. */
function yearsOf(words: readonly string[]): number | null {
  if (words.length === 0) return null;
  if (words.length === 1 && DURATION_WORDS[words[0]!]) return DURATION_WORDS[words[0]!]!;
  if (words.length <= 2 && /^\d{1,3}$/.test(words[0]!) && (words.length === 1 || words[1] === '0')) {
    const n = Number(words[0]);
    return n > 0 ? n : null;
  }
  // 'quatre vingt dix neuf', 'vingt cinq', 'cinquante'.
  let total = 0;
  let current = 0;
  for (const w of words) {
    if (w === 'et') continue;
    if (w === 'vingt' && current === 4) {
      current = 80;
      continue;
    }
    const n = NUMBER_WORDS[w];
    if (n === undefined) return null;
    if (n === 100) current = (current || 1) * 100;
    else current += n;
  }
  total += current;
  return total > 0 && total <= 999 ? total : null;
}

const TYPE_WORDS: Array<[RegExp, LocationType]> = [
  [/caveau provisoire|depositoire/, 'Caveau'],
  [/columbarium|colombarium|\bcase\b|\bniche\b|\bcolumb/, 'Colombarium'],
  [/cavurne|cave urne/, 'Cavurne'],
  [/jardin du souvenir|jardin souvenir|dispersion/, 'Jardin du souvenir'],
  [/ossuaire/, 'Ossuaire'],
  [/terrain commun|fosse commune|service ordinaire|terrain communal|\bsepulture ordinaire/, 'Terrain commun'],
  [/\benfeu/, 'Enfeu'],
  [/concession|caveau|pleine terre|\btombe\b|\bsepulture\b|\bconc\b/, 'Concession'],
];

export interface TypeReading {
  type: LocationType;
  /** A duration written in the type, 'Concession (50 ans)', 'Concession perpétuelle', 'Terrain commun (5ans)'. */
  duree: Duree | null;
  /** Places written in the type, 'Caveau 4 places'. */
  nbPlaces: number | null;
}

/**
 * A plot's type as registers and GIS layers write it, with what it says of the duration and places:
 * 'Concession (50 ans)', 'Concession trentenaire', 'Concession perpétuelle', 'Terrain commun (5ans)',
 * 'Caveau 4 places'. A number is a duration only when 'ans' follows it.
 */
export function readType(cell: Cell): Reading<TypeReading> {
  const text = cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  const norm = normalizeText(text);
  const exact = LOCATION_TYPES.find((t) => normalizeText(t) === norm);
  const type = exact ?? TYPE_WORDS.find(([pattern]) => pattern.test(norm))?.[1];
  if (!type) return 'unreadable';
  const years = /\b(\d{1,3}) ?(?:ans?|annees?)\b/.exec(norm)?.[1];
  const word = norm.split(' ').find((w) => DURATION_WORDS[w]);
  const duree: Duree | null = PERPETUAL.test(norm)
    ? { duree: null, perpetuelle: true }
    : years
      ? { duree: Number(years), perpetuelle: false }
      : word
        ? { duree: DURATION_WORDS[word]!, perpetuelle: false }
        : null;
  const places = /\b(\d{1,2}) ?places?\b/.exec(norm)?.[1];
  return { type, duree, nbPlaces: places ? Number(places) : null };
}

/** 'Familiale', 'Collective', 'Individuelle' and their abbreviations. */
export function readTypeConcession(cell: Cell): Reading<TypeConcession> {
  const text = cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  const norm = normalizeText(text);
  return TYPES_CONCESSION.find((t) => norm.startsWith(normalizeText(t).slice(0, 5))) ?? 'unreadable';
}

/** A whole number of places, '2', '2 places', 'deux'. */
export function readNbPlaces(cell: Cell): Reading<number> {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 0 ? cell : 'unreadable';
  const text = cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  const words = normalizeText(text).split(' ').filter((w) => w !== 'places' && w !== 'place' && w !== 'pl');
  if (words.length === 1 && /^\d{1,4}$/.test(words[0]!)) return Number(words[0]);
  const n = words.length === 1 ? NUMBER_WORDS[words[0]!] : undefined;
  return n !== undefined && n <= 20 ? n : 'unreadable';
}

/** A surface in m², '2,50', '2.5 m²'; a negative or absurd value is unreadable. */
export function readSurface(cell: Cell): Reading<number> {
  const text = typeof cell === 'number' ? String(cell) : cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  if (typeof cell === 'string' && !/^\s*\d+(?:[.,]\d+)?\s*(?:m2|m²|m)?\s*$/i.test(cell.replace(/\u00a0/g, ' '))) return 'unreadable';
  const n = parseFrenchNumber(cell);
  return n !== null && n > 0 && n < 10_000 ? Math.round(n * 100) / 100 : 'unreadable';
}

/** 'M.', 'Monsieur', 'H', 'Homme', 'masculin' → H; 'Mme', 'Mlle', 'F', 'Femme', 'Veuve' → F. */
export function readCivilite(cell: Cell): Reading<'H' | 'F'> {
  const text = cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  const norm = normalizeText(text);
  if (/^(m|mr|h|monsieur|homme|masculin|masc|garcon|msieur)$/.test(norm)) return 'H';
  if (/^(mme|mlle|melle|f|madame|mademoiselle|femme|feminin|fem|fille|veuve|vve)$/.test(norm)) return 'F';
  return 'unreadable';
}

/**
 * A plot reference with the carré and the number in one value (issue 26, GIS layers): 'F131', 'F-131',
 * 'F 131', 'AB/12', 'F131bis'; 'F-12-3' is carré, allée, number. A reference of digits only is a number without
 * carré. Anything else is not split.
 */
export function splitCarreNumero(cell: Cell): Reading<{ carre: string | null; allee: string | null; numero: string }> {
  const text = cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  if (/^\d+\s*(?:bis|ter|[a-z])?$/i.test(text)) return { carre: null, allee: null, numero: text };
  const three = /^([A-Za-z]{1,3})\s*[-/ .]\s*(\d{1,3}|[A-Za-z]{1,2})\s*[-/ .]\s*(\d{1,5}\s*(?:bis|ter|[a-z])?)$/i.exec(text);
  if (three) return { carre: three[1]!, allee: three[2]!, numero: three[3]!.replace(/\s+/g, '') };
  const two = /^([A-Za-z]{1,3})\s*[-/ .]?\s*(\d{1,5}\s*(?:bis|ter|[a-z])?)$/i.exec(text);
  if (two) return { carre: two[1]!, allee: null, numero: two[2]!.replace(/\s+/g, '') };
  return 'unreadable';
}

/** A phone number as the contact form accepts it (digits, spaces, dots, dashes, '+', brackets; 30 at most). */
export function readTelephone(cell: Cell): Reading<string> {
  const text = typeof cell === 'number' ? String(cell).padStart(10, '0') : cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  return /^[0-9+ .()-]{4,30}$/.test(text) ? text : 'unreadable';
}

/** An e-mail address, one, as the contact form accepts it. */
export function readEmail(cell: Cell): Reading<string> {
  const text = cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  return text.length <= 254 && /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[a-z]{2,}$/i.test(text) ? text : 'unreadable';
}

/** A postal code: five digits in France (a number cell loses its leading zero: 1000 is 01000); other text up to 10 characters. */
export function readCodePostal(cell: Cell): Reading<string> {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 1000 && cell <= 99999 ? String(cell).padStart(5, '0') : 'unreadable';
  const text = cleanText(cell);
  if (text === null || isPlaceholder(text)) return null;
  return text.length <= 10 ? text : 'unreadable';
}
