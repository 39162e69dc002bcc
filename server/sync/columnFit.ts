import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Row } from '../../src/domain/mutations/types';
import type { TableInfo } from './tables';

/**
 * Whether each value of a row fits its column, for the writes of a mutation whose values were not computed by
 * the rules (a restore point's rows, `MutationDef.freeValues`): a wrong type must be a French refusal, never a
 * failed SQL statement (a 500). Columns the executor fills (id, cemetery, seq) are not looked at.
 */
const FILLED_BY_EXECUTOR = new Set(['id', 'espaceId', 'seq', 'version', 'updatedAt', 'changeSeq']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fits(col: PgColumn, value: unknown): boolean {
  switch (col.columnType) {
    case 'PgUUID':
      return typeof value === 'string' && UUID.test(value);
    case 'PgText':
      return typeof value === 'string';
    case 'PgInteger':
      return Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647;
    case 'PgBigInt53':
      return Number.isSafeInteger(value);
    case 'PgBoolean':
      return typeof value === 'boolean';
    case 'PgDateString':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
    case 'PgTimestampString':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'PgJsonb':
    case 'PgJson':
      return true;
    default:
      return typeof value === 'number' && Number.isFinite(value);
  }
}

/** The first field of the row that does not fit its column, or null when every one does. */
export function misfitField(info: TableInfo, row: Row): string | null {
  for (const [key, col] of Object.entries(info.columns)) {
    if (FILLED_BY_EXECUTOR.has(key) || info.serverOnly.has(key)) continue;
    const value = row[key];
    if (value === undefined || value === null) {
      if (col.notNull && !col.hasDefault) return key;
      if (value === null && col.notNull) return key;
      continue;
    }
    if (!fits(col, value)) return key;
  }
  return null;
}
