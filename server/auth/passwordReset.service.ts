import type { FastifyInstance } from 'fastify';
import { resetPasswordMail } from '../mail/templates';
import { audit } from './audit';
import { createReset, resetRecentlySent } from './passwordResets';
import { findUsersByEmail } from './users.repository';

/** The link of the reset screen on the device. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Mails a reset link to every enabled account with this address; run in the background by the route. */
export async function sendResetMails(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const db = app.deps.database.db;
  const { clock, mailer, config } = app.security;
  for (const user of await findUsersByEmail(db, email)) {
    if (!user.email || (await resetRecentlySent(db, user.id, clock.now()))) continue;
    const token = await createReset(db, user.id, clock.now());
    await mailer.send(resetPasswordMail({ to: user.email, username: user.username, link: resetLink(config.publicUrl, token) }));
    await audit(db, { event: 'password_reset_requested', userId: user.id, username: user.username, ip });
  }
}
