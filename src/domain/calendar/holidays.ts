import { addDays, makeIsoDate } from '../dates';
import type { IsoDate } from '../entities/replicated';

/**
 * Public holidays of France (Code du travail L3133-1), and the two more days of Alsace-Moselle (local law kept
 * by L3134-13: Good Friday, and 26 December), computed here rather than with a holiday library: the calendar
 * shows them offline and the rules are short (TOOLCHAIN.md: date-holidays weighs 157 KB gzipped).
 * tests/domain/holidays.test.ts checks 2020–2035 against date-holidays.
 */
export interface Holiday {
  date: IsoDate;
  nom: string;
}

/** Departments of Alsace-Moselle: Moselle, Bas-Rhin, Haut-Rhin. */
export const ALSACE_MOSELLE = ['57', '67', '68'] as const;

/** The department of a French postal code ('57000' gives '57'; Corsica '20' is neither 57, 67 nor 68). */
export function departementOf(codePostal: string | null | undefined): string | null {
  const code = codePostal?.trim() ?? '';
  return /^\d{5}$/.test(code) ? code.slice(0, 2) : null;
}

export function isAlsaceMoselle(departement: string | null | undefined): boolean {
  return departement !== null && departement !== undefined && (ALSACE_MOSELLE as readonly string[]).includes(departement);
}

/** Easter Sunday of the Gregorian calendar (the anonymous computus of Meeus, Jones and Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return makeIsoDate(year, month, day) as IsoDate;
}

const FIXED: ReadonlyArray<[number, number, string]> = [
  [1, 1, "Jour de l'an"],
  [5, 1, 'Fête du Travail'],
  [5, 8, 'Victoire 1945'],
  [7, 14, 'Fête nationale'],
  [8, 15, 'Assomption'],
  [11, 1, 'Toussaint'],
  [11, 11, 'Armistice 1918'],
  [12, 25, 'Noël'],
];

/** The holidays of a year, in date order; with Alsace-Moselle's two more days when the department is 57, 67 or 68. */
export function frenchHolidays(year: number, departement: string | null = null): Holiday[] {
  const fixed = (month: number, day: number, nom: string): Holiday => ({ date: makeIsoDate(year, month, day) as IsoDate, nom });
  const easter = easterSunday(year);
  const out: Holiday[] = FIXED.map(([m, d, nom]) => fixed(m, d, nom));
  out.push(
    { date: addDays(easter, 1), nom: 'Lundi de Pâques' },
    { date: addDays(easter, 39), nom: 'Ascension' },
    { date: addDays(easter, 50), nom: 'Lundi de Pentecôte' },
  );
  if (isAlsaceMoselle(departement)) out.push({ date: addDays(easter, -2), nom: 'Vendredi saint' }, fixed(12, 26, 'Saint-Étienne'));
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays between two dates, both included (the calendar's visible range). */
export function holidaysBetween(from: IsoDate, to: IsoDate, departement: string | null = null): Holiday[] {
  const out: Holiday[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++)
    for (const h of frenchHolidays(y, departement)) if (h.date >= from && h.date <= to) out.push(h);
  return out;
}
