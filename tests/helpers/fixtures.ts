import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../server/auth/clock';
import { hashPassword } from '../../server/auth/password';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { espaces, societes, userSocietes, users } from '../../server/db/schema';

/**
 * Rows inserted straight through drizzle, for any server test. Ids are fresh uuids, names unique enough
 * to share one database per file.
 */

export type SocieteRow = typeof societes.$inferSelect;
export type EspaceRow = typeof espaces.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function createSociete(db: Db, values: Partial<typeof societes.$inferInsert> = {}): Promise<SocieteRow> {
  const commune = values.commune ?? `Commune ${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(societes)
    .values({ id: randomUUID(), nom: values.nom ?? `Mairie de ${commune}`, ...values, commune })
    .returning();
  if (!row) throw new Error('societe not created');
  return row;
}

export async function createEspace(db: Db, societeId: string, values: Partial<typeof espaces.$inferInsert> = {}): Promise<EspaceRow> {
  const [row] = await db
    .insert(espaces)
    .values({ id: randomUUID(), nom: `Cimetière ${randomUUID().slice(0, 8)}`, ...values, societeId })
    .returning();
  if (!row) throw new Error('espace not created');
  return row;
}

export interface UserFixture {
  username?: string;
  password?: string;
  roles?: string[];
  email?: string | null;
  societeIds?: string[];
  disabled?: boolean;
  identite?: string;
}

export const DEFAULT_PASSWORD = 'Mot-de-passe-1';

/**
 * One real argon2id hash per password and test file: argon2 is slow on purpose (about 50 to 80 ms here) and
 * a file makes dozens of users with the same password. Each hash is still a real one, checked by the real
 * login; users of a file only share its salt, which no test reads.
 */
const hashes = new Map<string, Promise<string>>();

function fixtureHash(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/** A user with a real argon2id hash of `password`, member of `societeIds`. */
export async function createUser(db: Db, fixture: UserFixture = {}): Promise<UserRow & { password: string }> {
  const password = fixture.password ?? DEFAULT_PASSWORD;
  const username = fixture.username ?? `user-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      username,
      email: fixture.email === undefined ? `${username}@example.fr` : fixture.email,
      identite: fixture.identite ?? username,
      passwordHash: await fixtureHash(password),
      roles: fixture.roles ?? ['ROLE_USER'],
      disabled: fixture.disabled ?? false,
    })
    .returning();
  if (!row) throw new Error('user not created');
  for (const societeId of fixture.societeIds ?? []) await db.insert(userSocietes).values({ userId: row.id, societeId });
  return { ...row, password };
}

/** A configuration for app tests: in-memory data, no SMTP, no JWT_SECRET (a random key per app). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: undefined,
    smtpUrl: undefined,
    publicUrl: 'http://cimetiere.test',
    jwtSecret: '',
    demo: false,
    secureCookies: false,
    trustProxy: false,
    logLevel: 'silent',
    production: false,
    elections: [],
    ...overrides,
  };
}

/** A clock that only moves when told; `sleep` moves it and records how long was asked. */
export function manualClock(startMs = Date.parse('2026-03-02T09:00:00Z')): Clock & { advance(ms: number): void; sleeps: number[] } {
  let now = startMs;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    advance: (ms) => {
      now += ms;
    },
    sleeps,
  };
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  cookie: string | undefined;
}

/** Signs in through the real route and returns the access and refresh tokens. */
export async function login(app: FastifyInstance, username: string, password = DEFAULT_PASSWORD): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string }>();
  const setCookie = res.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
  // The refresh token travels in its cookie only (issue 27).
  const refreshToken = cookie?.startsWith('refresh_token=') ? cookie.slice('refresh_token='.length) : '';
  if (!refreshToken) throw new Error(`login ${username}: no refresh cookie`);
  return { token: body.token, refreshToken, cookie };
}

export const bearer = (token: string, switchUser?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(switchUser ? { 'x-switch-user': switchUser } : {}),
});
