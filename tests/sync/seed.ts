import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { espaces } from '../../server/db/schema';

/**
 * Rows written as the server writes them (next seq of the cemetery, version 1), through SQL so this file
 * depends on no server module beyond the core schema.
 */
async function nextSeq(db: Db, espaceId: string): Promise<number> {
  const [row] = await db
    .update(espaces)
    .set({ changeSeq: sql`${espaces.changeSeq} + 1` })
    .where(eq(espaces.id, espaceId))
    .returning({ seq: espaces.changeSeq });
  return row?.seq ?? 1;
}

export async function seedEmplacement(db: Db, espaceId: string, numero: string): Promise<string> {
  const id = randomUUID();
  const seq = await nextSeq(db, espaceId);
  await db.execute(sql`insert into emplacements (id, espace_id, seq, carre, allee, numero) values (${id}, ${espaceId}, ${seq}, 'A', '1', ${numero})`);
  return id;
}

export async function seedLocation(db: Db, espaceId: string, emplacementId: string): Promise<string> {
  const id = randomUUID();
  const seq = await nextSeq(db, espaceId);
  await db.execute(sql`insert into locations (id, espace_id, seq, emplacement_id, type, date_debut, etat_abandon) values (${id}, ${espaceId}, ${seq}, ${emplacementId}, 'Concession', '2001-05-04', 1)`);
  return id;
}

/** Live rows of a table of the cemetery, as the server holds them. */
export async function serverRows(db: Db, table: string, espaceId: string): Promise<Array<Record<string, unknown>>> {
  const result = await db.execute(sql`select * from ${sql.identifier(table)} where espace_id = ${espaceId} and deleted_at is null order by id`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** How many times each mutation id was recorded as applied (the exactly-once ledger). */
export async function appliedCount(db: Db, ids: readonly string[]): Promise<Map<string, { count: number; status: string }>> {
  const out = new Map<string, { count: number; status: string }>();
  if (ids.length === 0) return out;
  const result = await db.execute(
    sql`select id, status, count(*)::int as n from applied_mutations where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) group by id, status`,
  );
  for (const r of (result as unknown as { rows: Array<{ id: string; status: string; n: number }> }).rows) out.set(r.id, { count: r.n, status: r.status });
  return out;
}
