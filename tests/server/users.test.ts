import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { espaces, users } from '../../server/db/schema';
import { requireEspace, requireRole } from '../../server/http/authenticate';
import { MemoryMailer } from '../../server/mail/mailer';
import {
  bearer, createEspace, createSociete, createUser, login, manualClock, testConfig, type EspaceRow, type UserRow,
} from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

let database: Database;
let app: FastifyInstance;
let espaceA1: EspaceRow;
let espaceA2: EspaceRow;
let espaceB: EspaceRow;
let espaceC: EspaceRow;
let userA: UserRow;
let userAB: UserRow;
let adminA: UserRow;
let userB: UserRow;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock: manualClock(), mailer: new MemoryMailer() });
  // Routes that only exercise the helpers other route files use.
  app.get('/test/espaces/:id', async (request) => {
    const espace = await requireEspace(request, (request.params as { id: string }).id);
    return { id: espace.id };
  });
  app.get('/test/sous-admin', { preHandler: requireRole('ROLE_SOUS_ADMIN') }, async () => ({ ok: true }));

  const db = database.db;
  const a = await createSociete(db, { commune: 'Nîmes', nom: 'Mairie de Nîmes' });
  const b = await createSociete(db, { commune: 'Albi', nom: 'Mairie d’Albi' });
  const c = await createSociete(db, { commune: 'Zonza', nom: 'Mairie de Zonza' });
  espaceA2 = await createEspace(db, a.id, { nom: 'Cimetière protestant', ville: 'Nîmes' });
  espaceA1 = await createEspace(db, a.id, { nom: 'Cimetière du Pont de Justice', ville: 'Nîmes' });
  await createEspace(db, a.id, { nom: 'Ancien cimetière', deletedAt: new Date().toISOString() });
  espaceB = await createEspace(db, b.id, { nom: 'Cimetière des Planques', ville: 'Albi' });
  espaceC = await createEspace(db, c.id, { nom: 'Cimetière communal' });
  userA = await createUser(db, { username: 'user.a', societeIds: [a.id] });
  userAB = await createUser(db, { username: 'user.ab', societeIds: [a.id, b.id], email: null });
  adminA = await createUser(db, { username: 'admin.a', roles: ['ROLE_ADMIN'], societeIds: [a.id] });
  userB = await createUser(db, { username: 'user.b', societeIds: [b.id] });
  await createUser(db, { username: 'super', roles: ['ROLE_SUPER_ADMIN'] });
  for (const name of ['user.a', 'user.ab', 'admin.a', 'user.b', 'super']) tokens[name] = (await login(app, name)).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (who: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(tokens[who] ?? '') });
const choose = (who: string, eSpace: unknown) =>
  app.inject({ method: 'POST', url: '/api/sessions/eSpace', headers: bearer(tokens[who] ?? ''), payload: { eSpace } });

describe('GET /api/users/currentUser', () => {
  it('describes the signed-in user, without impersonator', async () => {
    const res = await get('user.a', '/api/users/currentUser');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: userA.id, username: 'user.a', email: 'user.a@example.fr', roles: ['ROLE_USER'], identite: 'user.a', firstConnection: false, impersonator: null, publicUrl: 'http://cimetiere.test',
    });
    expect(res.body).not.toContain('passwordHash');
  });
});

describe('GET /api/users/espaces', () => {
  it('lists only the caller municipalities, by commune, cemeteries by name, deleted ones left out', async () => {
    const res = await get('user.ab', '/api/users/espaces');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { societe: { id: espaceB.societeId, nom: 'Mairie d’Albi', commune: 'Albi' }, espaces: [{ id: espaceB.id, nom: 'Cimetière des Planques', ville: 'Albi' }] },
      {
        societe: { id: espaceA1.societeId, nom: 'Mairie de Nîmes', commune: 'Nîmes' },
        espaces: [
          { id: espaceA1.id, nom: 'Cimetière du Pont de Justice', ville: 'Nîmes' },
          { id: espaceA2.id, nom: 'Cimetière protestant', ville: 'Nîmes' },
        ],
      },
    ]);
  });

  it('never shows another municipality', async () => {
    const res = await get('user.a', '/api/users/espaces');
    const ids = res.json().flatMap((g: { espaces: Array<{ id: string }> }) => g.espaces.map((e) => e.id));
    expect(ids.sort()).toEqual([espaceA1.id, espaceA2.id].sort());
    expect(ids).not.toContain(espaceB.id);
  });

  it('shows every municipality to a super admin (the provider), deleted cemeteries excepted', async () => {
    const res = await get('super', '/api/users/espaces');
    const ids = res.json().flatMap((g: { espaces: Array<{ id: string }> }) => g.espaces.map((e) => e.id));
    expect(ids.sort()).toEqual([espaceA1.id, espaceA2.id, espaceB.id, espaceC.id].sort());
  });
});

