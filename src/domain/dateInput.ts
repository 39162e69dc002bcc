import { dateParts, formatFrDate, isAfter, isBefore, parseFrDate } from './dates';
import type { IsoDate } from './entities/replicated';

/**
 * The one date field of the interface (issue 14): the user sees and types 'JJ/MM/AAAA' (DESIGN §6), the form
 * keeps 'YYYY-MM-DD' (CONTRACTS.md), so schemas, mutations and the server never see the typed text.
 */

export const MSG_DATE_INVALIDE = 'Date invalide (JJ/MM/AAAA)';
export const msgDateAvant = (min: IsoDate) => `La date doit être le ${formatFrDate(min)} ou après`;
export const msgDateApres = (max: IsoDate) => `La date doit être le ${formatFrDate(max)} ou avant`;

const PASTED_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const SEPARATOR = /[/.\-\s]/;
const PART_LENGTH = [2, 2, 4] as const;

/**
 * What the field shows for what was typed or pasted: digits only, a slash inserted before the digit that
 * starts the month or the year (none after the last digit, so backspace is never fought), a typed separator
 * closing a one-digit day or month ('1/' stays '1/'). A pasted ISO date ('2024-03-12') becomes '12/03/2024'.
 */
export function maskDateInput(raw: string): string {
  const iso = PASTED_ISO.exec(raw.trim());
  if (iso) return `${iso[3]?.padStart(2, '0')}/${iso[2]?.padStart(2, '0')}/${iso[1]}`;
  const parts = ['', '', ''];
  let i = 0;
  for (const ch of raw) {
    if (/\d/.test(ch)) {
      if ((parts[i]?.length ?? 0) >= PART_LENGTH[i as 0 | 1 | 2]) {
        if (i === 2) break;
        i += 1;
      }
      parts[i] += ch;
    } else if (SEPARATOR.test(ch) && i < 2 && parts[i] !== '') {
      i += 1;
    }
  }
  return parts.slice(0, i + 1).join('/');
}

/** The date a field's text names, whether 'JJ/MM/AAAA' (one-digit day and month accepted) or ISO; null otherwise. */
export function readDateInput(text: string): IsoDate | null {
  const trimmed = text.trim();
  if (dateParts(trimmed)) return trimmed;
  return parseFrDate(trimmed);
}

export interface DateBounds {
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
}

export interface DateInputCheck {
  /** 'YYYY-MM-DD' when the text is a valid date within bounds; '' when the field is empty or in error. */
  iso: IsoDate | '';
  error: string | null;
}

/** Judges a field's text: empty is no date (whether one is required is the form's business), else a real date within the bounds. */
export function checkDateInput(text: string, bounds: DateBounds = {}): DateInputCheck {
  if (text.trim() === '') return { iso: '', error: null };
  const iso = readDateInput(text);
  if (!iso) return { iso: '', error: MSG_DATE_INVALIDE };
  if (bounds.min && isBefore(iso, bounds.min)) return { iso: '', error: msgDateAvant(bounds.min) };
  if (bounds.max && isAfter(iso, bounds.max)) return { iso: '', error: msgDateApres(bounds.max) };
  return { iso, error: null };
}

/**
 * What the form receives for the field's text: the ISO date when it is one (within its bounds), '' while it is
 * empty or still being typed, and, once a wrong date is whole or the field left, the text itself. No date
 * schema accepts that text, so a form cannot be sent with a date the user typed wrong: it would otherwise
 * save no date at all, and the typed date would be lost without a word.
 */
export function dateFieldValue(text: string, bounds: DateBounds, settled: boolean): string {
  const check = checkDateInput(text, bounds);
  if (check.iso || !check.error) return check.iso;
  const whole = text.length >= 10 || readDateInput(text) !== null;
  return whole || settled ? text : '';
}
