import type { CalendarEvent } from './calendarEvent';
import type { Contact } from './contact';
import type { DocumentRow } from './document';
import type { Emplacement } from './emplacement';
import type { Espace } from './espace';
import type { Exhumation } from './exhumation';
import type { Location } from './location';
import type { MailArchive } from './mailArchive';
import type { Media } from './media';
import type { Note } from './note';
import type { Notification } from './notification';
import type { Occupant } from './occupant';
import type { Procedure } from './procedure';
import type { Reduction } from './reduction';
import type { Tarif } from './tarif';
import type { Travaux } from './travaux';

/**
 * Row type of each replicated table, by its TypeScript / Dexie / pull name (CONTRACTS.md "Replicated tables").
 * The same shape on the server, in the pull and in the device replica.
 */
export interface TableRows {
  espaces: Espace;
  emplacements: Emplacement;
  locations: Location;
  occupants: Occupant;
  contacts: Contact;
  exhumations: Exhumation;
  reductions: Reduction;
  travaux: Travaux;
  procedures: Procedure;
  tarifs: Tarif;
  notes: Note;
  events: CalendarEvent;
  notifications: Notification;
  media: Media;
  documents: DocumentRow;
  mailArchives: MailArchive;
}

export type TableName = keyof TableRows;
export type RowOf<T extends TableName> = TableRows[T];

/**
 * Every replicated table, parents before children: applying a pull in this order never meets a row whose
 * plot or concession has not arrived yet.
 */
export const REPLICATED_TABLES = [
  'espaces',
  'emplacements',
  'locations',
  'occupants',
  'contacts',
  'exhumations',
  'reductions',
  'travaux',
  'procedures',
  'tarifs',
  'notes',
  'events',
  'notifications',
  'media',
  'documents',
  'mailArchives',
] as const satisfies readonly TableName[];

/** SQL table names (snake_case), where they differ from the TypeScript name only for mailArchives. */
export const SQL_TABLE_NAMES: Record<TableName, string> = {
  espaces: 'espaces',
  emplacements: 'emplacements',
  locations: 'locations',
  occupants: 'occupants',
  contacts: 'contacts',
  exhumations: 'exhumations',
  reductions: 'reductions',
  travaux: 'travaux',
  procedures: 'procedures',
  tarifs: 'tarifs',
  notes: 'notes',
  events: 'events',
  notifications: 'notifications',
  media: 'media',
  documents: 'documents',
  mailArchives: 'mail_archives',
};

export function isTableName(value: unknown): value is TableName {
  return typeof value === 'string' && (REPLICATED_TABLES as readonly string[]).includes(value);
}
