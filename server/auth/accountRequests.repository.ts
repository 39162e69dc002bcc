import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountRequests, societes } from '../db/schema';

export type AccountRequestRow = typeof accountRequests.$inferSelect;
export type NewAccountRequest = Omit<typeof accountRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'decidedAt' | 'decidedBy'>;
export type Decision = 'approved' | 'rejected';

/**
 * Queues a request, or answers the one already pending for this e-mail address (in any case), left as it
 * was: the unique index account_requests_pending_email decides, so two copies sent at once get one row.
 */
export async function insertAccountRequest(db: Db, request: NewAccountRequest): Promise<{ id: string; created: boolean }> {
  // Twice at most: the pending request may be decided between the refused insert and the read.
  for (let round = 0; round < 2; round++) {
    const id = randomUUID();
    const inserted = await db.insert(accountRequests).values({ ...request, id }).onConflictDoNothing().returning({ id: accountRequests.id });
    if (inserted.length > 0) return { id, created: true };
    const [pending] = await db
      .select({ id: accountRequests.id })
      .from(accountRequests)
      .where(and(sql`lower(${accountRequests.email}) = lower(${request.email})`, eq(accountRequests.status, 'pending')));
    if (pending) return { id: pending.id, created: false };
  }
  throw new Error(`Demande de compte impossible à enregistrer pour ${request.email}`);
}

export async function listAccountRequests(db: Db, status: string | undefined): Promise<AccountRequestRow[]> {
  const query = db.select().from(accountRequests);
  const filtered = status ? query.where(eq(accountRequests.status, status)) : query;
  // The id breaks ties, so pages never overlap or skip a request.
  return filtered.orderBy(desc(accountRequests.createdAt), desc(accountRequests.id));
}

export async function findAccountRequest(db: Db, id: string): Promise<AccountRequestRow | undefined> {
  const [row] = await db.select().from(accountRequests).where(eq(accountRequests.id, id));
  return row;
}

/** Records the decision once: false when another administrator decided first. */
export async function decideAccountRequest(db: Db, id: string, status: Decision, by: string, atIso: string): Promise<boolean> {
  const rows = await db
    .update(accountRequests)
    .set({ status, decidedAt: atIso, decidedBy: by })
    .where(and(eq(accountRequests.id, id), eq(accountRequests.status, 'pending')))
    .returning({ id: accountRequests.id });
  return rows.length > 0;
}

export async function allSocietes(db: Db): Promise<Array<typeof societes.$inferSelect>> {
  return db.select().from(societes);
}
