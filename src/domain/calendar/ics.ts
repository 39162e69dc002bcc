import { addDays } from '../dates';
import type { IsoDate } from '../entities/replicated';
import type { AgendaItem } from './agenda';

/**
 * An iCalendar document (RFC 5545) of agenda items, for the subscription link (issue 18): lines end with CRLF
 * (§3.1), are folded at 75 octets with CRLF and a space, TEXT values escape backslash, semicolon, comma and
 * newlines (§3.3.11). Whole days are DATE values with an exclusive DTEND; times are the town hall's wall clock,
 * written with TZID=Europe/Paris so that every calendar application shows 10h as 10h.
 */
export interface IcsOptions {
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  /** Instant of generation, ISO (DTSTAMP). */
  now: string;
  /** Absolute origin of the app, for the URL of each item ('https://…'). */
  origin: string;
}

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one character in UTF-8 (the domain has no TextEncoder: no DOM, no Node). */
function utf8Size(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Size(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (value: string) => value.replace(/[-:]/g, '');

function stamp(iso: string): string {
  return `${compact(iso.slice(0, 19))}Z`;
}

function timing(item: AgendaItem): string[] {
  if (item.start.length === 10) {
    const last = (item.end ?? item.start).slice(0, 10) as IsoDate;
    return [`DTSTART;VALUE=DATE:${compact(item.start)}`, `DTEND;VALUE=DATE:${compact(addDays(last, 1))}`];
  }
  const lines = [`DTSTART;TZID=Europe/Paris:${compact(item.start)}00`];
  if (item.end && item.end.length > 10) lines.push(`DTEND;TZID=Europe/Paris:${compact(item.end)}00`);
  else lines.push('DURATION:PT1H');
  return lines;
}

/** The VTIMEZONE of Europe/Paris (EU rules since 1996), which the TZID above names. */
const PARIS = [
  'BEGIN:VTIMEZONE', 'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST', 'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'TZNAME:CET', 'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD',
  'END:VTIMEZONE',
];

export function toICalendar(items: readonly AgendaItem[], options: IcsOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Cimetiere//Agenda//FR', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(options.name)}`, 'X-WR-TIMEZONE:Europe/Paris', ...PARIS];
  for (const item of items) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(item.id)}@cimetiere`, `DTSTAMP:${stamp(options.now)}`, ...timing(item), `SUMMARY:${escapeText(item.titre)}`);
    if (item.description) lines.push(`DESCRIPTION:${escapeText(item.description)}`);
    if (item.link) lines.push(`URL:${options.origin}${item.link}`);
    lines.push(`CATEGORIES:${escapeText(item.kind)}`, 'TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
