import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountRequests, societes } from '../db/schema';

export type AccountRequestRow = typeof accountRequests.$inferSelect;
export type NewAccountRequest = Omit<typeof accountRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'decidedAt' | 'decidedBy'>;
export type Decision = 'approved' | 'rejected';

export async function insertAccountRequest(db: Db, request: NewAccountRequest): Promise<string> {
  const id = randomUUID();
  await db.insert(accountRequests).values({ ...request, id });
  return id;
}

export async function listAccountRequests(db: Db, status: string | undefined): Promise<AccountRequestRow[]> {
  const query = db.select().from(accountRequests);
  const filtered = status ? query.where(eq(accountRequests.status, status)) : query;
  return filtered.orderBy(desc(accountRequests.createdAt));
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
