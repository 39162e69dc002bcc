import type { PartialDate } from '../entities/replicated';
import { parseImportDate } from './dates';
import { normalizeText } from './text';

/**
 * The text written beside a name in a list of the buried (issue 26): '†12/03/1987', '1910-1987',
 * '° 1910 † 1987', 'né le 02/05/1910, décédé le 12/03/1987', 'dcd 1987'. A date marked '°', '*' or 'né(e)' is
 * a birth; marked '†', '+', 'décédé(e)', 'dcd' or 'mort' a death; two unmarked dates are birth then death; one
 * unmarked date alone is the death, as lists of the buried give it. Text without any date is a mention kept as
 * written; a date that cannot be read (31/02/1950), or dates in an impossible order, make the note unreadable.
 */
export type NoteReading =
  | { kind: 'dates'; dateDeNaissance: PartialDate | null; dateDeces: PartialDate | null }
  | { kind: 'mention' }
  | { kind: 'unreadable' };

const MONTH_WORDS = 'janv(?:ier)?|f[ée]v(?:r(?:ier)?)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|ao[uû]t|sept?(?:embre)?|oct(?:obre)?|nov(?:embre)?|d[ée]c(?:embre)?';
const TOKEN = new RegExp(
  `\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|(?:\\d{1,2}|1er)\\s+(?:${MONTH_WORDS})\\.?\\s+\\d{4}|(?:${MONTH_WORDS})\\.?\\s+\\d{4}|\\b\\d{4}\\b|\\d{1,2}[/.-]\\d{4}`,
  'gi',
);
const DEATH = /[†✝+]|\bd[ée]c[ée]d|\bdcd\b|\bdc\b|\bmort|\bdeces\b|\bd[ée]c[èe]s/i;
const BIRTH = /[°*]|\bn[ée]e?\b|\bnaiss/i;

export function readNoteDates(note: string): NoteReading {
  const tokens = [...note.matchAll(TOKEN)];
  if (tokens.length === 0) return /\d/.test(note) ? { kind: 'unreadable' } : { kind: 'mention' };
  if (tokens.length > 2) return { kind: 'unreadable' };
  let birth: PartialDate | null = null;
  let death: PartialDate | null = null;
  const unmarked: PartialDate[] = [];
  let from = 0;
  for (const token of tokens) {
    const before = note.slice(from, token.index);
    from = (token.index ?? 0) + token[0].length;
    const parsed = parseImportDate(token[0].replace(/\s+/g, ' '));
    if (!parsed || !parsed.ok) return { kind: 'unreadable' };
    if (DEATH.test(before)) death = parsed.date;
    else if (BIRTH.test(before)) birth = parsed.date;
    else unmarked.push(parsed.date);
  }
  // What remains once dates and their marks are taken out must be nothing but separators.
  const rest = normalizeText(note.replace(TOKEN, ' ').replace(/[†✝+°*]/g, ' '))
    .replace(/\b(ne|nee|le|la|en|decede|decedee|deces|dcd|dc|mort|morte|naissance|et|a|au)\b/g, ' ')
    .trim();
  if (rest !== '') return { kind: 'unreadable' };
  if (unmarked.length === 2) [birth, death] = [unmarked[0]!, unmarked[1]!];
  else if (unmarked.length === 1) {
    if (death === null) death = unmarked[0]!;
    else if (birth === null) birth = unmarked[0]!;
  }
  if (birth && death && (birth.annee ?? 0) > (death.annee ?? 0)) return { kind: 'unreadable' };
  return { kind: 'dates', dateDeNaissance: birth, dateDeces: death };
}
