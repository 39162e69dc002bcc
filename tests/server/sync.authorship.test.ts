import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, clientSeqs, history, locations } from '../../server/db/schema';
import { MSG_OTHER_AUTHOR, MSG_TAKEOVER_ADMIN_ONLY, MSG_UNKNOWN_AUTHOR } from '../../server/sync/authorship';
import { bearer, createUser, login } from '../helpers/fixtures';
import { mutation, openWorld, push, resetSeqs, seedEmplacement, seedLocation, uuid, type SyncWorld } from './syncKit';

/**
 * Issue 13: a push applies mutations under the caller's identity only. An envelope naming another author is
 * refused (403, nothing done) unless an administrator of the cemetery takes it over, which the audit trail
 * records as 'repris par X pour Y' with both ids.
 */
let w: SyncWorld;
let colleague: { id: string; username: string; token: string };
beforeAll(async () => {
  w = await openWorld();
  const row = await createUser(w.db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [w.espace.societeId] });
  colleague = { id: row.id, username: row.username, token: (await login(w.app, row.username)).token };
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});
beforeEach(() => resetSeqs());

async function location(etatAbandon = 2) {
  const emp = await seedEmplacement(w.db, w.espace.id);
  return seedLocation(w.db, w.espace.id, emp.id, { etatAbandon });
}

async function etatOf(id: string) {
  const [row] = await w.db.select({ etatAbandon: locations.etatAbandon, version: locations.version }).from(locations).where(eq(locations.id, id));
  return row;
}

async function historyOf(rowId: string) {
  const res = await w.app.inject({ method: 'GET', url: `/api/history?espace=${w.espace.id}&rowId=${rowId}`, headers: bearer(w.admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ entries: Array<{ mutationId: string; user: { id: string } | null; reprisePour: { id: string } | null }> }>().entries;
}

describe('who may send a mutation', () => {
  it("refuses a push carrying another user's change with 403 and no side effect", async () => {
    const loc = await location();
    const clientId = uuid();
    const mine = { ...mutation(clientId, 'location.setFacture', { id: loc.id, facture: 'réglée' }), author: w.writer.id };
    const theirs = { ...mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 5 }, { etatAbandon: 2 }), author: colleague.id };
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mine, theirs] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG_OTHER_AUTHOR);
    expect(await etatOf(loc.id)).toEqual({ etatAbandon: 2, version: 1 });
    expect(await w.db.select().from(clientSeqs).where(eq(clientSeqs.clientId, clientId))).toEqual([]);
    expect(await w.db.select().from(history).where(eq(history.rowId, loc.id))).toEqual([]);
  });

  it('refuses a take-over by a user who is not an administrator, changing nothing', async () => {
    const loc = await location();
    const clientId = uuid();
    const m = { ...mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 5 }, { etatAbandon: 2 }), author: colleague.id, takeOver: true };
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG_TAKEOVER_ADMIN_ONLY);
    expect(await etatOf(loc.id)).toEqual({ etatAbandon: 2, version: 1 });
  });

  it("refuses a take-over of someone who is not a user of this cemetery", async () => {
    const loc = await location();
    const clientId = uuid();
    const m = { ...mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 5 }, { etatAbandon: 2 }), author: w.stranger.id, takeOver: true };
    const res = await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId, mutations: [m] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG_UNKNOWN_AUTHOR);
    expect(await etatOf(loc.id)).toEqual({ etatAbandon: 2, version: 1 });
  });

  it('attributes each change to its author in the history, whoever pushed first on the device', async () => {
    const loc = await location();
    // One tablet, two chains: the colleague's change is held while the writer's goes, then the colleague's.
    const writerChain = uuid();
    const colleagueChain = uuid();
    const byColleague = { ...mutation(colleagueChain, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 4 }, { etatAbandon: 2 }), author: colleague.id };
    const byWriter = { ...mutation(writerChain, 'location.setFacture', { id: loc.id, facture: 'réglée' }, { facture: null }), author: w.writer.id };
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId: writerChain, mutations: [byWriter] })).body.results).toEqual([{ id: byWriter.id, status: 'applied' }]);
    expect((await push(w.app, colleague.token, { espaceId: w.espace.id, clientId: colleagueChain, mutations: [byColleague] })).body.results).toEqual([{ id: byColleague.id, status: 'applied' }]);
    const entries = await historyOf(loc.id);
    expect(entries.map((e) => [e.mutationId, e.user?.id, e.reprisePour])).toEqual([
      [byColleague.id, colleague.id, null],
      [byWriter.id, w.writer.id, null],
    ]);
  });

  it("applies an administrator's take-over in their name and records 'repris par X pour Y' with both ids", async () => {
    const loc = await location();
    const clientId = uuid();
    const m = { ...mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 6 }, { etatAbandon: 2 }), author: colleague.id, takeOver: true };
    const res = await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId, mutations: [m] });
    expect(res.body.results).toEqual([{ id: m.id, status: 'applied' }]);
    expect((await etatOf(loc.id))?.etatAbandon).toBe(6);
    const [entry] = await historyOf(loc.id);
    expect(entry).toMatchObject({ mutationId: m.id, user: { id: w.admin.id }, reprisePour: { id: colleague.id, username: colleague.username } });
    const audit = await w.db.select().from(auditLog).where(and(eq(auditLog.event, 'changes_taken_over'), eq(auditLog.userId, w.admin.id)));
    expect(audit.map((a) => a.detail)).toContainEqual(expect.objectContaining({ reprisesPar: w.admin.id, pour: colleague.id, espaceId: w.espace.id, mutations: [m.id] }));
    expect(audit.map((a) => (a.detail as { message: string }).message).some((text) => text.startsWith('Modifications reprises par ') && text.endsWith(` pour ${colleague.username}`))).toBe(true);
    // A replay is a duplicate and records no second take-over.
    expect((await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId, mutations: [m] })).body.results[0]?.status).toBe('duplicate');
    expect((await w.db.select().from(auditLog).where(eq(auditLog.event, 'changes_taken_over'))).filter((a) => (a.detail as { mutations: string[] }).mutations.includes(m.id))).toHaveLength(1);
  });

  it('lists, on a gap, the ids of the push the server already has', async () => {
    const loc = await location();
    const clientId = uuid();
    const first = mutation(clientId, 'location.setFacture', { id: loc.id, facture: 'réglée' }, { facture: null });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [first] })).status).toBe(200);
    const later = { ...mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 3 }, { etatAbandon: 2 }), seq: 5 };
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [{ ...first, seq: 4 }, later] });
    expect(res.status).toBe(409);
    expect(res.body.details).toMatchObject({ lastSeq: 1, expected: 2, received: 5, known: [first.id] });
  });

  it('keeps the history route to administrators of the cemetery', async () => {
    const loc = await location();
    const asWriter = await w.app.inject({ method: 'GET', url: `/api/history?espace=${w.espace.id}&rowId=${loc.id}`, headers: bearer(w.writer.token) });
    expect(asWriter.statusCode).toBe(403);
    const foreign = await w.app.inject({ method: 'GET', url: `/api/history?espace=${w.espace.id}&rowId=${loc.id}`, headers: bearer(w.stranger.token) });
    expect(foreign.statusCode).toBe(404);
    const malformed = await w.app.inject({ method: 'GET', url: `/api/history?espace=nope&rowId=${loc.id}`, headers: bearer(w.admin.token) });
    expect(malformed.statusCode).toBe(400);
  });
});
