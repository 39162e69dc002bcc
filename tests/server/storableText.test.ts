import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRequests, auditLog, societes, templateDocuments } from '../../server/db/schema';
import { DEFAULT_TEMPLATES } from '../../src/domain/templates/defaults';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, push, seedEmplacement, uuid, type SyncWorld } from './syncKit';

/**
 * Text PostgreSQL cannot store (issue 27): a lone surrogate (an emoji cut in two) in a field stored as JSON
 * answered 500, on a push at every retry (the device's later changes stuck behind it), on PUT /api/societes and
 * POST /api/template_documents; POST /api/register stored the request and lost its audit line. A NUL did the
 * same. Both are refused at the edge with a French 400 naming the field, and in a push for that mutation alone.
 */
let w: SyncWorld;
let societeId: string;
beforeAll(async () => {
  w = await openWorld();
  societeId = w.espace.societeId;
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const CUT = 'Texte invalide : caractère incomplet (emoji coupé ?) dans';
const NUL = 'Texte invalide : le caractère nul (U+0000) n’est pas accepté dans';

describe('a lone surrogate or a NUL in a push', () => {
  it('refuses that mutation alone, naming the field, and applies the ones after it', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const clientId = uuid();
    const cut = mutation(clientId, 'location.create', { id: uuid(), emplacementId: emp.id, type: 'Concession', typeConcession: 'Familiale', exclus: [{ nom: 'Le Gall \ud83c', prenom: 'Anne', dateDeNaissance: null }] });
    const nul = mutation(clientId, 'note.create', { id: uuid(), titre: 'Note\u0000' });
    const fine = mutation(clientId, 'note.create', { id: uuid(), titre: 'Fleurs 🌷' });
    const { status, body } = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [cut, nul, fine] });
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { id: cut.id, status: 'rejected', error: `${CUT} « exclus[0].nom ».` },
      { id: nul.id, status: 'rejected', error: `${NUL} « titre ».` },
      { id: fine.id, status: 'applied' },
    ]);
    // Sent again (the device had not heard the answer): the same refusals, nothing stuck.
    const again = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [cut, nul, fine] });
    expect(again.body.results.map((r) => [r.status, r.original])).toEqual([['duplicate', 'rejected'], ['duplicate', 'rejected'], ['duplicate', 'applied']]);
  });

  it('refuses a mutation whose base is nested a thousand levels deep, and applies the next', async () => {
    const clientId = uuid();
    let deep: unknown = 'x';
    for (let i = 0; i < 1000; i++) deep = [deep];
    const odd = mutation(clientId, 'note.create', { id: uuid(), titre: 'a' }, { titre: deep });
    const fine = mutation(clientId, 'note.create', { id: uuid(), titre: 'b' });
    const { status, body } = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [odd, fine] });
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({ status: 'rejected', error: expect.stringMatching(/^Données invalides : plus de 64 niveaux imbriqués dans « titre\[0\]/) });
    expect(body.results[1]?.status).toBe('applied');
  });
});

describe('a lone surrogate or a NUL anywhere a request carries text', () => {
  it('PUT /api/societes/{id}: 400 naming the field, nothing changed', async () => {
    const before = (await w.db.select().from(societes).where(eq(societes.id, societeId)))[0];
    const commune = await w.app.inject({ method: 'PUT', url: `/api/societes/${societeId}`, headers: bearer(w.admin.token), payload: { commune: 'Brest \ud83c' } });
    const maire = await w.app.inject({ method: 'PUT', url: `/api/societes/${societeId}`, headers: bearer(w.admin.token), payload: { maire: { civilite: 'H', nom: 'Le\u0000Gall', prenom: 'Yann' } } });
    expect([commune.statusCode, commune.json().message]).toEqual([400, `${CUT} « commune ».`]);
    expect([maire.statusCode, maire.json().message]).toEqual([400, `${NUL} « maire.nom ».`]);
    expect((await w.db.select().from(societes).where(eq(societes.id, societeId)))[0]).toEqual(before);
  });

  it('POST /api/template_documents: 400 naming the field, no template stored', async () => {
    const { id: _id, parDefaut: _p, updatedAt: _u, ...letter } = DEFAULT_TEMPLATES.find((t) => t.slug === 'lettre-renouvellement')!;
    const [{ value: stored = 0 } = { value: 0 }] = await w.db.select({ value: count() }).from(templateDocuments);
    const res = await w.app.inject({ method: 'POST', url: `/api/template_documents?espace=${w.espace.id}`, headers: bearer(w.admin.token), payload: { ...letter, slug: 'lettre-coupee', content: { pdf: '<p>Bonjour \udf37</p>' } } });
    expect([res.statusCode, res.json().message]).toEqual([400, `${CUT} « content.pdf ».`]);
    expect((await w.db.select({ value: count() }).from(templateDocuments))[0]?.value).toBe(stored);
  });

  it('POST /api/register: refused whole, so no request is ever kept without its audit line', async () => {
    const counts = async () => ({
      requests: (await w.db.select({ value: count() }).from(accountRequests))[0]?.value,
      audits: (await w.db.select({ value: count() }).from(auditLog).where(eq(auditLog.event, 'account_requested')))[0]?.value,
    });
    const before = await counts();
    const res = await w.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'coupe@mairie.fr', nom: 'Durand', prenom: 'Lise', commune: 'Plougastel \ud83c' } });
    expect([res.statusCode, res.json().message]).toEqual([400, `${CUT} « commune ».`]);
    expect(await counts()).toEqual(before);
    const fine = await w.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'entier@mairie.fr', nom: 'Durand', prenom: 'Lise', commune: 'Plougastel 🌷' } });
    expect(fine.statusCode).toBe(201);
    expect(await counts()).toEqual({ requests: (before.requests ?? 0) + 1, audits: (before.audits ?? 0) + 1 });
  });

  it('a body, a query, a path or the impersonation header: 400 in French', async () => {
    const login = await w.app.inject({ method: 'POST', url: '/api/login_check', payload: { username: '\u0000a', password: 'a' } });
    const query = await w.app.inject({ method: 'GET', url: `/api/account-requests?status=%00`, headers: bearer(w.admin.token) });
    const path = await w.app.inject({ method: 'PUT', url: `/api/users/%00`, headers: bearer(w.admin.token), payload: { firstConnection: true } });
    const header = await w.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: { ...bearer(w.admin.token), 'x-switch-user': 'a\u0000b' } });
    const cutLogin = await w.app.inject({ method: 'POST', url: '/api/login_check', payload: { username: 'a\udf37', password: 'a' } });
    expect([login, query, path, header, cutLogin].map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, `${NUL} « username ».`],
      [400, `${NUL} « status ».`],
      [400, `${NUL} « id ».`],
      [400, `${NUL} « x-switch-user ».`],
      [400, `${CUT} « username ».`],
    ]);
  });

  it('a body nested deeper than 64 levels: 400 in French, never a stack overflow', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const res = await w.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload: `{"email":"a@b.fr","nom":${deep}}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Données invalides : plus de 64 niveaux imbriqués dans « nom\[0\]/);
  });
});
