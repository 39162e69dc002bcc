import { foreignKey, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { espaces } from './core';

/**
 * Indexes every replicated table needs: (espace_id, seq) serves the pull ("rows of this cemetery with
 * seq > cursor, in seq order", DESIGN §5), the foreign key ties the row to its cemetery. Links between
 * business rows (a concession's plot...) are indexed, not constrained: rows are tombstoned, never deleted,
 * and the mutation rules check that a link names a live row of the same cemetery.
 */
export function replicatedIndexes(name: string, t: { espaceId: AnyPgColumn; seq: AnyPgColumn }) {
  return [
    index(`${name}_espace_seq`).on(t.espaceId, t.seq),
    foreignKey({ name: `${name}_espace_fk`, columns: [t.espaceId], foreignColumns: [espaces.id] }),
  ];
}

/** A plain index on a link column, named after its table and column. */
export function linkIndex(name: string, column: string, c: AnyPgColumn) {
  return index(`${name}_${column}`).on(c);
}