describe('requireEspace and POST /api/sessions/eSpace', () => {
  it('gives the cemetery and its municipality to a member', async () => {
    const res = await choose('user.a', espaceA1.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().espace.id).toBe(espaceA1.id);
    expect(res.json().societe.commune).toBe('Nîmes');
  });

  it('answers 404, never the content, for a foreign, unknown, deleted or malformed id', async () => {
    const [deleted] = await database.db.select().from(espaces).where(eq(espaces.nom, 'Ancien cimetière'));
    for (const id of [espaceB.id, '0192f0e0-0000-7000-8000-000000000000', deleted?.id, 'pas-un-uuid']) {
      const res = await choose('user.a', id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Cimetière introuvable.' });
      expect(res.body).not.toContain('Planques');
      expect((await get('user.a', `/test/espaces/${id}`)).statusCode).toBe(404);
    }
    expect((await get('user.a', `/test/espaces/${espaceA2.id}`)).statusCode).toBe(200);
    expect((await get('user.b', `/test/espaces/${espaceB.id}`)).statusCode).toBe(200);
    expect((await get('user.b', `/test/espaces/${espaceA2.id}`)).statusCode).toBe(404);
  });

  it('lets a super admin see every cemetery', async () => {
    expect((await choose('super', espaceC.id)).statusCode).toBe(200);
    expect((await get('super', `/test/espaces/${espaceB.id}`)).statusCode).toBe(200);
  });

  it('refuses a missing or wrongly typed choice with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/sessions/eSpace', headers: bearer(tokens['user.a'] ?? ''), payload: { eSpace: 12 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Requête invalide : vérifiez les champs envoyés.');
  });
});

describe('requireRole', () => {
  it('accepts the role or a higher one', async () => {
    expect((await get('user.a', '/test/sous-admin')).statusCode).toBe(403);
    expect((await get('admin.a', '/test/sous-admin')).statusCode).toBe(200);
    expect((await get('super', '/test/sous-admin')).statusCode).toBe(200);
  });
});

describe('first connection', () => {
  it('reads and sets the flag of the signed-in user', async () => {
    expect((await get('user.b', '/api/users/isFirstConnection')).json()).toEqual({ id: userB.id, firstConnection: false });
    const res = await app.inject({ method: 'PUT', url: `/api/users/${userB.id}`, headers: bearer(tokens['user.b'] ?? ''), payload: { firstConnection: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: userB.id, firstConnection: true });
    expect((await get('user.b', '/api/users/isFirstConnection')).json().firstConnection).toBe(true);
  });

  it('lets an administrator set it for its own users only', async () => {
    const put = (who: string, id: string) =>
      app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(tokens[who] ?? ''), payload: { firstConnection: true } });
    expect((await put('admin.a', userA.id)).statusCode).toBe(200);
    expect((await put('admin.a', userB.id)).statusCode).toBe(404);
    expect((await put('user.a', userAB.id)).statusCode).toBe(403);
    expect((await put('super', userAB.id)).statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, userA.id));
    expect(row?.firstConnection).toBe(true);
    expect(adminA.firstConnection).toBe(false);
  });

  it('refuses a wrong id or body with 400', async () => {
    const badId = await app.inject({ method: 'PUT', url: '/api/users/12', headers: bearer(tokens['user.a'] ?? ''), payload: { firstConnection: true } });
    expect(badId.statusCode).toBe(400);
    const badBody = await app.inject({ method: 'PUT', url: `/api/users/${userA.id}`, headers: bearer(tokens['user.a'] ?? ''), payload: { firstConnection: 'oui' } });
    expect(badBody.statusCode).toBe(400);
  });
});
