import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { history, users } from '../../server/db/schema';
import { executeMutation } from '../../server/commands/execute';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createEspace, createSociete, createUser, login, manualClock, testConfig, type EspaceRow, type SocieteRow } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';
import { seedEmplacement } from './syncKit';

/** /utilisateurs on the server (issue 16): the list, adding, editing and deleting users; the matrix is in routeMatrix. */

let database: Database;
let app: FastifyInstance;
const mailer = new MemoryMailer();
let town: SocieteRow;
let demo: SocieteRow;
let nord: EspaceRow;
let sud: EspaceRow;
let admin: { id: string; token: string };
let superAdmin: { id: string; token: string };

async function signedIn(roles: string[], societeIds: string[], username = `u-${randomUUID().slice(0, 8)}`) {
  const user = await createUser(database.db, { roles, societeIds, username });
  return { id: user.id, username, password: user.password, token: (await login(app, username, user.password)).token };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), mailer });
  town = await createSociete(database.db, { commune: 'Vézelay' });
  demo = await createSociete(database.db, { commune: 'Démoville', typeEspace: 'demonstration' });
  nord = await createEspace(database.db, town.id, { nom: 'Cimetière nord' });
  sud = await createEspace(database.db, town.id, { nom: 'Cimetière sud' });
  admin = await signedIn(['ROLE_ADMIN'], [town.id]);
  superAdmin = await signedIn(['ROLE_SUPER_ADMIN'], []);
  await createUser(database.db, { roles: ['ROLE_USER'], societeIds: [town.id], username: 'zoe.ecrivain@vezelay.fr' });
  await createUser(database.db, { roles: ['ROLE_USER'], societeIds: [demo.id], username: 'prospect@demoville.fr' });
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const list = (token: string, query: string) => app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: bearer(token) });

