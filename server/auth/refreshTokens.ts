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
 * revoked one means it was copied, so the whole family is revoked and both holders must sign in again.
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
      spent: sql<boolean>`(${refreshTokens.usedAt} is not null or ${refreshTokens.revokedAt} is not null)`,
      expired: sql<boolean>`(${refreshTokens.expiresAt} <= ${now}::timestamptz)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.spent) {
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
