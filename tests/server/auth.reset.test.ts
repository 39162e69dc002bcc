import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { accountRequests, passwordResets, userSocietes, users } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import {
  bearer, createSociete, createUser, DEFAULT_PASSWORD, login, manualClock, testConfig, type SocieteRow,
} from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

const SENT = 'Veuillez vérifier votre boîte mail et suivre les consignes.';

let database: Database;
let app: FastifyInstance;
const clock = manualClock();
const mailer = new MemoryMailer();
let etienne: SocieteRow;
let roanne: SocieteRow;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ publicUrl: 'https://cimetiere.test/' }), database, clock, mailer });
  etienne = await createSociete(database.db, { commune: 'Saint-Étienne' });
  roanne = await createSociete(database.db, { commune: 'Roanne' });
  await createUser(database.db, { username: 'admin.se', roles: ['ROLE_ADMIN'], societeIds: [etienne.id] });
  await createUser(database.db, { username: 'admin.ro', roles: ['ROLE_ADMIN'], societeIds: [roanne.id] });
  await createUser(database.db, { username: 'agent.se', roles: ['ROLE_SOUS_ADMIN'], societeIds: [etienne.id] });
  await createUser(database.db, { username: 'super', roles: ['ROLE_SUPER_ADMIN'] });
  for (const name of ['admin.se', 'admin.ro', 'agent.se', 'super']) tokens[name] = (await login(app, name)).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const askReset = (email: unknown) => app.inject({ method: 'POST', url: '/api/reset-password', payload: { email } });
const confirm = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/reset-password/confirm', payload: { token, password } });
const linkTokenOf = (text: string): string => {
  const match = /https:\/\/cimetiere\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  return match[1];
};
const mailsTo = (to: string) => mailer.sent.filter((m) => m.to === to);

describe('lost password', () => {
  it('mails a one-hour, single-use link that sets the password and ends every session', async () => {
    const user = await createUser(database.db, { username: 'victor', email: 'victor@mairie.fr' });
    const before = await login(app, 'victor');
    const res = await askReset('Victor@Mairie.fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    await app.security.tasks.idle();
    const [mail] = mailsTo('victor@mairie.fr');
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail?.text).toContain('« victor »');
    const token = linkTokenOf(mail?.text ?? '');
    const [stored] = await database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);

    const done = await confirm(token, 'Nouveau-secret-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Votre mot de passe a été enregistré. Vous pouvez vous connecter.');
    await expect(login(app, 'victor', DEFAULT_PASSWORD)).rejects.toThrow(/401/);
    await login(app, 'victor', 'Nouveau-secret-2026');
    const old = await app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(before.token) });
    expect(old.statusCode).toBe(401);

    const again = await confirm(token, 'Encore-un-autre-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Ce lien de réinitialisation n'est plus valide. Veuillez refaire une demande de mot de passe.");
  });

  it('a password change ends every reset link sent before it (issue 27)', async () => {
    await createUser(database.db, { username: 'xavier', email: 'xavier@mairie.fr' });
    await askReset('xavier@mairie.fr');
    await app.security.tasks.idle();
    const token = linkTokenOf(mailsTo('xavier@mairie.fr')[0]?.text ?? '');
    const session = await login(app, 'xavier');
    const change = await app.inject({
      method: 'PUT', url: '/api/users/me/password', headers: bearer(session.token),
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Change-de-secret-2026' },
    });
    expect(change.statusCode).toBe(200);
    // The link mailed before the change (say, read by someone with the mailbox) no longer sets the password.
    const late = await confirm(token, 'Celui-du-voleur-2026');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("Ce lien de réinitialisation n'est plus valide. Veuillez refaire une demande de mot de passe.");
    await login(app, 'xavier', 'Change-de-secret-2026');
    await expect(login(app, 'xavier', 'Celui-du-voleur-2026')).rejects.toThrow(/401/);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const count = mailer.sent.length;
    const res = await askReset('personne@nulle-part.fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    await app.security.tasks.idle();
    expect(mailer.sent.length).toBe(count);
  });

  it('refuses an expired link, sends one mail a minute at most, and rejects a malformed address', async () => {
    await createUser(database.db, { username: 'wanda', email: 'wanda@mairie.fr' });
    await askReset('wanda@mairie.fr');
    await askReset('wanda@mairie.fr');
    await app.security.tasks.idle();
    expect(mailsTo('wanda@mairie.fr')).toHaveLength(1);
    clock.advance(61 * 60_000);
    expect((await confirm(linkTokenOf(mailsTo('wanda@mairie.fr')[0]?.text ?? ''), 'Nouveau-secret-2026')).statusCode).toBe(400);
    await askReset('wanda@mairie.fr');
    await app.security.tasks.idle();
    expect(mailsTo('wanda@mairie.fr')).toHaveLength(2);
    const bad = await askReset('pas-une-adresse');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toMatch(/e-mail/);
  });
});

