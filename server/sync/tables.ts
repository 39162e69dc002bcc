import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SQL_TABLE_NAMES, type TableName } from '../../src/domain/entities/tables';
import { replicatedTables } from '../db/replicatedTables';

/**
 * A replicated table seen generically, so one executor and one pull serve all of them: its drizzle table,
 * its columns by contract name, and the column that scopes it to a cemetery (the espace row scopes itself).
 */
export interface TableInfo {
  name: TableName;
  sqlName: string;
  table: PgTable;
  columns: Record<string, PgColumn>;
  id: PgColumn;
  scope: PgColumn;
  /** The scope column's key in a row read through drizzle ('espaceId', or 'id' for the espace itself). */
  scopeKey: string;
  seq: PgColumn;
  deletedAt: PgColumn;
  /** Columns the device never sees (the espace's change counter). */
  serverOnly: ReadonlySet<string>;
}

const cache = new Map<TableName, TableInfo>();

function column(columns: Record<string, PgColumn>, name: string, table: string): PgColumn {
  const c = columns[name];
  if (!c) throw new Error(`Colonne ${name} absente de ${table}`);
  return c;
}

export function tableInfo(name: TableName): TableInfo {
  const hit = cache.get(name);
  if (hit) return hit;
  const table = replicatedTables[name] as unknown as PgTable;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const scopeKey = name === 'espaces' ? 'id' : 'espaceId';
  const info: TableInfo = {
    name,
    sqlName: SQL_TABLE_NAMES[name],
    table,
    columns,
    id: column(columns, 'id', name),
    scope: column(columns, scopeKey, name),
    scopeKey,
    seq: column(columns, 'seq', name),
    deletedAt: column(columns, 'deletedAt', name),
    serverOnly: new Set(name === 'espaces' ? ['changeSeq'] : []),
  };
  cache.set(name, info);
  return info;
}
