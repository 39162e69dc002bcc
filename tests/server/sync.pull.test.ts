import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { contacts, emplacements, espaces } from '../../server/db/schema';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, pull, pullAll, push, resetSeqs, seedEmplacement, seedLocation, uuid, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});
beforeEach(() => resetSeqs());

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /api/sync/pull', () => {
  it('bootstraps from cursor 0 with the cemetery row and contract-shaped rows', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id, { surface: 2.5, preReservation: true });
    await seedLocation(w.db, w.espace.id, emp.id, { dateDebut: '1990-06-15', prix: 120.5, exclus: [{ nom: 'A', prenom: 'B', dateDeNaissance: null }] });
    const { status, body } = await pull(w.app, w.reader.token, w.espace.id);
    expect(status).toBe(200);
    const espace = body.changes.espaces?.[0];
    expect(espace).toMatchObject({ id: w.espace.id, nom: w.espace.nom });
    expect(espace).not.toHaveProperty('changeSeq');
    const plot = body.changes.emplacements?.find((r) => r.id === emp.id);
    expect(plot).toMatchObject({ surface: 2.5, preReservation: true, espaceId: w.espace.id, version: 1, deletedAt: null });
    expect(plot?.updatedAt).toMatch(ISO_INSTANT);
    const loc = body.changes.locations?.find((r) => r.emplacementId === emp.id);
    expect(loc).toMatchObject({ dateDebut: '1990-06-15', prix: 120.5, exclus: [{ nom: 'A', prenom: 'B', dateDeNaissance: null }] });
    expect(body.hasMore).toBe(false);
    expect(body.cursor).toBeGreaterThanOrEqual(2);
  });

  it('pulls tombstones', async () => {
    const clientId = uuid();
    const noteId = uuid();
    await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'note.create', { id: noteId, titre: 'À effacer' })] });
    const { cursor } = await pullAll(w.app, w.writer.token, w.espace.id);
    const del = mutation(clientId, 'note.delete', { id: noteId });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [del] })).body.results[0]?.status).toBe('applied');
    const { body } = await pull(w.app, w.writer.token, w.espace.id, cursor);
    const tomb = body.changes.notes?.find((r) => r.id === noteId);
    expect(tomb?.deletedAt).toMatch(ISO_INSTANT);
    expect(tomb?.version).toBe(2);
    expect(body.cursor).toBe(tomb?.seq);
  });

  it('pages in seq order and never skips or repeats a row', async () => {
    const clientId = uuid();
    const batch = [];
    for (let i = 0; i < 40; i += 1) {
      batch.push(mutation(clientId, 'note.create', { id: uuid(), titre: `Note ${i}` }));
      if (i % 3 === 0) batch.push(mutation(clientId, 'contact.create', { id: uuid(), nom: `Contact ${i}` }));
    }
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: batch });
    expect(res.body.results.every((r) => r.status === 'applied')).toBe(true);

    const full = await pullAll(w.app, w.writer.token, w.espace.id, 0, 5000);
    const seen: string[] = [];
    let cursor = 0;
    let lastSeq = -1;
    for (let page = 0; page < 100; page += 1) {
      const { body } = await pull(w.app, w.writer.token, w.espace.id, cursor, 7);
      const rows = Object.entries(body.changes).flatMap(([table, list]) => (list ?? []).map((r) => ({ table, r })));
      const ordered = rows.filter((x) => x.r.seq > 0).map((x) => x.r.seq);
      expect([...ordered].sort((a, b) => a - b)[0] ?? Infinity).toBeGreaterThan(lastSeq);
      lastSeq = Math.max(lastSeq, ...ordered);
      for (const { table, r } of rows) seen.push(`${table}/${r.id}`);
      expect(body.cursor).toBeGreaterThanOrEqual(cursor);
      cursor = body.cursor;
      if (!body.hasMore) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(full.rows.keys()));
  });

  it('keeps rows sharing one seq in one page, even past the limit, then goes on after them', async () => {
    const { cursor: before } = await pullAll(w.app, w.writer.token, w.espace.id);
    // Imported data may share a seq (rows written outside the executor): three plots and two contacts here.
    const [counter] = await w.db
      .update(espaces)
      .set({ changeSeq: sql`${espaces.changeSeq} + 1` })
      .where(eq(espaces.id, w.espace.id))
      .returning({ seq: espaces.changeSeq });
    const tied = counter?.seq ?? 0;
    const plots = Array.from({ length: 3 }, (_, i) => ({ id: uuid(), espaceId: w.espace.id, seq: tied, carre: 'T', allee: '1', numero: String(i) }));
    const people = Array.from({ length: 2 }, (_, i) => ({ id: uuid(), espaceId: w.espace.id, seq: tied, nom: `Égal ${i}` }));
    await w.db.insert(emplacements).values(plots);
    await w.db.insert(contacts).values(people);
    const after = await seedEmplacement(w.db, w.espace.id);

    const first = await pull(w.app, w.writer.token, w.espace.id, before, 2);
    const ids = (table: string, body: { changes: Record<string, Array<{ id: string }> | undefined> }) => (body.changes[table] ?? []).map((r) => r.id).sort();
    expect(ids('emplacements', first.body)).toEqual(plots.map((p) => p.id).sort());
    expect(ids('contacts', first.body)).toEqual(people.map((p) => p.id).sort());
    expect(first.body.cursor).toBe(tied);
    expect(first.body.hasMore).toBe(true);

    const second = await pull(w.app, w.writer.token, w.espace.id, first.body.cursor, 2);
    expect(second.body.changes).toEqual({ emplacements: [expect.objectContaining({ id: after.id, seq: after.seq })] });
    expect(second.body).toMatchObject({ cursor: after.seq, hasMore: false });
  });

  it('returns nothing new past the end, keeping the cursor', async () => {
    const { cursor } = await pullAll(w.app, w.writer.token, w.espace.id);
    const { body } = await pull(w.app, w.writer.token, w.espace.id, cursor);
    expect(body).toEqual({ changes: {}, cursor, hasMore: false });
  });

  it('is scoped: another municipality gets 404, a bad query 400, no token 401', async () => {
    expect((await pull(w.app, w.stranger.token, w.espace.id)).status).toBe(404);
    expect((await pull(w.app, w.writer.token, uuid())).status).toBe(404);
    expect((await pull(w.app, w.writer.token, w.espace.id, 0, 5001)).status).toBe(400);
    expect((await pull(w.app, w.writer.token, w.espace.id, -1)).status).toBe(400);
    const anonymous = await w.app.inject({ method: 'GET', url: `/api/sync/pull?espace=${w.espace.id}` });
    expect(anonymous.statusCode).toBe(401);
    // The other municipality's rows never appear in this cemetery's pull.
    const foreign = await seedEmplacement(w.db, w.otherEspace.id);
    const mine = await pullAll(w.app, w.writer.token, w.espace.id);
    expect([...mine.rows.keys()]).not.toContain(`emplacements/${foreign.id}`);
  });

  it('answers 400 in French, not 500, to a cursor beyond the seq column (int4: 2^31 and more)', async () => {
    for (const cursor of [2 ** 31, 2 ** 31 + 1, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
      const { status, body } = await pull(w.app, w.writer.token, w.espace.id, cursor);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain('Curseur invalide.');
    }
    expect((await pull(w.app, w.writer.token, w.espace.id, 2 ** 31 - 1)).status).toBe(200);
  });

  it('is gzipped when the client accepts it', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: `/api/sync/pull?espace=${w.espace.id}&cursor=0`,
      headers: { ...bearer(w.writer.token), 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as { changes: Record<string, unknown[]> };
    expect(body.changes.espaces).toHaveLength(1);
  });
});
