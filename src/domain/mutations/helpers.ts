import { z } from 'zod';
import type { Location } from '../entities/location';
import type { MutationOutcome, ReadSpec, Row, RowValues, TableName } from './types';
import { currentLocation as pickCurrentLocation, type LocationLike } from '../rules/currentLocation';

/** A row id: a UUID made by whoever creates the row (DESIGN §4). */
export const rowId = z.uuid({ error: 'Identifiant invalide.' });

/** Free text: trimmed, empty becomes null. */
export const optionalText = (max = 2000) =>
  z
    .string({ error: 'Texte invalide.' })
    .max(max, `Texte trop long (${max} caractères au plus).`)
    .nullable()
    .transform((s) => (s === null || s.trim() === '' ? null : s.trim()));

const MSG_DATE = 'Date invalide (AAAA-MM-JJ attendu).';
/** ISO 8601 allows year 0000 (1 BC); PostgreSQL has no year 0 and cannot store it. */
const fromYearOne = (value: string) => !value.startsWith('0000');

/** A calendar date as the contract writes it ('YYYY-MM-DD'), from year 1. */
export const isoDate = z.iso.date({ error: MSG_DATE }).refine(fromYearOne, MSG_DATE);

/** A calendar date as the contract writes it ('YYYY-MM-DD'), or null. */
export const optionalDate = isoDate.nullable();

/** An instant (ISO 8601 with its offset), or null. */
export const optionalInstant = z.iso.datetime({ offset: true, error: 'Horodatage invalide.' }).refine(fromYearOne, 'Horodatage invalide.').nullable();

/**
 * Names the fields an update writes: the keys present in its args, id aside. Updates carry only what the
 * user changed, so two tablets editing different fields of one row do not conflict (DESIGN §5).
 */
export function changedFields(args: Record<string, unknown>): string[] {
  return Object.keys(args).filter((k) => k !== 'id' && args[k] !== undefined);
}

/** zod refinement for partial updates: at least one field besides the id. */
export const hasAChange = (args: Record<string, unknown>) => changedFields(args).length > 0;
export const NOTHING_TO_CHANGE = 'Aucune modification à enregistrer.';

/** The row without the bookkeeping the executor sets, ready to be written back. */
export function businessValues(row: Row): RowValues {
  const { espaceId: _e, version: _v, seq: _s, updatedAt: _u, ...rest } = row;
  return rest;
}

/** The defined entries of an object (an update's args without the fields it leaves alone). */
export function definedEntries(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Writes `changes` over a live row, or rejects when it is absent or deleted. */
export function updateRow(
  table: TableName,
  row: Row | null,
  changes: Record<string, unknown>,
  missing: string,
): MutationOutcome {
  if (!row || row.deletedAt) return { reject: missing };
  return { writes: [{ table, id: row.id, row: { ...businessValues(row), ...definedEntries(changes) } }] };
}

/** Tombstones a row (a delete is a write, DESIGN §4); deleting it again changes nothing. */
export function tombstone(table: TableName, row: Row | null, now: string, missing: string): MutationOutcome {
  if (!row) return { reject: missing };
  if (row.deletedAt) return { writes: [] };
  return { writes: [{ table, id: row.id, row: { ...businessValues(row), deletedAt: now } }] };
}

export const MSG_EMPLACEMENT_MISSING = 'Emplacement introuvable.';
export const MSG_LOCATION_MISSING = 'Concession introuvable.';
/** Archived sheets hide edit, add and delete actions (spec 001 §2 plot sheet, §4 Archive). */
export const MSG_LOCATION_ARCHIVED = 'Cette concession est archivée : elle ne peut plus être modifiée.';

/** A row that exists and is not a tombstone. */
export function isLive(row: Row | null): row is Row {
  return row !== null && !row.deletedAt;
}

/**
 * The current concession of a plot among its live locations: the one not archived (spec 001 §3, one current
 * location per plot). Should bad data hold several, the latest started one wins, so both sides pick the same.
 */
export function currentLocation(locations: readonly Row[]): Row | null {
  return pickCurrentLocation(locations as unknown as Array<Row & LocationLike>);
}

/** Why a concession cannot take a change (absent, deleted, archived), or null when it can. */
export function locationLockReason(location: Row | null): string | null {
  if (!isLive(location)) return MSG_LOCATION_MISSING;
  if ((location as unknown as Location).isArchived) return MSG_LOCATION_ARCHIVED;
  return null;
}

/** A live concession that is archived: its sheet hides edit, add and delete (spec 001 §2 plot sheet). */
export function isArchivedLocation(location: Row | null): boolean {
  return isLive(location) && (location as unknown as Location).isArchived;
}

/** Reads the concession a row (deceased, contact) belongs to, when it has one. */
export function locationOfRow(row: Row | null): Record<string, ReadSpec> {
  return row && typeof row.locationId === 'string' ? { location: { table: 'locations', id: row.locationId } } : {};
}
