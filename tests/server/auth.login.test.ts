import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { auditLog, users } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createUser, DEFAULT_PASSWORD, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

const BAD_CREDENTIALS = "Le mot de passe ou le pseudo de l'utilisateur ne correspondent pas, veuillez réessayer.";

let database: Database;
let app: FastifyInstance;
const clock = manualClock();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock, mailer: new MemoryMailer() });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const loginAs = (username: string, password: string, remoteAddress = '192.0.2.1') =>
  app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password }, remoteAddress });
const currentUser = (token: string) => app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(token) });

describe('POST /api/login_check', () => {
  it('signs in: token and user data in the body, the refresh token in its HttpOnly cookie only', async () => {
    const user = await createUser(database.db, { username: 'anne.durand', roles: ['ROLE_SOUS_ADMIN'], identite: 'Anne Durand' });
    const res = await loginAs('anne.durand', DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toBeUndefined();
    expect(body.data).toEqual({
      id: user.id, username: 'anne.durand', roles: ['ROLE_SOUS_ADMIN'], identite: 'Anne Durand', email: 'anne.durand@example.fr', firstConnection: false,
      // The server's PUBLIC_URL (testConfig), from which Infos cimetière links the public portal (issue 30).
      publicUrl: 'http://cimetiere.test',
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/refresh_token=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Path=/api/token');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    const me = await currentUser(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().publicUrl).toBe('http://cimetiere.test');
  });

  it('marks the cookie Secure when configured', async () => {
    await createUser(database.db, { username: 'secure.user' });
    const secureApp = await buildApp({ config: testConfig({ secureCookies: true }), database, mailer: new MemoryMailer() });
    const res = await secureApp.inject({ method: 'POST', url: '/api/login_check', payload: { username: 'secure.user', password: DEFAULT_PASSWORD } });
    expect(String(res.headers['set-cookie'])).toContain('Secure');
    await secureApp.close();
  });

  it('refuses a wrong password or an unknown user with the same French message', async () => {
    await createUser(database.db, { username: 'bruno' });
    for (const [name, password] of [['bruno', 'mauvais'], ['personne', DEFAULT_PASSWORD]] as const) {
      const res = await loginAs(name, password, '192.0.2.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: BAD_CREDENTIALS });
    }
  });

  it('accepts the username in any case', async () => {
    await createUser(database.db, { username: 'Claire.Martin' });
    for (const typed of ['claire.martin', 'CLAIRE.MARTIN', ' Claire.Martin ']) {
      const res = await loginAs(typed, DEFAULT_PASSWORD, '192.0.2.3');
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().data.username).toBe('Claire.Martin');
    }
  });

  it('refuses a disabled account like a wrong password, and cuts its live tokens', async () => {
    const user = await createUser(database.db, { username: 'denis' });
    const { token } = await login(app, 'denis');
    await database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const res = await loginAs('denis', DEFAULT_PASSWORD, '192.0.2.4');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(BAD_CREDENTIALS);
    expect((await currentUser(token)).statusCode).toBe(401);
  });

  it('slows down repeated failures, then answers 429 with retryAfter, and a success resets', async () => {
    await createUser(database.db, { username: 'emile' });
    const ip = '192.0.2.5';
    clock.sleeps.length = 0;
    for (let i = 0; i < 4; i++) expect((await loginAs('emile', 'faux', ip)).statusCode).toBe(401);
    expect(clock.sleeps).toEqual([]);
    expect((await loginAs('Emile', 'faux', ip)).statusCode).toBe(401);
    expect(clock.sleeps).toEqual([1000]);
    expect((await loginAs('emile', 'faux', ip)).statusCode).toBe(401);
    expect(clock.sleeps).toEqual([1000, 2000]);
    const throttled = await loginAs('emile', DEFAULT_PASSWORD, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: 'Trop de tentatives de connexion. Veuillez réessayer dans 4 secondes.', retryAfter: 4 });
    expect(throttled.headers['retry-after']).toBe('4');
    clock.advance(4000);
    expect((await loginAs('emile', DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
    expect((await loginAs('emile', 'faux', ip)).statusCode).toBe(401);
    expect(clock.sleeps).toEqual([1000, 2000]);
  });

  it('counts guesses in flight: of 100 wrong passwords sent at once, a handful are checked and the rest answer 429', async () => {
    const user = await createUser(database.db, { username: 'gilles' });
    // Time stands still while the guesses wait: they all arrive together, as over a fast network.
    const frozen = await buildApp({ config: testConfig(), database, clock: { now: () => clock.now(), sleep: async () => undefined }, mailer: new MemoryMailer() });
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          frozen.inject({ method: 'POST', url: '/api/login_check', payload: { username: 'gilles', password: `essai-${i}` }, remoteAddress: '198.51.100.66' }),
        ),
      );
      const checked = answers.filter((a) => a.statusCode === 401);
      const slowed = answers.filter((a) => a.statusCode === 429);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(checked.length + slowed.length).toBe(100);
      expect(slowed[0]?.json().message).toMatch(/^Trop de tentatives de connexion\. Veuillez réessayer dans \d+ secondes?\.$/);
      const failures = await database.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
      expect(failures.filter((r) => r.event === 'login_failed').length).toBe(checked.length);
    } finally {
      await frozen.close();
    }
  });

  it('lets the rightful user in from an address that has not failed while the account is slowed down', async () => {
    await createUser(database.db, { username: 'victor' });
    clock.sleeps.length = 0;
    // A guesser spread over many addresses, one guess each: no address is slowed down, the account is.
    for (let a = 1; a <= 15; a++) expect((await loginAs('victor', `devine-${a}`, `203.0.113.${a}`)).statusCode).toBe(401);
    // From an address that failed for this account, even the right password waits.
    const guesser = await loginAs('victor', DEFAULT_PASSWORD, '203.0.113.1');
    expect(guesser.statusCode).toBe(429);
    // The owner, from the town hall, is let in at once.
    expect((await loginAs('victor', DEFAULT_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    expect(clock.sleeps).toEqual([]);
    // A new address gets one check while the account is slowed down: after a wrong password it waits like the others.
    expect((await loginAs('victor', 'encore-faux', '198.51.100.21')).statusCode).toBe(401);
    expect((await loginAs('victor', DEFAULT_PASSWORD, '198.51.100.21')).statusCode).toBe(429);
    // The owner's success does not clear the guessers' addresses.
    expect((await loginAs('victor', DEFAULT_PASSWORD, '203.0.113.2')).statusCode).toBe(429);
  });

  it('logs successes and failures without any secret', async () => {
    await createUser(database.db, { username: 'fanny', password: 'Secret-de-Fanny-42' });
    await loginAs('fanny', 'Essai-rate-99', '192.0.2.6');
    const ok = await loginAs('fanny', 'Secret-de-Fanny-42', '192.0.2.6');
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.username, 'fanny'));
    expect(rows.map((r) => r.event)).toEqual(expect.arrayContaining(['login', 'login_failed']));
    expect(rows.find((r) => r.event === 'login_failed')?.detail).toEqual({ reason: 'bad_password' });
    expect(rows.every((r) => r.ip === '192.0.2.6')).toBe(true);
    const all = JSON.stringify(await database.db.select().from(auditLog));
    for (const secret of ['Secret-de-Fanny-42', 'Essai-rate-99', ok.json().token, String(ok.headers['set-cookie']).split(';')[0]!.slice('refresh_token='.length)]) expect(all).not.toContain(secret);
  });
});

describe('access tokens on protected routes', () => {
  it('answer 401 without a token or with a malformed header', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/users/currentUser' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Authentification requise.');
    const basic = await app.inject({ method: 'GET', url: '/api/users/currentUser', headers: { authorization: 'Basic YTpi' } });
    expect(basic.statusCode).toBe(401);
  });

  it('expire after 15 minutes', async () => {
    await createUser(database.db, { username: 'gaston' });
    const { token } = await login(app, 'gaston');
    clock.advance(14 * 60_000);
    expect((await currentUser(token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const res = await currentUser(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/session/);
  });

  it('refuse a forged signature, the none algorithm and a wrong audience', async () => {
    const user = await createUser(database.db, { username: 'hugo' });
    const iat = Math.floor(clock.now() / 1000);
    const payload = { tv: user.tokenVersion, fid: '0192f0e0-0000-7000-8000-000000000000' };
    const base = (aud: string) => new SignJWT(payload).setSubject(user.id).setIssuer('cimetiere').setAudience(aud).setIssuedAt(iat).setExpirationTime(iat + 900);
    const forged = await base('cimetiere-app').setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('une-autre-cle-secrete-assez-longue-000'));
    const none = new UnsecuredJWT(payload).setSubject(user.id).setIssuer('cimetiere').setAudience('cimetiere-app').setIssuedAt(iat).setExpirationTime(iat + 900).encode();
    const wrongAudience = await base('autre-app').setProtectedHeader({ alg: 'HS256' }).sign(app.security.secret);
    const genuine = await base('cimetiere-app').setProtectedHeader({ alg: 'HS256' }).sign(app.security.secret);
    expect((await currentUser(genuine)).statusCode).toBe(200);
    for (const token of [forged, none, wrongAudience]) expect((await currentUser(token)).statusCode).toBe(401);
  });

  it('die when the user token version moves on', async () => {
    const user = await createUser(database.db, { username: 'ines' });
    const { token } = await login(app, 'ines');
    await database.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, user.id));
    expect((await currentUser(token)).statusCode).toBe(401);
  });
});

describe('malformed requests', () => {
  it('answer 400 in French for invalid JSON, wrong types, missing fields and an empty body', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/api/login_check', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Requête invalide : le corps n'est pas un JSON valide.");

    const empty = await app.inject({ method: 'POST', url: '/api/login_check', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);

    const types = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username: 12, password: true } });
    expect(types.statusCode).toBe(400);
    expect(types.json().message).toBe('Requête invalide : vérifiez les champs envoyés.');
    expect(types.json().details.map((d: { champ: string }) => d.champ).sort()).toEqual(['password', 'username']);
    expect(types.json().details[0].message).toMatch(/attendu|invalide/i);

    const missing = await app.inject({ method: 'POST', url: '/api/login_check', payload: {} });
    expect(missing.statusCode).toBe(400);

    const noBody = await app.inject({ method: 'POST', url: '/api/login_check' });
    expect(noBody.statusCode).toBe(400);
  });

  it('answer 404 in French for an unknown /api path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/n-existe-pas' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ressource introuvable.' });
  });
});
