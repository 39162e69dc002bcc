import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_ADMIN_ONLY, MSG_READ_ONLY } from '../../src/domain/mutations/decide';
import { appliedMutations, clientSeqs, espaces, history, locations } from '../../server/db/schema';
import { mutation, openWorld, pull, push, resetSeqs, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});
beforeEach(() => resetSeqs());

async function changeSeq(espaceId: string): Promise<number> {
  const [row] = await w.db.select({ changeSeq: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espaceId));
  return row?.changeSeq ?? -1;
}

async function locationRow(id: string) {
  const [row] = await w.db.select().from(locations).where(eq(locations.id, id));
  return row;
}

describe('POST /api/sync/push', () => {
  it('applies a mutation: new version, seq from the cemetery counter, updatedAt, history with the old row', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { etatAbandon: 2 });
    const clientId = uuid();
    const before = await changeSeq(w.espace.id);
    const m = mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 5 }, { etatAbandon: 2 });
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ id: m.id, status: 'applied' }]);
    expect(res.body.cursor).toBe(before + 1);

    const row = await locationRow(loc.id);
    expect(row?.etatAbandon).toBe(5);
    expect(row?.version).toBe(2);
    expect(row?.seq).toBe(before + 1);

    const entries = await w.db.select().from(history).where(eq(history.rowId, loc.id));
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    expect(entry?.tableName).toBe('locations');
    expect(entry?.mutationId).toBe(m.id);
    expect(entry?.userId).toBe(w.writer.id);
    expect(entry?.actorId).toBe(w.writer.id);
    expect((entry?.oldRow as { etatAbandon: number; version: number }).etatAbandon).toBe(2);
    expect((entry?.oldRow as { etatAbandon: number; version: number }).version).toBe(1);

    const [seqRow] = await w.db.select().from(clientSeqs).where(and(eq(clientSeqs.clientId, clientId), eq(clientSeqs.espaceId, w.espace.id)));
    expect(seqRow?.lastSeq).toBe(1);
  });

  it('answers a replay with duplicate and changes nothing, even for a new request carrying old and new ids', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, emp.id);
    const clientId = uuid();
    const m1 = mutation(clientId, 'location.setFacture', { id: loc.id, facture: 'réglée' }, { facture: null });
    const first = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m1] });
    expect(first.body.results[0]?.status).toBe('applied');
    const after = await locationRow(loc.id);
    const counter = await changeSeq(w.espace.id);

    const replay = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m1] });
    expect(replay.status).toBe(200);
    expect(replay.body.results).toEqual([{ id: m1.id, status: 'duplicate', original: 'applied' }]);
    expect(await locationRow(loc.id)).toEqual(after);
    expect(await changeSeq(w.espace.id)).toBe(counter);

    // The lost-response case: the device sends the old one again with the next one.
    const m2 = mutation(clientId, 'location.setFacture', { id: loc.id, facture: 'non réglée' }, { facture: 'réglée' });
    const both = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m1, m2] });
    expect(both.body.results.map((r) => r.status)).toEqual(['duplicate', 'applied']);
    expect((await locationRow(loc.id))?.facture).toBe('non réglée');
    const recorded = await w.db.select().from(appliedMutations).where(eq(appliedMutations.id, m1.id));
    expect(recorded).toHaveLength(1);
  });

  it('refuses a sequence gap with 409 and no side effect at all', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { etatAbandon: 1 });
    const clientId = uuid();
    const m1 = mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 3 }, { etatAbandon: 1 });
    const m2 = mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 4 }, { etatAbandon: 3 });
    const m3 = mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 6 }, { etatAbandon: 4 });
    const counter = await changeSeq(w.espace.id);
    // m1 then m3: m2 is missing; m1 must not be applied either.
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m1, m3] });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/manquent/);
    expect(res.body.details).toMatchObject({ lastSeq: 0, expected: 2, received: 3 });
    expect((await locationRow(loc.id))?.etatAbandon).toBe(1);
    expect(await changeSeq(w.espace.id)).toBe(counter);
    expect(await w.db.select().from(appliedMutations).where(eq(appliedMutations.id, m1.id))).toHaveLength(0);
    const seqRows = await w.db.select().from(clientSeqs).where(eq(clientSeqs.clientId, clientId));
    expect(seqRows.every((r) => r.lastSeq === 0)).toBe(true);

    // Sent in order, all three apply.
    const ok = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m1, m2, m3] });
    expect(ok.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect((await locationRow(loc.id))?.etatAbandon).toBe(6);

    // A gap at the start of a later push is refused too.
    const m5 = { ...mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 2 }), seq: 5 };
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m5] })).status).toBe(409);
  });

  it('conflicts on the same field, with the current row; different fields both apply', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id, { notes: null, surface: 2 });
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { etatAbandon: 2 });
    const tabletA = uuid();
    const tabletB = uuid();
    const a = mutation(tabletA, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 5 }, { etatAbandon: 2 });
    const b = mutation(tabletB, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 3 }, { etatAbandon: 2 });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId: tabletA, mutations: [a] })).body.results[0]?.status).toBe('applied');
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId: tabletB, mutations: [b] });
    const result = res.body.results[0];
    expect(result?.status).toBe('conflict');
    expect(result?.error).toMatch(/modifiée/);
    expect(result?.current).toMatchObject({ id: loc.id, etatAbandon: 5, version: 2 });
    expect((await locationRow(loc.id))?.etatAbandon).toBe(5);

    // Same value already there: applies (nothing to change).
    const same = mutation(tabletB, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 5 }, { etatAbandon: 2 });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId: tabletB, mutations: [same] })).body.results[0]?.status).toBe('applied');

    // Two tablets, two fields of one plot.
    const notes = mutation(tabletA, 'emplacement.update', { id: emp.id, notes: 'Tombe fleurie' }, { notes: null });
    const surface = mutation(tabletB, 'emplacement.update', { id: emp.id, surface: 3.456 }, { surface: 2 });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId: tabletA, mutations: [notes] })).body.results[0]?.status).toBe('applied');
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId: tabletB, mutations: [surface] })).body.results[0]?.status).toBe('applied');
    const pulled = await pull(w.app, w.writer.token, w.espace.id, 0, 5000);
    const plot = pulled.body.changes.emplacements?.find((r) => r.id === emp.id);
    expect(plot).toMatchObject({ notes: 'Tombe fleurie', surface: 3.46, version: 3 });
  });

  it('rejects a broken rule with a French message, records it, and a replay gives the same answer', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const occupantId = uuid();
    const clientId = uuid();
    const noLocation = mutation(clientId, 'occupant.create', { id: occupantId, emplacementId: emp.id, nom: 'Martin' });
    const badArgs = mutation(clientId, 'location.setEtatAbandon', { id: uuid(), etatAbandon: 9 });
    const unknown = mutation(clientId, 'location.explode', { id: uuid() });
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [noLocation, badArgs, unknown] });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(res.body.results[0]?.error).toBe("Cet emplacement n'a pas de concession en cours : attribuez-le d'abord.");
    expect(res.body.results[1]?.error).toMatch(/L'état d'abandon doit être un nombre de 1 à 6/);
    expect(res.body.results[2]?.error).toMatch(/inconnue/);
    const replay = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [noLocation] });
    expect(replay.body.results[0]).toMatchObject({ status: 'duplicate', original: 'rejected', error: res.body.results[0]?.error });
    // Final answers advance the device's seq: the next one follows.
    const next = mutation(clientId, 'note.create', { id: uuid(), titre: 'Après' });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [next] })).body.results[0]?.status).toBe('applied');
  });

  it('refuses a cemetery the caller may not see with 404, whatever the body', async () => {
    const clientId = uuid();
    const m = mutation(clientId, 'note.create', { id: uuid(), titre: 'Intrus' });
    const foreign = await push(w.app, w.stranger.token, { espaceId: w.espace.id, clientId, mutations: [m] });
    expect(foreign.status).toBe(404);
    const unknown = await push(w.app, w.writer.token, { espaceId: uuid(), clientId, mutations: [m] });
    expect(unknown.status).toBe(404);
    expect(await w.db.select().from(appliedMutations).where(eq(appliedMutations.id, m.id))).toHaveLength(0);
  });

  it('treats a row of another cemetery as absent, and never reveals it', async () => {
    const emp = await seedEmplacement(w.db, w.otherEspace.id);
    const loc = await seedLocation(w.db, w.otherEspace.id, emp.id, { etatAbandon: 1 });
    const clientId = uuid();
    const m = mutation(clientId, 'location.setEtatAbandon', { id: loc.id, etatAbandon: 6 }, { etatAbandon: 4 });
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m] });
    expect(res.body.results[0]).toEqual({ id: m.id, status: 'rejected', error: 'Concession introuvable.' });
    expect((await locationRow(loc.id))?.etatAbandon).toBe(1);
    // Creating a row here with the id of a row of the same table there is refused, without a word about it.
    const theirs = await seedRow(w.db, 'notes', w.otherEspace.id, { titre: 'Secret', date: '2026-01-01', etat: 1 });
    const steal = mutation(clientId, 'note.create', { id: theirs.id, titre: 'Même id' });
    const clash = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [steal] });
    expect(clash.body.results[0]).toEqual({ id: steal.id, status: 'rejected', error: 'Identifiant déjà utilisé.' });
  });

  it('answers every mutation of a read-only user (ROLE_USER) with rejected and its reason', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { facture: null });
    const clientId = uuid();
    const m1 = mutation(clientId, 'location.setFacture', { id: loc.id, facture: 'réglée' });
    const m2 = mutation(clientId, 'note.create', { id: uuid(), titre: 'Lecture seule' });
    const res = await push(w.app, w.reader.token, { espaceId: w.espace.id, clientId, mutations: [m1, m2] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: m1.id, status: 'rejected', error: MSG_READ_ONLY },
      { id: m2.id, status: 'rejected', error: MSG_READ_ONLY },
    ]);
    expect((await locationRow(loc.id))?.facture).toBeNull();
  });

  it('writes the cemetery row itself (admin only) without touching its counter, and pulls it', async () => {
    const clientId = uuid();
    const { body: before } = await pull(w.app, w.admin.token, w.espace.id, 0, 5000);
    const points = [
      { px: [0, 0], lonLat: [4.35, 43.83] },
      { px: [100, 0], lonLat: [4.36, 43.83] },
      { px: [0, 100], lonLat: [4.35, 43.82] },
    ];
    const denied = mutation(clientId, 'espace.setControlPoints', { id: w.espace.id, controlPoints: points }, { controlPoints: null });
    const byClerk = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [denied] });
    expect(byClerk.body.results[0]).toMatchObject({ status: 'rejected', error: MSG_ADMIN_ONLY });
    // The administrator's own chain: a chain is its author's (issue 27).
    const adminChain = uuid();
    const m = mutation(adminChain, 'espace.setControlPoints', { id: w.espace.id, controlPoints: points }, { controlPoints: null });
    const res = await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId: adminChain, mutations: [m] });
    expect(res.body.results[0]?.status).toBe('applied');
    const [row] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
    expect(row?.seq).toBe(row?.changeSeq);
    expect(row?.changeSeq).toBe(res.body.cursor);
    const { body } = await pull(w.app, w.reader.token, w.espace.id, before.cursor);
    expect(body.changes.espaces?.[0]).toMatchObject({ id: w.espace.id, controlPoints: points, seq: res.body.cursor });
    // Another cemetery's row is out of reach even for its id.
    const foreign = mutation(adminChain, 'espace.setControlPoints', { id: w.otherEspace.id, controlPoints: null });
    expect((await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId: adminChain, mutations: [foreign] })).body.results[0]?.status).toBe('rejected');
  });

  it('validates the envelope: malformed bodies are 400, more than 500 mutations too', async () => {
    const clientId = uuid();
    const bad = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [{ id: 'x' }] });
    expect(bad.status).toBe(400);
    const many = Array.from({ length: 501 }, () => mutation(clientId, 'note.create', { id: uuid(), titre: 't' }));
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: many })).status).toBe(400);
    const anonymous = await w.app.inject({ method: 'POST', url: '/api/sync/push', payload: { espaceId: w.espace.id, clientId, mutations: [] } });
    expect(anonymous.statusCode).toBe(401);
  });
});
