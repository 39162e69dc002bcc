import { z } from 'zod';
import type { MutationOutcome, Row, RowValues, TableName } from './types';

/** A row id: a UUID made by whoever creates the row (DESIGN §4). */
export const rowId = z.uuid({ error: 'Identifiant invalide.' });

/** Optional free text: trimmed, empty becomes null. */
export const optionalText = (max = 2000) =>
  z
    .string({ error: 'Texte invalide.' })
    .max(max, `Texte trop long (${max} caractères au plus).`)
    .transform((s) => (s.trim() === '' ? null : s.trim()))
    .nullable();

/** A calendar date as the contract writes it. */
export const isoDate = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ attendu).' });

/** The row without the bookkeeping the executor sets, ready to be written back. */
export function businessValues(row: Row): RowValues {
  const { espaceId: _e, version: _v, seq: _s, updatedAt: _u, ...rest } = row;
  return rest;
}

/** Writes `changes` over a live row, or rejects when it is absent or deleted. */
export function updateRow(
  table: TableName,
  row: Row | null,
  changes: Record<string, unknown>,
  missing: string,
): MutationOutcome {
  if (!row || row.deletedAt) return { reject: missing };
  return { writes: [{ table, id: row.id, row: { ...businessValues(row), ...changes } }] };
}

/** Tombstones a live row (a delete is a write, DESIGN §4); deleting it again changes nothing. */
export function tombstone(table: TableName, row: Row | null, now: string, missing: string): MutationOutcome {
  if (!row) return { reject: missing };
  if (row.deletedAt) return { writes: [] };
  return { writes: [{ table, id: row.id, row: { ...businessValues(row), deletedAt: now } }] };
}
