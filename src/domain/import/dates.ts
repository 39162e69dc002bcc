import { makeIsoDate } from '../dates';
import type { IsoDate, PartialDate } from '../entities/replicated';
import { normalizeText } from './text';

/**
 * Dates as registers write them (issue 16): '12/03/1954', '12-03-54', '12.03.1954', '1954-03-12', '1954',
 * 'mars 1954', '12 mars 1954', '1er mars 1954', 'vers 1954', or an Excel date serial (days since 30/12/1899,
 * the 1900 leap-year bug included). Whole numbers from 1000 to 2200 are years, not serials: a register's '1954'
 * is a year, and no cemetery record falls in the first days of 1900.
 */
export type ImportDate = { ok: true; date: PartialDate } | { ok: false };

const MONTHS: Record<string, number> = {
  janvier: 1, janv: 1, jan: 1, fevrier: 2, fevr: 2, fev: 2, mars: 3, mar: 3, avril: 4, avr: 4, mai: 5, juin: 6, juillet: 7, juil: 7,
  aout: 8, septembre: 9, sept: 9, sep: 9, octobre: 10, oct: 10, novembre: 11, nov: 11, decembre: 12, dec: 12,
};
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

export function parseImportDate(value: string | number | null): ImportDate | null {
  if (value === null) return null;
  if (typeof value === 'number') return fromNumber(value);
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return fromNumber(Number(text.replace(',', '.')));
  const numeric = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/.exec(text);
  if (numeric) return full(fullYear(numeric[3] ?? ''), Number(numeric[2]), Number(numeric[1]));
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return full(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const monthYear = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (monthYear) return part(null, Number(monthYear[1]), Number(monthYear[2]));
  return fromWords(normalizeText(text));
}

/** A full date as 'YYYY-MM-DD' when the three parts are known, else null. */
export function isoOf(date: PartialDate | null): IsoDate | null {
  if (!date || date.jour === null || date.mois === null || date.annee === null) return null;
  return makeIsoDate(date.annee, date.mois, date.jour);
}

/** '12/03/1954', 'mars 1954', '1954': how the dry run shows a date. */
export function formatPartialDate(date: PartialDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (date.jour !== null && date.mois !== null && date.annee !== null) return `${pad(date.jour)}/${pad(date.mois)}/${date.annee}`;
  if (date.mois !== null && date.annee !== null) return `${pad(date.mois)}/${date.annee}`;
  return date.annee === null ? '' : String(date.annee);
}

function fromNumber(n: number): ImportDate {
  if (Number.isInteger(n) && n >= 1000 && n <= 2200) return part(null, null, n);
  if (n < 1 || n > 2_958_465) return { ok: false };
  const d = new Date(EXCEL_EPOCH_MS + Math.floor(n) * DAY_MS);
  return full(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Two-digit years: 00 to 29 are 2000s, the rest 1900s (a cemetery register's dates are mostly of the last century). */
function fullYear(text: string): number {
  const n = Number(text);
  if (text.length === 4) return n;
  return n < 30 ? 2000 + n : 1900 + n;
}

function fromWords(text: string): ImportDate {
  const words = text.split(' ').filter((w) => !['le', 'vers', 'en', 'environ', 'ca', 'circa'].includes(w));
  if (words[0] === '1er') words[0] = '1';
  const [a, b, c] = words;
  if (words.length === 3 && a && b && c && /^\d{1,2}$/.test(a) && MONTHS[b] && /^\d{4}$/.test(c)) return full(Number(c), MONTHS[b], Number(a));
  if (words.length === 2 && a && b && MONTHS[a] && /^\d{4}$/.test(b)) return part(null, MONTHS[a], Number(b));
  if (words.length === 1 && a && /^\d{4}$/.test(a)) return part(null, null, Number(a));
  return { ok: false };
}

function full(annee: number, mois: number, jour: number): ImportDate {
  return makeIsoDate(annee, mois, jour) && annee >= 1000 ? { ok: true, date: { jour, mois, annee } } : { ok: false };
}

function part(jour: null, mois: number | null, annee: number): ImportDate {
  if (annee < 1000 || annee > 9999 || (mois !== null && (mois < 1 || mois > 12))) return { ok: false };
  return { ok: true, date: { jour, mois, annee } };
}
