import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarFeeds, espaces, users } from '../db/schema';

/** The only table the calendar subscription reads and writes (server/db/schema/calendarFeeds.ts). */

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface FeedState {
  actif: boolean;
  createdAt: string | null;
}

export async function activeFeed(db: Db, userId: string, espaceId: string): Promise<FeedState> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.espaceId, espaceId), isNull(calendarFeeds.revokedAt)));
  return { actif: Boolean(row), createdAt: row?.createdAt ?? null };
}

/** Revokes the user's link for the cemetery, if any; true when one was active. */
export async function revokeFeed(db: Db, userId: string, espaceId: string, now: string): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.espaceId, espaceId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** A new link (256 random bits), replacing the previous one, which stops working at once. */
export async function createFeed(db: Db, userId: string, espaceId: string, now: string): Promise<{ token: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await revokeFeed(tx as unknown as Db, userId, espaceId, now);
    await tx.insert(calendarFeeds).values({ id: randomUUID(), userId, espaceId, tokenHash: hash(token), createdAt: now });
  });
  return { token, createdAt: now };
}

/**
 * The feed a token opens: live, of a cemetery not deleted, of a user still enabled. A token of the wrong shape is
 * not even looked up.
 */
export async function feedOfToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({ userId: calendarFeeds.userId, espaceId: calendarFeeds.espaceId, nom: espaces.nom, codePostal: espaces.codePostal, roles: users.roles })
    .from(calendarFeeds)
    .innerJoin(espaces, eq(espaces.id, calendarFeeds.espaceId))
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hash(token)), isNull(calendarFeeds.revokedAt), isNull(espaces.deletedAt), eq(users.disabled, false)));
  return row;
}
