import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/domain/mutations/types';
import { mutation, openWorld, pull, pullAll, push, seedEmplacement, uuid, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

/**
 * THE race of DESIGN §4: many devices push to one cemetery at once while another device keeps pulling
 * with its cursor. If seq were not handed out in commit order, a transaction holding seq n could commit
 * after one holding n + 1 had been pulled, and the puller would step over row n forever. On PostgreSQL
 * (TEST_DATABASE_URL) the pushes really run concurrently, up to the pool size; on PGlite they queue.
 */
describe('concurrent pushes and a puller', () => {
  it('the puller ends with every row at its last version, none skipped', async () => {
    const plots = await Promise.all(Array.from({ length: 6 }, () => seedEmplacement(w.db, w.espace.id, { notes: null })));
    const clients = Array.from({ length: 8 }, () => uuid());
    const seen = new Map<string, Row>();
    let cursor = 0;
    let pushing = true;
    let pulls = 0;
    const lastNotes = new Map<string, string | null>();

    const absorb = (changes: Partial<Record<string, Row[]>>) => {
      for (const [table, rows] of Object.entries(changes)) {
        for (const r of rows ?? []) {
          const key = `${table}/${r.id}`;
          const had = seen.get(key);
          // Rows arrive in seq order: a version never goes back.
          if (had) expect(r.seq).toBeGreaterThan(had.seq);
          seen.set(key, r);
        }
      }
    };

    const puller = (async () => {
      while (pushing) {
        const { status, body } = await pull(w.app, w.reader.token, w.espace.id, cursor, 5);
        expect(status).toBe(200);
        absorb(body.changes);
        cursor = body.cursor;
        pulls += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const pushers = clients.map(async (clientId, c) => {
      for (let round = 0; round < 4; round += 1) {
        const plot = plots[(c + round) % plots.length] as Row;
        const batch = [
          mutation(clientId, 'note.create', { id: uuid(), titre: `Client ${c} tour ${round}` }),
          // Shared plots: an edit applies or, when another device changed the notes first, conflicts.
          mutation(clientId, 'emplacement.update', { id: plot.id, notes: `client ${c} tour ${round}` }, { notes: lastNotes.get(plot.id) ?? null }),
          mutation(clientId, 'contact.create', { id: uuid(), nom: `Contact ${c}-${round}` }),
        ];
        const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: batch });
        expect(res.status).toBe(200);
        const [created, edited, contact] = res.body.results;
        expect([created?.status, contact?.status]).toEqual(['applied', 'applied']);
        expect(['applied', 'conflict']).toContain(edited?.status);
        if (edited?.status === 'applied') lastNotes.set(plot.id, `client ${c} tour ${round}`);
        else lastNotes.set(plot.id, (edited?.current?.notes as string | null | undefined) ?? null);
      }
    });
    try {
      await Promise.all(pushers);
    } finally {
      pushing = false;
      await puller;
    }

    // Catch up after the last push, from the puller's own cursor.
    const rest = await pullAll(w.app, w.reader.token, w.espace.id, cursor, 5);
    for (const [key, r] of rest.rows) {
      const had = seen.get(key);
      if (had) expect(r.seq).toBeGreaterThan(had.seq);
      seen.set(key, r);
    }

    const truth = await pullAll(w.app, w.reader.token, w.espace.id, 0, 5000);
    expect(pulls).toBeGreaterThan(0);
    expect(seen.size).toBe(truth.rows.size);
    for (const [key, r] of truth.rows) {
      expect(seen.get(key), key).toEqual(r);
    }
    // 8 clients × 4 rounds: 32 notes, 32 contacts; every seq of the cemetery is unique.
    const notes = [...truth.rows.keys()].filter((k) => k.startsWith('notes/'));
    expect(notes).toHaveLength(32);
    const seqs = [...truth.rows.values()].map((r) => r.seq).filter((s) => s > 0);
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});
