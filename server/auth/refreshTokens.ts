import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { isoAt } from './clock';
import { randomToken, sha256 } from './digest';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

/** How long a used refresh token may come back, when the answer that carried its successor was lost. */
export const REFRESH_REUSE_GRACE_MS = 60_000;

export interface IssuedRefresh {
  token: string;
  familyId: string;
}

/**
 * The token that follows `token` in its family: an HMAC of it under the server's key, so any server process
 * sharing the key (JWT_SECRET) derives the same successor again without storing it. Knowing a token gives
 * nothing of its successor without the key.
 */
export function successorOf(secret: Uint8Array, token: string): string {
  return createHmac('sha256', secret).update('refresh-successor\0').update(token).digest('base64url');
}

/** A new refresh token: random for a new session (new family), or the given successor within a family. */
export async function issueRefreshToken(
  db: Db,
  opts: { userId: string; tokenVersion: number; familyId?: string; token?: string; nowMs: number },
): Promise<IssuedRefresh> {
  const token = opts.token ?? randomToken();
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
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' | 'stale'; userId?: string };

/**
 * Trades a refresh token for its successor. A token is good once, and a family never holds more than one
 * live (unused, unrevoked) token: one session, one chain.
 * - An unused token is marked used and its successor (successorOf) is stored, in one transaction.
 * - A used token back within REFRESH_REUSE_GRACE_MS, while its successor is still unused, gets that same
 *   successor again: a page reloaded while its refresh was on the way never stored the new cookie and sends
 *   the used one (commit 3ecb3e7). Answering the stored successor instead of minting a new token means a copy
 *   replayed in that minute rides the one chain and never forks a second live branch.
 * - Any other used token is a copy: the whole family is revoked, both holders sign in again.
 * - A token of a revoked family (logout, reuse, password change), or minted before a password change or a
 *   disabling (older tokenVersion), is refused.
 */
export async function rotateRefreshToken(db: Db, secret: Uint8Array, token: string, nowMs: number): Promise<RotateResult> {
  const row = await findToken(db, token, nowMs);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.familyRevoked) return { ok: false, reason: 'revoked', userId: row.userId };

  const [user] = await db.select({ tokenVersion: users.tokenVersion, disabled: users.disabled }).from(users).where(eq(users.id, row.userId));
  if (!user || user.disabled || user.tokenVersion !== row.tokenVersion) {
    await revokeFamily(db, row.familyId, nowMs);
    return { ok: false, reason: 'stale', userId: row.userId };
  }
  const successor = successorOf(secret, token);
  const refresh = { token: successor, familyId: row.familyId };
  if (row.usedAt !== null) return replay(db, row, refresh, nowMs);
  if (row.expired) return { ok: false, reason: 'expired', userId: row.userId };

  const claimed = await db.transaction(async (tx) => {
    // The conditional update makes two simultaneous uses of one token see each other: only one wins.
    const won = await tx
      .update(refreshTokens)
      .set({ usedAt: isoAt(nowMs) })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (won.length === 0) return false;
    await issueRefreshToken(tx, { userId: row.userId, tokenVersion: row.tokenVersion, familyId: row.familyId, token: successor, nowMs });
    return true;
  });
  if (claimed) return { ok: true, userId: row.userId, refresh };
  // Used by another request a moment ago (a reload racing its own refresh), or revoked meanwhile: read again.
  const now = await findToken(db, token, nowMs);
  if (!now || now.familyRevoked) return { ok: false, reason: 'revoked', userId: row.userId };
  return replay(db, now, refresh, nowMs);
}

interface TokenRow {
  id: string;
  userId: string;
  familyId: string;
  tokenVersion: number;
  usedAt: string | null;
  expired: boolean;
  usedRecently: boolean;
  familyRevoked: boolean;
}

async function findToken(db: Db, token: string, nowMs: number): Promise<TokenRow | undefined> {
  // Timestamps are compared by PostgreSQL: the driver's text form of timestamptz is not one Date.parse reads.
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      tokenVersion: refreshTokens.tokenVersion,
      usedAt: refreshTokens.usedAt,
      expired: sql<boolean>`(${refreshTokens.expiresAt} <= ${isoAt(nowMs)}::timestamptz)`,
      usedRecently: sql<boolean>`coalesce(${refreshTokens.usedAt} >= ${isoAt(nowMs - REFRESH_REUSE_GRACE_MS)}::timestamptz, false)`,
      familyRevoked: familyRevokedSql(sql`${refreshTokens.familyId}`),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row;
}

/** A used token: its stored successor again when this is a lost answer, else the family is revoked. */
async function replay(db: Db, row: TokenRow, refresh: IssuedRefresh, nowMs: number): Promise<RotateResult> {
  if (row.usedRecently) {
    const [next] = await db
      .select({ live: sql<boolean>`(${refreshTokens.usedAt} is null and ${refreshTokens.revokedAt} is null)` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, sha256(refresh.token)), eq(refreshTokens.familyId, row.familyId)));
    if (next?.live) return { ok: true, userId: row.userId, refresh };
  }
  await revokeFamily(db, row.familyId, nowMs);
  return { ok: false, reason: 'reused', userId: row.userId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether any token of the family is revoked, by the partial index refresh_tokens_family_revoked. */
const familyRevokedSql = (familyId: ReturnType<typeof sql>) =>
  sql<boolean>`exists (select 1 from ${refreshTokens} r where r.family_id = ${familyId} and r.revoked_at is not null)`;

/**
 * Whether the session is over (logout, copied refresh token, password change): checked on every
 * authenticated request, so an access token dies with its session at once, on every server process.
 */
export async function isFamilyRevoked(db: Db, familyId: string): Promise<boolean> {
  // Tokens are signed by this server, so fid is a uuid; anything else is refused rather than cast.
  if (!UUID.test(familyId)) return true;
  const [row] = await db.select({ revoked: familyRevokedSql(sql`${familyId}::uuid`) }).from(sql`(select 1) as one`);
  return row?.revoked === true;
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
