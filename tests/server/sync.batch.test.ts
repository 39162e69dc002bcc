import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, espaces, history, travaux } from '../../server/db/schema';
import { TRAVAUX_TYPES } from '../../src/domain/constants/travaux';
import { MSG_LOCATION_ARCHIVED } from '../../src/domain/mutations/helpers';
import { mutation, openWorld, pullAll, push, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

/**
 * A push is one command batch (server/commands/batch.ts): seqs handed out in memory, rows flushed in
 * multi-row statements, history and answers inserted at the end. What a user relies on must not change:
 * a mutation sees what an earlier one of the same push wrote, and every write is its own version, seq and
 * history row.
 */
describe('one push, many mutations that depend on each other', () => {
  it('applies each on what the previous ones wrote, with its own seq, version and history row', async () => {
    const clientId = uuid();
    const plot = uuid();
    const contact = uuid();
    const work = uuid();
    const mutations = [
      mutation(clientId, 'emplacement.create', { id: plot, carre: 'B', allee: '2', numero: '7' }),
      // Reads the plot created just before (a works record needs a live plot).
      mutation(clientId, 'travaux.create', { id: work, emplacementId: plot, type: TRAVAUX_TYPES[0], description: 'Nettoyage', valide: true }),
      mutation(clientId, 'contact.create', { id: contact, nom: 'Durand' }),
      mutation(clientId, 'contact.update', { id: contact, prenom: 'Aline' }, { prenom: null }),
      // Base taken before the previous update: the same field changed in between is a conflict.
      mutation(clientId, 'contact.update', { id: contact, prenom: 'Alice' }, { prenom: null }),
      mutation(clientId, 'contact.update', { id: contact, telephone: '0102030405' }, { telephone: null }),
    ];
    const res = await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId, mutations });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'conflict', 'applied']);
    expect(res.body.results[4]?.current).toMatchObject({ id: contact, prenom: 'Aline', version: 2 });

    const [row] = await w.db.select().from(contacts).where(eq(contacts.id, contact));
    expect(row).toMatchObject({ nom: 'Durand', prenom: 'Aline', telephone: '0102030405', version: 3 });
    const [works] = await w.db.select().from(travaux).where(eq(travaux.id, work));
    expect(works).toMatchObject({ emplacementId: plot, description: 'Nettoyage', version: 1 });

    // One history row per write, in order: the creation (no old row), then each old version.
    const trail = await w.db
      .select()
      .from(history)
      .where(and(eq(history.espaceId, w.espace.id), eq(history.rowId, contact)))
      .orderBy(history.id);
    expect(trail.map((h) => (h.oldRow as { version?: number } | null)?.version ?? null)).toEqual([null, 1, 2]);

    // Seqs: one per write, all distinct, the cemetery's counter at the last one, which is the push's cursor.
    const [counter] = await w.db.select({ changeSeq: espaces.changeSeq }).from(espaces).where(eq(espaces.id, w.espace.id));
    expect(res.body.cursor).toBe(counter?.changeSeq);
    const pulled = await pullAll(w.app, w.reader.token, w.espace.id);
    const written = [...pulled.rows.values()].filter((r) => [plot, work, contact].includes(r.id));
    expect(written).toHaveLength(3);
    expect(Math.max(...written.map((r) => r.seq))).toBe(res.body.cursor);
    expect(pulled.rows.get(`contacts/${contact}`)).toMatchObject({ prenom: 'Aline', telephone: '0102030405', version: 3 });
  });

  it('answers a replay of the whole push with duplicates, each repeating its first answer', async () => {
    const clientId = uuid();
    const contact = uuid();
    const mutations = [
      mutation(clientId, 'contact.create', { id: contact, nom: 'Petit' }),
      mutation(clientId, 'contact.update', { id: contact, nom: 'Grand' }, { nom: 'Moyen' }),
    ];
    const first = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations });
    expect(first.body.results.map((r) => r.status)).toEqual(['applied', 'conflict']);
    const again = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations });
    expect(again.body.results.map((r) => [r.status, r.original])).toEqual([
      ['duplicate', 'applied'],
      ['duplicate', 'conflict'],
    ]);
    expect(again.body.cursor).toBe(first.body.cursor);
  });

  it("reads a deceased's concession as the push left it: archived before, archived earlier in the push, or live", async () => {
    const clientId = uuid();
    const plots = await Promise.all([0, 1, 2].map(() => seedEmplacement(w.db, w.espace.id)));
    const [before, during, live] = await Promise.all(plots.map((p, i) => seedLocation(w.db, w.espace.id, p.id, { isArchived: i === 0 })));
    const deceased = await Promise.all(
      [before, during, live].map((l, i) => seedRow(w.db, 'occupants', w.espace.id, { emplacementId: plots[i]!.id, locationId: l!.id, nom: `Défunt ${i}` })),
    );
    const mutations = [
      mutation(clientId, 'location.archive', { id: during!.id }, { isArchived: false, archivedAt: null }),
      ...deceased.map((d) => mutation(clientId, 'occupant.update', { id: d.id, lieuDeces: 'Rennes' }, { lieuDeces: null })),
    ];
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations });
    expect(res.body.results.map((r) => [r.status, r.error])).toEqual([
      ['applied', undefined],
      ['rejected', MSG_LOCATION_ARCHIVED],
      ['rejected', MSG_LOCATION_ARCHIVED],
      ['applied', undefined],
    ]);
  });
});
