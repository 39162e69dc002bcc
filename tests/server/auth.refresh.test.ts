import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { auditLog, refreshTokens, users } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createUser, DEFAULT_PASSWORD, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

let database: Database;
let app: FastifyInstance;
const clock = manualClock();
const mailer = new MemoryMailer();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock, mailer });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Refresh tokens of the user neither used nor revoked: the live ends of its session chains. */
const liveTokens = async (userId: string) =>
  (await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))).filter((r) => r.usedAt === null && r.revokedAt === null).length;
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: refreshToken } });
/** The refresh token an answer sets in its cookie (the only place it travels, issue 27). */
const cookieToken = (res: { headers: Record<string, unknown> }): string => {
  const match = /(?:^|,\s*)refresh_token=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''));
  if (!match?.[1]) throw new Error('no refresh cookie');
  return match[1];
};
const currentUser = (token: string) => app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(token) });
const changePassword = (token: string, currentPassword: string, newPassword: string, switchUser?: string) =>
  app.inject({ method: 'PUT', url: '/api/users/me/password', headers: bearer(token, switchUser), payload: { currentPassword, newPassword } });

describe('POST /api/token/refresh', () => {
  it('keeps the refresh token in the HttpOnly cookie only: never in the body of a sign-in, a refresh or a password change (issue 27)', async () => {
    await createUser(database.db, { username: 'lina' });
    const signIn = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username: 'lina', password: DEFAULT_PASSWORD } });
    const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh', cookies: { refresh_token: cookieToken(signIn) } });
    const changed = await changePassword(refreshed.json().token, DEFAULT_PASSWORD, 'Autre-secret-2026');
    for (const res of [signIn, refreshed, changed]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['data', 'token']);
      expect(res.body).not.toContain(cookieToken(res));
      expect(String(res.headers['set-cookie'])).toMatch(/refresh_token=[^;]+;.*HttpOnly/);
    }
  });

  it('rotates: a new pair each time, the same body as login, the old token spent', async () => {
    const user = await createUser(database.db, { username: 'julie' });
    const first = await login(app, 'julie');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(cookieToken(res)).not.toBe(first.refreshToken);
    expect(body.data.id).toBe(user.id);
    expect((await currentUser(body.token)).statusCode).toBe(200);
    const second = await refresh(cookieToken(res));
    expect(second.statusCode).toBe(200);
    const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
  });

  it('reads the HttpOnly cookie when the body has no token', async () => {
    await createUser(database.db, { username: 'karim' });
    const { refreshToken } = await login(app, 'karim');
    const res = await app.inject({ method: 'POST', url: '/api/token/refresh', cookies: { refresh_token: refreshToken } });
    expect(res.statusCode).toBe(200);
    const none = await app.inject({ method: 'POST', url: '/api/token/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Votre session a expiré, veuillez vous reconnecter.');
  });

  it('detects reuse of a rotated token: the whole family is revoked and the event logged', async () => {
    const user = await createUser(database.db, { username: 'laure' });
    const stolen = await login(app, 'laure');
    const legit = await refresh(stolen.refreshToken);
    // Past the minute in which a used token may come back for a lost answer.
    clock.advance(61_000);
    const replay = await refresh(stolen.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The legitimate holder's newer token dies with the family.
    expect((await refresh(cookieToken(legit))).statusCode).toBe(401);
    const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    const logged = await database.db.select().from(auditLog).where(and(eq(auditLog.event, 'refresh_reuse'), eq(auditLog.userId, user.id)));
    expect(logged.length).toBeGreaterThanOrEqual(1);
    // Another session of the same user is untouched.
    const other = await login(app, 'laure');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it("takes a used token back within a minute when its successor never came (a page reloaded while its refresh was on the way), not after", async () => {
    const user = await createUser(database.db, { username: 'odile' });
    const first = await login(app, 'odile');
    const lost = await refresh(first.refreshToken);
    expect(lost.statusCode).toBe(200);
    clock.advance(5_000);
    // The browser never stored the new cookie: it sends the used token again, and gets a session.
    const retry = await refresh(first.refreshToken);
    expect(retry.statusCode).toBe(200);
    // The same successor as the lost answer: the session goes on as one chain, not two.
    const next = cookieToken(retry);
    expect(next).toBe(cookieToken(lost));
    expect(await liveTokens(user.id)).toBe(1);
    expect((await refresh(next)).statusCode).toBe(200);
    const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.some((r) => r.revokedAt !== null)).toBe(false);
    // Once a later token of the family has been used, the old one coming back is a copy: the family goes.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('answers two uses of one token at once (a reload racing its own refresh) with the same successor', async () => {
    const user = await createUser(database.db, { username: 'pierrick' });
    const first = await login(app, 'pierrick');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(cookieToken(a!)).toBe(cookieToken(b!));
    expect(await liveTokens(user.id)).toBe(1);
  });

  it('never lets a replayed token fork the session: at most one live token per family, whoever refreshes', async () => {
    const user = await createUser(database.db, { username: 'sacha' });
    const stolen = await login(app, 'sacha');
    // The owner refreshes T0 → T1; the thief replays T0 within the minute and gets T1 too, not a branch of its own.
    const owner = cookieToken(await refresh(stolen.refreshToken));
    clock.advance(5_000);
    const replay = await refresh(stolen.refreshToken);
    expect(replay.statusCode).toBe(200);
    expect(cookieToken(replay)).toBe(owner);
    expect(await liveTokens(user.id)).toBe(1);
    // Both keep refreshing what they hold, a few seconds apart.
    let ownerToken = owner;
    let thiefToken = cookieToken(replay);
    for (let round = 0; round < 4; round++) {
      clock.advance(10_000);
      const o = await refresh(ownerToken);
      if (o.statusCode === 200) ownerToken = cookieToken(o);
      expect(await liveTokens(user.id)).toBeLessThanOrEqual(1);
      clock.advance(10_000);
      const t = await refresh(thiefToken);
      if (t.statusCode === 200) thiefToken = cookieToken(t);
      expect(await liveTokens(user.id)).toBeLessThanOrEqual(1);
      // Any token answered is the one live token of the family: there is never a second chain.
      expect(thiefToken).toBe(ownerToken);
    }
    // Once the successor of T0 has been used, T0 coming back is a copy: the family goes, owner included.
    const late = await refresh(stolen.refreshToken);
    expect(late.statusCode).toBe(401);
    expect((await refresh(ownerToken)).statusCode).toBe(401);
    expect(await liveTokens(user.id)).toBe(0);
  });

  it('refuses a used token whose successor has been used, even within the minute, and revokes the family', async () => {
    const user = await createUser(database.db, { username: 'tanguy' });
    const t0 = await login(app, 'tanguy');
    const t1 = cookieToken(await refresh(t0.refreshToken));
    clock.advance(1_000);
    const t2 = await refresh(t1);
    clock.advance(1_000);
    expect((await refresh(t0.refreshToken)).statusCode).toBe(401);
    expect((await refresh(cookieToken(t2))).statusCode).toBe(401);
    expect((await currentUser(t2.json().token)).statusCode).toBe(401);
    expect(await liveTokens(user.id)).toBe(0);
  });

  it('refuses an unknown token and one older than 30 days', async () => {
    expect((await refresh('n-importe-quoi')).statusCode).toBe(401);
    await createUser(database.db, { username: 'marc' });
    const { refreshToken } = await login(app, 'marc');
    clock.advance(31 * 24 * 3600 * 1000);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session family named by the access token and clears the cookie', async () => {
    await createUser(database.db, { username: 'nadia' });
    const session = await login(app, 'nadia');
    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vous êtes déconnecté.' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('refresh_token=;');
    expect(cookie).toContain('Path=/api/token');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('ends the access token at once, on every server process sharing the database', async () => {
    // Two stateless processes on one database (DESIGN §8), sharing JWT_SECRET as they must.
    const shared = testConfig({ jwtSecret: 'une-cle-partagee-par-les-processus-0001' });
    const one = await buildApp({ config: shared, database, clock, mailer });
    const two = await buildApp({ config: shared, database, clock, mailer });
    try {
      await createUser(database.db, { username: 'noemie' });
      const session = await login(one, 'noemie');
      const other = await login(one, 'noemie');
      const me = (server: FastifyInstance, token: string) => server.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(token) });
      expect((await me(two, session.token)).statusCode).toBe(200);
      expect((await one.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.token) })).statusCode).toBe(200);
      for (const server of [one, two]) {
        const res = await me(server, session.token);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Votre session a expiré ou n’est plus valide, veuillez vous reconnecter.');
      }
      // The user's other session (another device) goes on.
      expect((await me(two, other.token)).statusCode).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('ends the access token of a session whose refresh token was copied (reuse revokes the family)', async () => {
    await createUser(database.db, { username: 'octave' });
    const t0 = await login(app, 'octave');
    const t1 = await refresh(t0.refreshToken);
    const t2 = (await refresh(cookieToken(t1))).json();
    expect((await currentUser(t2.token)).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await refresh(t0.refreshToken)).statusCode).toBe(401);
    expect((await currentUser(t2.token)).statusCode).toBe(401);
  });

  it('ends the access and refresh tokens of a deleted user at once', async () => {
    const user = await createUser(database.db, { username: 'ursule' });
    const session = await login(app, 'ursule');
    expect((await currentUser(session.token)).statusCode).toBe(200);
    await database.db.delete(users).where(eq(users.id, user.id));
    expect((await currentUser(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('accepts a refresh token in the body, and refuses an invalid bearer so the device refreshes first', async () => {
    await createUser(database.db, { username: 'olivier' });
    const session = await login(app, 'olivier');
    const bad = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer('abc.def.ghi') });
    expect(bad.statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/logout', payload: { refresh_token: session.refreshToken } });
    expect(res.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/password', () => {
  it('cuts every session, answers a fresh one, mails a notice and logs the change', async () => {
    const user = await createUser(database.db, { username: 'pauline' });
    const tablet = await login(app, 'pauline');
    const office = await login(app, 'pauline');
    const res = await changePassword(tablet.token, DEFAULT_PASSWORD, 'Nouveau-mot-de-passe-7');
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect((await currentUser(fresh.token)).statusCode).toBe(200);
    for (const old of [tablet, office]) {
      expect((await currentUser(old.token)).statusCode).toBe(401);
      expect((await refresh(old.refreshToken)).statusCode).toBe(401);
    }
    expect((await refresh(cookieToken(res))).statusCode).toBe(200);
    await expect(login(app, 'pauline')).rejects.toThrow(/401/);
    await login(app, 'pauline', 'Nouveau-mot-de-passe-7');
    await app.security.tasks.idle();
    const notice = mailer.sent.find((m) => m.to === 'pauline@example.fr');
    expect(notice?.subject).toBe('Votre mot de passe a été modifié');
    const logged = await database.db.select().from(auditLog).where(and(eq(auditLog.event, 'password_changed'), eq(auditLog.userId, user.id)));
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('Nouveau-mot-de-passe-7');
  });

  it('needs a stored e-mail', async () => {
    await createUser(database.db, { username: 'quentin', email: null });
    const { token } = await login(app, 'quentin');
    const res = await changePassword(token, DEFAULT_PASSWORD, 'Nouveau-mot-de-passe-7');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Aucune adresse mail trouvée pour l'utilisateur.");
  });

  it('refuses a wrong current password and a short new one', async () => {
    await createUser(database.db, { username: 'rose' });
    const { token } = await login(app, 'rose');
    const wrong = await changePassword(token, 'pas-le-bon', 'Nouveau-mot-de-passe-7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Le mot de passe actuel est incorrect.');
    const short = await changePassword(token, DEFAULT_PASSWORD, 'court');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect((await currentUser(token)).statusCode).toBe(200);
  });
});
