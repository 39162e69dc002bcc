import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, refreshTokens } from '../db/schema';
import { isoAt } from './clock';

/**
 * Expired credentials are kept this long after their expiry, then deleted: a late refresh is still logged as
 * 'expired' rather than 'unknown' for a week, and the tables stop growing with every sign-in.
 */
export const CREDENTIALS_KEPT_AFTER_EXPIRY_MS = 7 * 24 * 3600 * 1000;

/**
 * Deletes the refresh-token families whose every token expired over a week ago, and the password-reset links
 * expired over a week ago. A family goes as a whole: while one of its tokens lives, its used tokens must stay,
 * so that replaying one still revokes the family (refreshTokens.ts).
 */
export async function pruneExpiredCredentials(db: Db, nowMs: number): Promise<{ refreshTokens: number; passwordResets: number }> {
  const before = isoAt(nowMs - CREDENTIALS_KEPT_AFTER_EXPIRY_MS);
  const tokens = await db
    .delete(refreshTokens)
    .where(
      sql`${refreshTokens.familyId} in (select ${refreshTokens.familyId} from ${refreshTokens} group by ${refreshTokens.familyId} having max(${refreshTokens.expiresAt}) < ${before}::timestamptz)`,
    )
    .returning({ id: refreshTokens.id });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, sql`${before}::timestamptz`))
    .returning({ id: passwordResets.id });
  return { refreshTokens: tokens.length, passwordResets: resets.length };
}
