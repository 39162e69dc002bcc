import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createSociete, createUser, DEFAULT_PASSWORD, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/** The server's JSON log, read back line by line (server/http/logging.ts). */
let lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown> & { msg: string; level: number });

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), mailer: new MemoryMailer(), logger: { level: 'info', stream } });
  // Test-only routes that fail the way a real fault does.
  app.get('/api/test/panne', async () => {
    throw new Error('disque plein', { cause: new Error('ENOSPC simulé') });
  });
  app.get('/api/test/requete', async () => {
    await database.db.execute(sql`select 1 / 0 where ${'param-secret'} = ${'param-secret'}`);
    return {};
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  lines = [];
});

describe('server log', () => {
  it('logs a 500 with its error, stack and cause, and the request it answered', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/panne?x=1' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Erreur interne du serveur.' });
    const fault = entries().find((e) => e.level === 50 && e.msg === 'Erreur interne du serveur');
    expect(fault).toBeDefined();
    const err = fault?.err as { type: string; message: string; stack: string; cause: { message: string } };
    expect(err.message).toBe('disque plein');
    expect(err.stack).toContain('logging.test.ts');
    expect(err.cause.message).toBe('ENOSPC simulé');
    expect(fault?.req).toMatchObject({ method: 'GET', url: '/api/test/panne?x=1' });
    expect(entries().find((e) => e.msg === 'requête traitée')).toMatchObject({ res: { statusCode: 500 }, reqId: fault?.reqId });
  });

  it('logs a failed query with its SQL and its database cause, never its parameters', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/requete' })).statusCode).toBe(500);
    const text = lines.join('\n');
    expect(text).toContain('division by zero');
    expect(text).toContain('select 1 / 0');
    expect(text).not.toContain('param-secret');
  });

  it('logs every request once with its outcome: method, path, status, time', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/users/currentUser' });
    await app.inject({ method: 'GET', url: '/api/nulle-part' });
    await app.inject({ method: 'POST', url: '/api/login_check', payload: { username: '' } });
    const outcomes = entries().filter((e) => e.msg === 'requête traitée');
    expect(outcomes.map((e) => [(e.req as { url: string }).url, (e.res as { statusCode: number }).statusCode])).toEqual([
      ['/api/health', 200],
      ['/api/users/currentUser', 401],
      ['/api/nulle-part', 404],
      ['/api/login_check', 400],
    ]);
    for (const e of outcomes) expect(typeof e.responseTime).toBe('number');
  });

  it('never writes a password, a token or a cookie: sign-in, refresh, logout, reset', async () => {
    const societe = await createSociete(database.db);
    const user = await createUser(database.db, { roles: ['ROLE_ADMIN'], societeIds: [societe.id] });
    const session = await login(app, user.username);
    const byCookie = await app.inject({ method: 'POST', url: '/api/token/refresh', headers: { cookie: session.cookie ?? '' } });
    // The refresh token travels in the cookie only (issue 27); a client may still send it back in the body.
    const refreshOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!.slice('refresh_token='.length);
    const rotated = { token: byCookie.json<{ token: string }>().token, refresh_token: refreshOf(byCookie) };
    const byBody = await app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: rotated.refresh_token } });
    expect(byBody.statusCode).toBe(200);
    const last = { token: byBody.json<{ token: string }>().token, refresh_token: refreshOf(byBody) };
    await app.inject({ method: 'GET', url: `/api/users/currentUser?token=${last.token}&access_token=${last.token}`, headers: bearer(last.token) });
    await app.inject({ method: 'POST', url: '/api/login_check', payload: { username: user.username, password: 'Mauvais-secret-42' } });
    await app.inject({ method: 'POST', url: '/api/reset-password/confirm', payload: { token: 'jeton-de-reinitialisation', password: 'Nouveau-secret-43' } });
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(last.token), payload: { refresh_token: last.refresh_token } });

    const text = lines.join('\n');
    expect(entries().filter((e) => e.msg === 'requête traitée').length).toBeGreaterThanOrEqual(7);
    const secrets = [
      DEFAULT_PASSWORD, 'Mauvais-secret-42', 'Nouveau-secret-43', 'jeton-de-reinitialisation',
      session.token, session.refreshToken, session.cookie ?? 'absent', rotated.token, rotated.refresh_token, last.token, last.refresh_token,
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('/api/users/currentUser?token=%5Bmasqu%C3%A9%5D');
  });
});
