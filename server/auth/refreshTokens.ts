import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { isoAt } from './clock';
import { randomToken, sha256 } from './digest';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export interface IssuedRefresh {
  token: string;
  familyId: string;
}

/** A new opaque refresh token; without a family it starts a new session. */
export async function issueRefreshToken(
  db: Db,
  opts: { userId: string; tokenVersion: number; familyId?: string; nowMs: number },
): Promise<IssuedRefresh> {
  const token = randomToken();
  const familyId = opts.familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    id: randomUUID(),
    userId: opts.userId,
    familyId,
    tokenHash: sha256(token),
    tokenVersion: opts.tokenVersion,
    expiresAt: isoAt(opts.nowMs + REFRESH_TOKEN_TTL_MS),
  });
  return { token, familyId };
}

export type RotateResult =
  | { ok: true; userId: string; refresh: IssuedRefresh }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'stale'; userId?: string };

/**
 * Trades a refresh token for a new one of the same family. A token is good once: presenting a used or
 * revoked one means it was copied, so the whole family is revoked and both holders must sign in again;
 * except a used one back within a minute with no later use in its family, the answer that carried its
 * successor lost on the way (lostAnswer).
 * A token minted before a password change or a disabling (older tokenVersion) is refused too.
 */
export async function rotateRefreshToken(db: Db, token: string, nowMs: number): Promise<RotateResult> {
  const now = isoAt(nowMs);
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      tokenVersion: refreshTokens.tokenVersion,
      usedAt: refreshTokens.usedAt,
      revoked: sql<boolean>`(${refreshTokens.revokedAt} is not null)`,
      expired: sql<boolean>`(${refreshTokens.expiresAt} <= ${now}::timestamptz)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked || row.usedAt !== null) {
    if (!row.revoked && row.usedAt !== null && (await lostAnswer(db, row.familyId, row.usedAt, nowMs))) {
      return { ok: true, userId: row.userId, refresh: await issueRefreshToken(db, { userId: row.userId, tokenVersion: row.tokenVersion, familyId: row.familyId, nowMs }) };
    }
    await revokeFamily(db, row.familyId, nowMs);
    return { ok: false, reason: 'reused', userId: row.userId };
  }
  if (row.expired) return { ok: false, reason: 'expired', userId: row.userId };

  const [user] = await db.select({ tokenVersion: users.tokenVersion, disabled: users.disabled }).from(users).where(eq(users.id, row.userId));
  if (!user || user.disabled || user.tokenVersion !== row.tokenVersion) {
    await revokeFamily(db, row.familyId, nowMs);
    return { ok: false, reason: 'stale', userId: row.userId };
  }

  return db.transaction(async (tx) => {
    // The conditional update makes two simultaneous uses of one token see each other: only one wins.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      // Used by a request a moment ago (a page reloading while its refresh was on the way): same rule.
      const [now2] = await tx.select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id));
      if (!now2?.revokedAt && now2?.usedAt && (await lostAnswer(tx, row.familyId, now2.usedAt, nowMs))) {
        const refresh = await issueRefreshToken(tx, { userId: row.userId, tokenVersion: row.tokenVersion, familyId: row.familyId, nowMs });
        return { ok: true as const, userId: row.userId, refresh };
      }
      await revokeFamily(tx, row.familyId, nowMs);
      return { ok: false as const, reason: 'reused' as const, userId: row.userId };
    }
    const refresh = await issueRefreshToken(tx, {
      userId: row.userId,
      tokenVersion: row.tokenVersion,
      familyId: row.familyId,
      nowMs,
    });
    return { ok: true as const, userId: row.userId, refresh };
  });
}

/** How long a used refresh token may come back once, when the answer that carried its successor was lost. */
export const REFRESH_REUSE_GRACE_MS = 60_000;

/**
 * Whether a used token coming back is a lost answer rather than a copy: used within the grace period, and
 * no token of its family used since. A page reloaded (or a tablet's tab killed) while its refresh was on the
 * way never stores the new cookie: the browser sends the used one again, and revoking the family for it would
 * sign the user out. A copy replayed after the rightful holder moved on is still caught.
 */
async function lostAnswer(db: Db, familyId: string, usedAt: string, nowMs: number): Promise<boolean> {
  // Timestamps compared by PostgreSQL: the driver's text form of timestamptz is not one Date.parse reads.
  const [answer] = await db
    .select({
      recent: sql<boolean>`(${usedAt}::timestamptz >= ${isoAt(nowMs - REFRESH_REUSE_GRACE_MS)}::timestamptz)`,
      laterUse: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.usedAt} > ${usedAt}::timestamptz)`,
    })
    .from(sql`(select 1) as one`);
  return answer?.recent === true && answer.laterUse === false;
}

export async function revokeFamily(db: Db, familyId: string, nowMs: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: isoAt(nowMs) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (password change, reset, disabling). */
export async function revokeAllForUser(db: Db, userId: string, nowMs: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: isoAt(nowMs) })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The family a refresh token belongs to, used by logout. */
export async function familyOf(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  return row?.familyId;
}
