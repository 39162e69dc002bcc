import type { InferSelectModel } from 'drizzle-orm';
import type { TableName, TableRows } from '../../src/domain/entities/tables';
import {
  contacts, documents, emplacements, espaces, events, exhumations, locations, mailArchives, media, notes,
  notifications, occupants, procedures, reductions, tarifs, travaux,
} from './schema';

/**
 * Every replicated table by its contract name (CONTRACTS.md), so that generic code (pull, push executor,
 * history, demo seeding) reaches each one by name. Keys are exactly src/domain's TableName.
 */
export const replicatedTables = {
  espaces,
  emplacements,
  locations,
  occupants,
  contacts,
  exhumations,
  reductions,
  travaux,
  procedures,
  tarifs,
  notes,
  events,
  notifications,
  media,
  documents,
  mailArchives,
} as const satisfies Record<TableName, unknown>;

export type ReplicatedTables = typeof replicatedTables;
export type ServerRow<T extends TableName> = InferSelectModel<ReplicatedTables[T]>;

/*
 * Compile-time proof that the SQL row and the domain row are one shape (DESIGN §4: one row shape on the
 * server, in the pull and in Dexie). A drifted column makes the matching entry `false` and this file stops
 * compiling. The espaces row may carry server-only columns (changeSeq...), so it is checked one way only.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RowsMatch = {
  [K in TableName]: K extends 'espaces'
    ? [ServerRow<K>] extends [TableRows[K]] ? true : false
    : Same<ServerRow<K>, TableRows[K]>;
};
export const rowsMatch: RowsMatch = {
  espaces: true,
  emplacements: true,
  locations: true,
  occupants: true,
  contacts: true,
  exhumations: true,
  reductions: true,
  travaux: true,
  procedures: true,
  tarifs: true,
  notes: true,
  events: true,
  notifications: true,
  media: true,
  documents: true,
  mailArchives: true,
};
