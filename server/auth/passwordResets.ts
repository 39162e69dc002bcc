import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets } from '../db/schema';
import { isoAt } from './clock';
import { randomToken, sha256 } from './digest';

export const RESET_TTL_MS = 3600 * 1000;
/** An approved account request gets longer to choose its first password than a reset. */
export const WELCOME_TTL_MS = 7 * 24 * 3600 * 1000;
/** One reset mail per account per minute at most, so the form cannot be used to flood a mailbox. */
const RESEND_GAP_MS = 60_000;

export async function createReset(db: Db, userId: string, nowMs: number, ttlMs = RESET_TTL_MS): Promise<string> {
  const token = randomToken();
  await db.insert(passwordResets).values({
    id: randomUUID(),
    userId,
    tokenHash: sha256(token),
    expiresAt: isoAt(nowMs + ttlMs),
  });
  return token;
}

/**
 * True when a one-hour reset was created for this user in the last minute: its expiry then lies in the last
 * minute of the TTL window (a welcome link, with its longer TTL, does not count).
 */
export async function resetRecentlySent(db: Db, userId: string, nowMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`${isoAt(nowMs + RESET_TTL_MS - RESEND_GAP_MS)}::timestamptz`),
        lte(passwordResets.expiresAt, sql`${isoAt(nowMs + RESET_TTL_MS)}::timestamptz`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Spends a reset token: valid, unexpired and unused, it is marked used (once, even under concurrent
 * use) and the user's id is returned. Other pending resets of the user die with it.
 */
export async function consumeReset(db: Db, token: string, nowMs: number): Promise<string | undefined> {
  const now = isoAt(nowMs);
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`${now}::timestamptz`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!row) return undefined;
  await endPendingResets(db, row.userId, nowMs);
  return row.userId;
}

/** A cheap check before the costly hashing of the new password. */
export async function resetIsValid(db: Db, token: string, nowMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`${isoAt(nowMs)}::timestamptz`),
      ),
    );
  return row !== undefined;
}

/**
 * Ends every reset (or welcome) link of the user still pending (issue 27): a password change, whatever the way,
 * makes the links mailed before it useless, so a link read later in a mailbox cannot undo the change.
 */
export async function endPendingResets(db: Db, userId: string, nowMs: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: isoAt(nowMs) })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
