import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { espaces, refreshTokens, societes, users } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { registerTestReset } from '../../server/testing/resetRoute';
import { createEspace, createSociete, createUser, login, manualClock, testConfig } from '../helpers/fixtures';

/**
 * The end-to-end journeys' reset (issue 27: each journey starts from data of its own): POST /api/test/reset
 * puts every table back as the server had it when it started, sessions kept, and the server of a real town
 * can never have it.
 */
let database: Database;
let app: FastifyInstance;

const dump = async () => ({
  societes: await database.db.select().from(societes).orderBy(societes.id),
  espaces: await database.db.select().from(espaces).orderBy(espaces.id),
  users: await database.db.select().from(users).orderBy(users.id),
});

beforeAll(async () => {
  // Always the embedded database, as the e2e server runs: the reset turns foreign keys off with
  // session_replication_role, which a real PostgreSQL allows a superuser only (CI's test role is not one).
  database = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  const town = await createSociete(database.db, { nom: 'Mairie de Plouvien' });
  await createEspace(database.db, town.id, { nom: 'Cimetière du bourg' });
  await createUser(database.db, { roles: ['ROLE_ADMIN'], societeIds: [town.id], username: 'secretaire' });
  app = await buildApp({ config: testConfig(), database, mailer: new MemoryMailer(), clock: manualClock() });
  await registerTestReset(app, database.db);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('POST /api/test/reset', () => {
  it('puts back rows changed, removed and added since the start, and keeps the sessions of users still there', async () => {
    const before = await dump();
    const session = await login(app, 'secretaire');
    const [town] = before.societes;
    await database.db.update(societes).set({ nom: 'Mairie changée' }).where(eq(societes.id, String(town?.id)));
    await database.db.delete(espaces);
    const stranger = await createUser(database.db, { roles: ['ROLE_ADMIN'], societeIds: [String(town?.id)], username: 'de-passage' });
    await login(app, 'de-passage');
    const extra = await createSociete(database.db, { nom: 'Mairie ajoutée' });

    const res = await app.inject({ method: 'POST', url: '/api/test/reset' });
    expect(res.statusCode).toBe(204);

    expect(await dump()).toEqual(before);
    expect(await database.db.select().from(societes).where(eq(societes.id, extra.id))).toEqual([]);
    const sessions = await database.db.select({ userId: refreshTokens.userId }).from(refreshTokens);
    expect(sessions.map((s) => s.userId)).not.toContain(stranger.id);
    // The session opened before the reset still refreshes.
    const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh', headers: { cookie: String(session.cookie) } });
    expect(refreshed.statusCode).toBe(200);

    // Written again after a reset: put back again (each table is marked written anew).
    await database.db.update(societes).set({ nom: 'Mairie changée deux fois' });
    await app.inject({ method: 'POST', url: '/api/test/reset' });
    expect(await dump()).toEqual(before);
  });

  it('gives a bigserial column the same next values as after the start', async () => {
    const next = async () => ((await database.db.execute(sql`select nextval('public.history_id_seq')::int as v`)) as unknown as { rows: Array<{ v: number }> }).rows[0]?.v;
    const first = await next();
    await app.inject({ method: 'POST', url: '/api/test/reset' });
    expect(await next()).toBe(first);
  });
});

describe('E2E_RESET', () => {
  it('cannot be set on a production server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_RESET: '1', JWT_SECRET: 'x'.repeat(40) })).toThrow(/réservé aux tests/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).testReset).toBe(false);
  });
});
