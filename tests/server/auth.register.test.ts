import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { accountRequests } from '../../server/db/schema';
import { REGISTER_RATE_LIMIT } from '../../server/http/rateLimit';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createUser, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

let database: Database;
let app: FastifyInstance;
let superToken: string;
const clock = manualClock();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock, mailer: new MemoryMailer() });
  await createUser(database.db, { username: 'super.register', roles: ['ROLE_SUPER_ADMIN'] });
  superToken = (await login(app, 'super.register')).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let serial = 0;
const request = (overrides: Record<string, unknown> = {}) => ({
  email: `demandeur-${++serial}@mairie.fr`, nom: 'Durand', prenom: 'Lise', commune: 'Villefranche', ...overrides,
});
const register = (server: FastifyInstance, payload: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: '/api/register', payload, remoteAddress, headers });
const pendingWith = async (email: string) =>
  database.db.select().from(accountRequests).where(sql`lower(${accountRequests.email}) = lower(${email}) and ${accountRequests.status} = 'pending'`);

describe('POST /api/register: limits', () => {
  it('takes a few requests per address, then answers 429 in French; other addresses go on', async () => {
    const { max } = REGISTER_RATE_LIMIT;
    for (let i = 0; i < max; i++) expect((await register(app, request(), '192.0.2.50')).statusCode).toBe(201);
    const flooded = await register(app, request({ email: 'de-trop@mairie.fr' }), '192.0.2.50');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toMatch(/^Trop de demandes envoyées depuis cette adresse\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pendingWith('de-trop@mairie.fr')).toHaveLength(0);
    expect((await register(app, request(), '192.0.2.51')).statusCode).toBe(201);
  });

  it('counts malformed requests too, so a flood of bad bodies is limited as well', async () => {
    for (let i = 0; i < REGISTER_RATE_LIMIT.max; i++) expect((await register(app, { email: 'pas-une-adresse' }, '192.0.2.52')).statusCode).toBe(400);
    expect((await register(app, request(), '192.0.2.52')).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For only from the proxy named by TRUST_PROXY', async () => {
    const { max } = REGISTER_RATE_LIMIT;
    // No proxy trusted: a client cannot dodge the limit by making up the header.
    for (let i = 0; i < max; i++) {
      expect((await register(app, request(), '192.0.2.53', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(201);
    }
    expect((await register(app, request(), '192.0.2.53', { 'x-forwarded-for': '203.0.113.200' })).statusCode).toBe(429);

    // Behind the trusted proxy, each client address has its own count.
    const proxied = await buildApp({ config: testConfig({ trustProxy: '192.0.2.254' }), database, clock, mailer: new MemoryMailer() });
    try {
      for (let i = 0; i < max; i++) {
        expect((await register(proxied, request(), '192.0.2.254', { 'x-forwarded-for': '203.0.113.77' })).statusCode).toBe(201);
      }
      expect((await register(proxied, request(), '192.0.2.254', { 'x-forwarded-for': '203.0.113.77' })).statusCode).toBe(429);
      expect((await register(proxied, request(), '192.0.2.254', { 'x-forwarded-for': '203.0.113.78' })).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /api/register: one pending request per e-mail address', () => {
  it('answers a repeated request with the same 201 and id, and keeps one row', async () => {
    const first = await register(app, request({ email: 'Marthe.Simon@mairie.fr', message: 'Première demande' }), '192.0.2.60');
    const again = await register(app, request({ email: 'marthe.simon@MAIRIE.fr', message: 'Deuxième demande' }), '192.0.2.61');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await pendingWith('marthe.simon@mairie.fr');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('Première demande');
  });

  it('takes a new request once the previous one has been decided', async () => {
    const first = (await register(app, request({ email: 'paul.henry@mairie.fr' }), '192.0.2.62')).json();
    const rejected = await app.inject({ method: 'POST', url: `/api/account-requests/${first.id}/reject`, headers: bearer(superToken) });
    expect(rejected.statusCode).toBe(200);
    const second = await register(app, request({ email: 'paul.henry@mairie.fr' }), '192.0.2.62');
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.id);
  });

  it('answers the same id to the same request sent twice at once', async () => {
    const payload = request({ email: 'ensemble@mairie.fr' });
    const [a, b] = await Promise.all([register(app, payload, '192.0.2.63'), register(app, payload, '192.0.2.64')]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    expect(a?.json().id).toBe(b?.json().id);
    expect(await pendingWith('ensemble@mairie.fr')).toHaveLength(1);
  });
});

describe('GET /api/account-requests: pages', () => {
  it('answers one page at a time, newest first, with the total in X-Total-Count', async () => {
    const list = (query: string) => app.inject({ method: 'GET', url: `/api/account-requests${query}`, headers: bearer(superToken) });
    const total = (await database.db.select().from(accountRequests).where(eq(accountRequests.status, 'pending'))).length;
    expect(total).toBeGreaterThan(5);
    const whole = await list('');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['x-total-count']).toBe(String(total));
    const ids = whole.json().map((r: { id: string }) => r.id);
    const page1 = await list('?limit=2');
    const page2 = await list('?limit=2&offset=2');
    expect(page1.json().map((r: { id: string }) => r.id)).toEqual(ids.slice(0, 2));
    expect(page2.json().map((r: { id: string }) => r.id)).toEqual(ids.slice(2, 4));
    expect(page2.headers['x-total-count']).toBe(String(total));
    const tooMany = await list('?limit=100000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Requête invalide : vérifiez les champs envoyés.');
  });
});
