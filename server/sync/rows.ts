import type { Row } from '../../src/domain/mutations/types';
import type { TableInfo } from './tables';

/**
 * Rows leave the server in the contract's shape (docs/CONTRACTS.md): camelCase names (drizzle maps them),
 * dates 'YYYY-MM-DD' and numerics as numbers (the column modes do it), instants as ISO strings (done here:
 * the driver hands timestamptz back as PostgreSQL text, '2026-11-22 10:29:00.815+00').
 */

const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** PostgreSQL's text form of a timestamptz (or an ISO string) as an ISO 8601 UTC string; other values untouched. */
export function toIsoInstant(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return value;
  const m = PG_TIMESTAMP.exec(value);
  if (!m) return value;
  let offset = m[3] ?? 'Z';
  if (/^[+-]\d{2}$/.test(offset)) offset += ':00';
  else if (/^[+-]\d{4}$/.test(offset)) offset = `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const date = new Date(`${m[1]}T${m[2]}${offset}`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A row read through drizzle, as the device and the history see it. */
export function toContractRow(info: TableInfo, raw: Record<string, unknown>): Row {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (info.serverOnly.has(key)) continue;
    const col = info.columns[key];
    out[key] = col && col.columnType === 'PgTimestampString' ? toIsoInstant(value) : value;
  }
  return out as Row;
}

/** The values of a write restricted to the table's own columns (a mutation cannot add a column). */
export function toColumnValues(info: TableInfo, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key in info.columns && !info.serverOnly.has(key) && value !== undefined) out[key] = value;
  }
  return out;
}
