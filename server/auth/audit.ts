import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEvent =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'forbidden'
  | 'refresh_reuse'
  | 'refresh_refused'
  | 'password_changed'
  | 'password_change_failed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'impersonation_started'
  | 'impersonated_request'
  | 'account_requested'
  | 'account_request_approved'
  | 'account_request_rejected'
  | 'first_connection_changed'
  /** /utilisateurs (server/admin): a user created, changed or deleted by an administrator. */
  | 'user_created'
  | 'user_updated'
  | 'user_deleted'
  /** An administrator sent another user's pending changes in their own name (server/sync/takeOver.repository.ts). */
  | 'changes_taken_over';

export interface AuditEntry {
  event: AuditEvent;
  userId?: string | null | undefined;
  actorId?: string | null | undefined;
  username?: string | null | undefined;
  ip?: string | null | undefined;
  /** Never a password, a token or a hash: only what helps to understand what happened. */
  detail?: Record<string, unknown> | undefined;
}

/**
 * Appends to the security log. A failure to log is reported but never turns a sign-in or a refusal into a
 * 500: the answer the user gets must not depend on the log.
 */
export async function audit(db: Db, entry: AuditEntry, log?: FastifyBaseLogger): Promise<void> {
  try {
    await db.insert(auditLog).values({
      event: entry.event,
      userId: entry.userId ?? null,
      actorId: entry.actorId ?? null,
      username: entry.username ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ?? null,
    });
  } catch (error) {
    log?.error({ err: error, event: entry.event }, "Écriture du journal d'audit impossible");
  }
}
