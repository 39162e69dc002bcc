import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import {
  bearer, createEspace, createSociete, createUser, DEFAULT_PASSWORD, login, manualClock, testConfig, type UserRow,
} from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

const REFUSED = 'Vous ne pouvez pas vous connecter en tant que cet utilisateur.';

let database: Database;
let app: FastifyInstance;
const tokens = new Map<string, string>();
const people: Record<string, UserRow> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock: manualClock(), mailer: new MemoryMailer() });
  const db = database.db;
  const a = await createSociete(db, { commune: 'Arles' });
  const b = await createSociete(db, { commune: 'Bayonne' });
  await createEspace(db, a.id, { nom: 'Cimetière de Trinquetaille' });
  await createEspace(db, b.id, { nom: 'Cimetière Saint-Léon' });
  const specs: Array<[string, string[], string[], boolean?]> = [
    ['super', ['ROLE_SUPER_ADMIN'], []],
    ['super2', ['ROLE_SUPER_ADMIN'], []],
    ['adminA', ['ROLE_ADMIN'], [a.id]],
    ['adminA2', ['ROLE_ADMIN'], [a.id]],
    ['userA', ['ROLE_USER'], [a.id]],
    ['sousA', ['ROLE_SOUS_ADMIN'], [a.id]],
    ['userB', ['ROLE_USER'], [b.id]],
    ['offA', ['ROLE_USER'], [a.id], true],
  ];
  for (const [username, roles, societeIds, disabled] of specs) {
    people[username] = await createUser(db, { username, roles, societeIds, disabled: disabled ?? false });
    if (!disabled) tokens.set(username, (await login(app, username)).token);
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const as = (actor: string, target: string, url = '/api/users/currentUser') =>
  app.inject({ method: 'GET', url, headers: bearer(tokens.get(actor) ?? '', target) });

describe('x-switch-user', () => {
  it.each([
    ['super', 'userB'],
    ['super', 'adminA'],
    ['adminA', 'userA'],
    ['adminA', 'sousA'],
    ['adminA', 'USERA'],
  ])('%s may act as %s', async (actor, target) => {
    const res = await as(actor, target);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.username.toLowerCase()).toBe(target.toLowerCase());
    expect(body.impersonator).toEqual({ id: people[actor]?.id, username: actor });
  });

  it.each([
    ['adminA', 'userB', 'a user of another municipality'],
    ['adminA', 'adminA2', 'another administrator'],
    ['adminA', 'super', 'a super admin'],
    ['super', 'super2', 'another super admin'],
    ['userA', 'sousA', 'anyone, as a plain user'],
    ['sousA', 'userA', 'anyone, as a sous-admin'],
    ['super', 'inconnu', 'an unknown user'],
    ['adminA', 'offA', 'a disabled user'],
  ])('%s may not act as %s (%s)', async (actor, target) => {
    const res = await as(actor, target);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFUSED);
  });

  it('gives the effective user its own rights and scope', async () => {
    expect((await as('adminA', '', '/api/account-requests')).statusCode).toBe(200);
    expect((await as('adminA', 'userA', '/api/account-requests')).statusCode).toBe(403);
    const espaces = await as('super', 'userB', '/api/users/espaces');
    expect(espaces.json().map((g: { societe: { commune: string } }) => g.societe.commune)).toEqual(['Bayonne']);
  });

  it('refuses a password change while impersonating', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(tokens.get('adminA') ?? '', 'userA'),
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Autre-mot-de-passe-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cette action est impossible en étant connecté en tant qu’un autre utilisateur.');
    await login(app, 'userA');
  });

  it('logs every impersonated request, the start of each impersonation, and the refusals', async () => {
    const actor = people.super?.id;
    const target = people.userB?.id;
    await as('super', 'userB', '/api/users/isFirstConnection?x=secret');
    const requests = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'impersonated_request'), eq(auditLog.actorId, actor ?? ''), eq(auditLog.userId, target ?? '')));
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(requests.map((r) => r.detail)).toContainEqual({ target: 'userB', method: 'GET', path: '/api/users/isFirstConnection' });
    const starts = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'impersonation_started'), eq(auditLog.actorId, actor ?? ''), eq(auditLog.userId, target ?? '')));
    expect(starts).toHaveLength(1);
    const refusals = await database.db.select().from(auditLog).where(and(eq(auditLog.event, 'forbidden'), eq(auditLog.actorId, people.adminA?.id ?? '')));
    expect(refusals.map((r) => (r.detail as { switchUser?: string }).switchUser)).toEqual(expect.arrayContaining(['userB', 'adminA2', 'super']));
  });
});