describe('GET /api/admin/users', () => {
  it("gives an administrator its municipality's users, searched without accents or case", async () => {
    const res = await list(admin.token, 'search=ZOE ECRIVAIN');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Array<{ username: string; communes: string[] }>; total: number }>();
    expect(body.data.map((u) => u.username)).toEqual(['zoe.ecrivain@vezelay.fr']);
    expect(body.data[0]?.communes).toEqual(['Vézelay']);
    const all = (await list(admin.token, 'limit=9999')).json<{ data: Array<{ username: string }> }>();
    expect(all.data.map((u) => u.username)).not.toContain('prospect@demoville.fr');
  });

  it('puts each user of the super administrator in its tab', async () => {
    const clients = (await list(superAdmin.token, 'tab=clients&limit=9999')).json<{ data: Array<{ username: string }> }>();
    const demos = (await list(superAdmin.token, 'tab=demonstration&limit=9999')).json<{ data: Array<{ username: string }> }>();
    const provider = (await list(superAdmin.token, 'tab=fournisseur&limit=9999')).json<{ data: Array<{ id: string }> }>();
    expect(clients.data.map((u) => u.username)).toContain('zoe.ecrivain@vezelay.fr');
    expect(clients.data.map((u) => u.username)).not.toContain('prospect@demoville.fr');
    expect(demos.data.map((u) => u.username)).toEqual(['prospect@demoville.fr']);
    expect(provider.data.map((u) => u.id)).toContain(superAdmin.id);
  });

  it('sorts by nom in both directions and pages with the total', async () => {
    const first = (await list(admin.token, 'sort=username&order=desc&limit=1')).json<{ data: Array<{ username: string }>; total: number }>();
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.data).toHaveLength(1);
    expect(first.data[0]?.username).toBe('zoe.ecrivain@vezelay.fr');
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user of the municipality and mails a link to choose a password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(admin.token),
      payload: { username: 'Agent.Neuf@Vezelay.fr', nom: 'Neuf', prenom: 'Agent', roles: ['ROLE_SOUS_ADMIN'], espaceIds: [nord.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'agent.neuf@vezelay.fr', roles: ['ROLE_SOUS_ADMIN'], espaceIds: [nord.id], communes: ['Vézelay'] });
    await app.security.tasks.idle();
    const mail = mailer.sent.find((m) => m.to === 'Agent.Neuf@Vezelay.fr');
    expect(mail?.text).toContain('/reset-password?token=');
    const again = await app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(admin.token), payload: { username: 'agent.neuf@vezelay.fr' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Un compte existe déjà avec cet identifiant.' });
  });

  it('refuses a provider administrator made by an administrator, and a cemetery of another town', async () => {
    const role = await app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(admin.token), payload: { username: 'x1@vezelay.fr', roles: ['ROLE_SUPER_ADMIN'] } });
    expect(role.statusCode).toBe(403);
    expect(role.json()).toEqual({ message: 'Vous ne pouvez pas attribuer ce rôle.' });
    const other = await createEspace(database.db, demo.id);
    const espace = await app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(admin.token), payload: { username: 'x2@vezelay.fr', espaceIds: [other.id] } });
    expect(espace.statusCode).toBe(400);
    expect(await database.db.select().from(users).where(eq(users.username, 'x2@vezelay.fr'))).toEqual([]);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('limits the cemeteries the user may open, in its chooser and on the server', async () => {
    const agent = await signedIn(['ROLE_SOUS_ADMIN'], [town.id]);
    const put = await app.inject({ method: 'PUT', url: `/api/admin/users/${agent.id}`, headers: bearer(admin.token), payload: { espaceIds: [sud.id] } });
    expect(put.statusCode, put.body).toBe(200);
    const groups = (await app.inject({ method: 'GET', url: '/api/users/espaces', headers: bearer(agent.token) })).json<Array<{ espaces: Array<{ id: string }> }>>();
    expect(groups.flatMap((g) => g.espaces.map((e) => e.id))).toEqual([sud.id]);
    const refused = await app.inject({ method: 'POST', url: '/api/sessions/eSpace', headers: bearer(agent.token), payload: { eSpace: nord.id } });
    expect(refused.statusCode).toBe(404);
    const all = await app.inject({ method: 'PUT', url: `/api/admin/users/${agent.id}`, headers: bearer(admin.token), payload: { espaceIds: null, roles: ['ROLE_USER'] } });
    expect(all.json()).toMatchObject({ espaceIds: null, roles: ['ROLE_USER'] });
    const open = await app.inject({ method: 'POST', url: '/api/sessions/eSpace', headers: bearer(agent.token), payload: { eSpace: nord.id } });
    expect(open.statusCode).toBe(200);
  });

  it('turns an account off (sessions cut) and on again', async () => {
    const agent = await signedIn(['ROLE_USER'], [town.id]);
    await app.inject({ method: 'PUT', url: `/api/admin/users/${agent.id}`, headers: bearer(admin.token), payload: { actif: false } });
    expect((await app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(agent.token) })).statusCode).toBe(401);
    await app.inject({ method: 'PUT', url: `/api/admin/users/${agent.id}`, headers: bearer(admin.token), payload: { actif: true } });
    expect((await login(app, agent.username, agent.password)).token).toBeTruthy();
  });

  it("refuses the administrator's own account", async () => {
    const res = await app.inject({ method: 'PUT', url: `/api/admin/users/${admin.id}`, headers: bearer(admin.token), payload: { actif: false } });
    expect(res.statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('cuts the sessions at once, refuses sign-in, and keeps what the user recorded attributed to them', async () => {
    const agent = await signedIn(['ROLE_SOUS_ADMIN'], [town.id]);
    const session = await login(app, agent.username, agent.password);
    const plot = await seedEmplacement(database.db, nord.id, { numero: 'A-1' });
    const by = { user: { id: agent.id }, actor: { id: agent.id }, roles: ['ROLE_SOUS_ADMIN'] };
    await executeMutation(database.db, by, nord.id, { id: randomUUID(), name: 'emplacement.update', args: { id: plot.id, notes: 'relevé' } });

    const res = await app.inject({ method: 'DELETE', url: `/api/admin/users/${agent.id}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'L’utilisateur a été supprimé.' });
    expect((await app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(agent.token) })).statusCode).toBe(401);
    const refresh = await app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const signIn = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username: agent.username, password: agent.password } });
    expect(signIn.statusCode).toBe(401);
    const records = await database.db.select().from(history).where(eq(history.rowId, plot.id));
    expect(records.map((r) => r.userId)).toContain(agent.id);
    const listed = (await list(admin.token, 'limit=9999')).json<{ data: Array<{ id: string }> }>();
    expect(listed.data.map((u) => u.id)).not.toContain(agent.id);
  });

  it("answers 404 for a provider administrator asked by a town's administrator", async () => {
    const res = await app.inject({ method: 'DELETE', url: `/api/admin/users/${superAdmin.id}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(404);
  });
});
