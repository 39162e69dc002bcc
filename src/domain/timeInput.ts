/**
 * The time of day typed in the interface (issue 29: the browser's own time field showed '10:30 AM' on an English
 * system): 'HH:MM' on 24 hours, as French forms write it, typed on the numeric keypad, the colon inserted.
 */

export const MSG_HEURE_INVALIDE = 'Heure invalide (HH:MM, de 00:00 à 23:59)';

const TYPED = /^(\d{1,2})\s*[:hH.]\s*(\d{0,2})$/;

/**
 * What the field shows for what was typed: up to four digits, a colon before the minutes ('1030' gives '10:30'),
 * a typed separator closing a one-digit hour ('9h' gives '9:'), '9h30' and '9.30' read as '9:30'.
 */
export function maskTimeInput(raw: string): string {
  const trimmed = raw.trim();
  const sep = TYPED.exec(trimmed);
  if (sep) return `${sep[1]}:${sep[2]}`;
  const digits = trimmed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** 'HH:MM' for a whole, real time of day ('9:05' gives '09:05'), null otherwise. */
export function readTimeInput(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}
