import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from './password';
import { randomToken } from './digest';
import { audit } from './audit';
import type { LoginAttempt } from './throttle';
import { findUserByUsername, type UserRow } from './users.repository';

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; throttled: true; retryAfter: number }
  | { ok: false; throttled: false };

let dummyHash: Promise<string> | undefined;

/**
 * Checks credentials under the progressive slow-down. An unknown username costs the same argon2 work as a
 * wrong password, and a disabled account answers like a wrong password: the answer never tells which.
 */
export async function attemptLogin(app: FastifyInstance, request: FastifyRequest, username: string, password: string): Promise<LoginOutcome> {
  const { throttle } = app.security;
  const admission = await throttle.admit(username, request.ip);
  if (!admission.ok) return { ok: false, throttled: true, retryAfter: admission.retryAfter };
  const { attempt } = admission;
  try {
    return await judge(app, request, username, password, attempt);
  } finally {
    // A database error before the verdict must not leave the attempt counted in flight for ever.
    attempt.release();
  }
}

async function judge(app: FastifyInstance, request: FastifyRequest, username: string, password: string, attempt: LoginAttempt): Promise<LoginOutcome> {
  const db = app.deps.database.db;
  const user = await findUserByUsername(db, username);
  dummyHash ??= hashPassword(randomToken());
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (user && valid && !user.disabled) {
    await attempt.succeed();
    await audit(db, { event: 'login', userId: user.id, username: user.username, ip: request.ip }, request.log);
    return { ok: true, user };
  }

  await attempt.fail();
  const reason = !user ? 'unknown_user' : user.disabled ? 'disabled' : 'bad_password';
  // The typed name of an unknown account is not logged: it is often a password typed in the wrong field.
  await audit(
    db,
    { event: 'login_failed', userId: user?.id, username: user?.username, ip: request.ip, detail: { reason } },
    request.log,
  );
  return { ok: false, throttled: false };
}