describe('account requests', () => {
  // The lost-password tests moved the clock past the tokens' 15 minutes.
  beforeAll(async () => {
    for (const name of Object.keys(tokens)) tokens[name] = (await login(app, name)).token;
  });

  const register = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/register', payload });
  const list = (who: string, query = '') => app.inject({ method: 'GET', url: `/api/account-requests${query}`, headers: bearer(tokens[who] ?? '') });
  const decide = (who: string, id: string, action: 'approve' | 'reject', payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/account-requests/${id}/${action}`, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

  it('registers a request, shown to the admins of the matching commune only', async () => {
    const res = await register({ email: 'Xavier.Roux@mairie-se.fr', nom: 'Roux', prenom: 'Xavier', fonction: 'Secrétaire', commune: 'saint etienne' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json().message).toBe('Votre demande de compte a bien été envoyée. Vous recevrez un e-mail après sa validation.');
    expect((await list('admin.se')).json().map((r: { id: string }) => r.id)).toContain(id);
    expect((await list('admin.ro')).json().map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await list('super')).json().map((r: { id: string }) => r.id)).toContain(id);
    expect((await list('agent.se')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/account-requests' })).statusCode).toBe(401);
  });

  it('approves: a ROLE_USER in the municipality, and a mailed link to choose the password', async () => {
    const { id } = (await register({ email: 'yves@mairie-se.fr', nom: 'Martin', prenom: 'Yves', commune: 'Saint-Etienne' })).json();
    expect((await decide('admin.ro', id, 'approve')).statusCode).toBe(404);
    const res = await decide('admin.se', id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'yves@mairie-se.fr', societeId: etienne.id });
    const [user] = await database.db.select().from(users).where(eq(users.username, 'yves@mairie-se.fr'));
    expect(user?.roles).toEqual(['ROLE_USER']);
    expect(user?.identite).toBe('Yves Martin');
    const memberships = await database.db.select().from(userSocietes).where(eq(userSocietes.userId, user?.id ?? ''));
    expect(memberships.map((m) => m.societeId)).toEqual([etienne.id]);
    expect((await decide('admin.se', id, 'approve')).statusCode).toBe(409);

    await app.security.tasks.idle();
    const [mail] = mailsTo('yves@mairie-se.fr');
    expect(mail?.subject).toBe('Votre compte a été créé');
    expect((await confirm(linkTokenOf(mail?.text ?? ''), 'Mon-premier-secret-1')).statusCode).toBe(200);
    await login(app, 'YVES@mairie-se.fr', 'Mon-premier-secret-1');
  });

  it('rejects, and a super admin must name the municipality when the commune is unknown', async () => {
    const first = (await register({ email: 'zoe@ailleurs.fr', nom: 'Blanc', prenom: 'Zoé', commune: 'Montbrison' })).json();
    expect((await decide('super', first.id, 'approve')).json().message).toBe(
      'Aucune commune ne correspond à cette demande : précisez la commune (societeId).',
    );
    const approved = await decide('super', first.id, 'approve', { societeId: roanne.id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().societeId).toBe(roanne.id);

    const second = (await register({ email: 'alain@mairie-se.fr', nom: 'Noir', prenom: 'Alain', commune: 'Saint-Étienne' })).json();
    expect((await decide('admin.se', second.id, 'reject')).statusCode).toBe(200);
    const [row] = await database.db.select().from(accountRequests).where(eq(accountRequests.id, second.id));
    expect(row?.status).toBe('rejected');
    expect((await list('admin.se', '?status=rejected')).json().map((r: { id: string }) => r.id)).toContain(second.id);
  });

  it('validates the request body', async () => {
    const res = await register({ email: 'x@y.fr', nom: '', prenom: 'A', commune: 'B', telephone: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { champ: string }) => d.champ).sort()).toEqual(['nom', 'telephone']);
    expect((await decide('admin.se', 'pas-un-uuid', 'reject')).statusCode).toBe(400);
  });
});
