import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { badRequest, HttpError } from '../errors';
import { passwordChangedMail } from '../mail/templates';
import { audit } from './audit';
import type { AuthContext } from './context';
import { AUTH_MSG } from './messages';
import { hashPassword, verifyPassword } from './password';
import { consumeReset, endPendingResets, resetIsValid } from './passwordResets';
import { revokeAllForUser } from './refreshTokens';
import { findUserById, replacePassword, type UserRow } from './users.repository';

/**
 * New hash, tokenVersion bumped, every refresh token revoked and every pending reset link ended (issue 27), in
 * one transaction: all sessions end, and no link mailed before the change can set another password.
 */
async function storePassword(db: Db, userId: string, passwordHash: string, nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await replacePassword(tx, userId, passwordHash);
    await revokeAllForUser(tx, userId, nowMs);
    await endPendingResets(tx, userId, nowMs);
  });
}

/** Sets the password chosen through a reset (or welcome) link; false when the link is no longer valid. */
export async function confirmReset(app: FastifyInstance, request: FastifyRequest, token: string, password: string): Promise<boolean> {
  const db = app.deps.database.db;
  const { clock } = app.security;
  if (!(await resetIsValid(db, token, clock.now()))) return false;
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const owner = await consumeReset(tx, token, clock.now());
    if (owner) {
      await replacePassword(tx, owner, passwordHash);
      await revokeAllForUser(tx, owner, clock.now());
    }
    return owner;
  });
  if (!userId) return false;
  await audit(db, { event: 'password_reset', userId, ip: request.ip }, request.log);
  return true;
}

/**
 * Changes the signed-in user's own password (spec 000 §2.8, Sécurité): it needs a stored e-mail, which is
 * told of the change. Wrong current passwords count as sign-in failures, so a stolen access token cannot be
 * used to guess the password. Returns the updated user, for a fresh session.
 */
export async function changeOwnPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  currentPassword: string,
  newPassword: string,
): Promise<UserRow> {
  const db = app.deps.database.db;
  const { clock, throttle, mailer, tasks } = app.security;
  const user = auth.user;
  const email = user.email;
  if (!email) throw badRequest(MSG.noEmail);
  const admission = await throttle.admit(user.username, request.ip);
  if (!admission.ok) throw new HttpError(429, AUTH_MSG.throttled(admission.retryAfter), { retryAfter: admission.retryAfter });
  const { attempt } = admission;
  try {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await attempt.fail();
      await audit(db, { event: 'password_change_failed', userId: user.id, username: user.username, ip: request.ip }, request.log);
      throw badRequest(AUTH_MSG.wrongCurrentPassword);
    }
    await attempt.succeed();
  } finally {
    attempt.release();
  }
  if (currentPassword === newPassword) throw badRequest(AUTH_MSG.samePassword);

  await storePassword(db, user.id, await hashPassword(newPassword), clock.now());
  await audit(db, { event: 'password_changed', userId: user.id, username: user.username, ip: request.ip }, request.log);
  tasks.run('password-changed-mail', () => mailer.send(passwordChangedMail({ to: email, username: user.username })));
  const updated = await findUserById(db, user.id);
  if (!updated) throw new Error(`Utilisateur ${user.id} disparu`);
  return updated;
}
