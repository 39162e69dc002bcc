import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { loginFailures } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { createUser, DEFAULT_PASSWORD, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

// Issue 13: two server processes on one database (two apps here, each with its own memory) slow a guesser as
// one would: the failures counted on one are counted on the other.
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
const clock = manualClock();
// Processes of one deployment share JWT_SECRET (their tokens are valid on each other), as the README says.
const config = testConfig({ jwtSecret: 'un-secret-commun-aux-processus-0123456789' });

beforeAll(async () => {
  database = await openTestDatabase();
  first = await buildApp({ config, database, clock, mailer: new MemoryMailer() });
  second = await buildApp({ config, database, clock, mailer: new MemoryMailer() });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
});

const loginAs = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password }, remoteAddress });

describe('login slow-down shared by the processes of one database', () => {
  it('counts the failures made on one process on the other: a guesser switching processes is slowed as on one', async () => {
    await createUser(database.db, { username: 'hugo' });
    const ip = '192.0.2.50';
    clock.sleeps.length = 0;
    // Four failures, two on each process: none slowed (three are free).
    for (const app of [first, second, first, second]) expect((await loginAs(app, 'hugo', 'faux', ip)).statusCode).toBe(401);
    expect(clock.sleeps).toEqual([]);
    // The fifth waits 1 s on whichever process it reaches, the sixth 2 s, then 4 s is answered 429.
    expect((await loginAs(second, 'hugo', 'faux', ip)).statusCode).toBe(401);
    expect((await loginAs(first, 'hugo', 'faux', ip)).statusCode).toBe(401);
    expect(clock.sleeps).toEqual([1000, 2000]);
    for (const app of [first, second]) {
      const res = await loginAs(app, 'hugo', DEFAULT_PASSWORD, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: 'Trop de tentatives de connexion. Veuillez réessayer dans 4 secondes.', retryAfter: 4 });
    }
  });

  it('still lets the rightful user in from an address that has not failed, on either process', async () => {
    await createUser(database.db, { username: 'ines' });
    clock.sleeps.length = 0;
    // A guesser spread over addresses and processes, one guess each: the account is slowed on both processes.
    for (let a = 1; a <= 15; a++) expect((await loginAs(a % 2 ? first : second, 'ines', `devine-${a}`, `203.0.113.${a}`)).statusCode).toBe(401);
    expect((await loginAs(first, 'ines', DEFAULT_PASSWORD, '203.0.113.2')).statusCode).toBe(429);
    expect((await loginAs(second, 'ines', DEFAULT_PASSWORD, '203.0.113.1')).statusCode).toBe(429);
    // The owner, from the town hall, is let in at once by both.
    expect((await loginAs(second, 'ines', DEFAULT_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    expect((await loginAs(first, 'ines', DEFAULT_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    expect(clock.sleeps).toEqual([]);
  });

  it('keeps no account name or address in clear in the shared counts', async () => {
    const rows = await database.db.select().from(loginFailures);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
  });
});
