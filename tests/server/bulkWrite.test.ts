import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_ID_TAKEN } from '../../server/commands/apply';
import { runBulk, type BulkOptions } from '../../server/commands/bulk';
import { StagedWrite } from '../../server/db/stagedWrite';
import { contacts, emplacements, espaces, history, locations } from '../../server/db/schema';
import { openWorld, seedEmplacement, seedLocation, seedRow, type SyncWorld } from './syncKit';

// The bulk path (server/commands/bulk.ts) decides thousands of mutations before writing; the rows it does not
// hold are assumed absent, then checked all at once: these pin that it decides as one push would.
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const auth = () => ({ user: { id: w.admin.id }, actor: { id: w.admin.id }, roles: ['ROLE_ADMIN'] });

/** A concession created with one holder, in a batch that loaded the holders first (as the register import does). */
function concessionWithHolder(emplacementId: string, holderId: string): BulkOptions {
  const envelope = {
    id: randomUUID(),
    name: 'location.create',
    args: { id: randomUUID(), emplacementId, type: 'Concession', contacts: [{ id: holderId, typeDeContact: 'Concessionnaire', nom: 'MARTIN', prenom: 'Jean' }] },
  };
  return {
    auth: auth(),
    espaceId: w.espace.id,
    nowMs: Date.now(),
    build: async (snapshot) => {
      await snapshot.liveRows('contacts');
      await snapshot.liveRows('locations');
      return [envelope];
    },
  };
}

const state = async () => ({
  locations: (await w.db.select({ id: locations.id }).from(locations).where(eq(locations.espaceId, w.espace.id))).length,
  contacts: (await w.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.espaceId, w.espace.id))).length,
  history: (await w.db.select({ id: history.id }).from(history).where(eq(history.espaceId, w.espace.id))).length,
  changeSeq: (await w.db.select({ s: espaces.changeSeq }).from(espaces).where(eq(espaces.id, w.espace.id)))[0]?.s,
});

describe('bulk writes: rows the batch does not hold', () => {
  it('refuses a holder whose id is another cemetery’s row, as a push does, and writes nothing', async () => {
    const theirPlot = await seedEmplacement(w.db, w.otherEspace.id);
    const theirs = await seedLocation(w.db, w.otherEspace.id, theirPlot.id);
    const theirHolder = await seedRow(w.db, 'contacts', w.otherEspace.id, { locationId: theirs.id, typeDeContact: 'Concessionnaire', nom: 'DURAND' });
    const plot = await seedEmplacement(w.db, w.espace.id);
    const before = await state();
    const outcome = await runBulk(w.db, concessionWithHolder(plot.id, theirHolder.id));
    expect(outcome).toMatchObject({ ok: false, result: { status: 'rejected', error: MSG_ID_TAKEN } });
    expect(await state()).toEqual(before);
  });

  it('creates the concession and its holder when the holder’s id is new', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const before = await state();
    const holderId = randomUUID();
    const outcome = await runBulk(w.db, concessionWithHolder(plot.id, holderId));
    expect(outcome).toMatchObject({ ok: true });
    const [holder] = await w.db.select().from(contacts).where(eq(contacts.id, holderId));
    expect(holder).toMatchObject({ espaceId: w.espace.id, nom: 'MARTIN', version: 1 });
    expect(await state()).toEqual({ locations: before.locations + 1, contacts: before.contacts + 1, history: before.history + 2, changeSeq: (before.changeSeq ?? 0) + 2 });
  });
});

describe('staged writes: values shared by every row', () => {
  it('writes the shared values into each row, and an update matches on them', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const inserts = new StagedWrite(w.db, 1);
    await inserts.stage(emplacements, 'insert', [{ id: a, numero: '1' }, { id: b, numero: '2' }], { espaceId: w.espace.id, carre: 'S', version: 1, seq: 0 });
    const updates = new StagedWrite(w.db);
    await updates.stage(emplacements, 'update', [{ id: a, numero: '7' }], { espaceId: w.espace.id, allee: 'B' });
    await w.db.transaction(async (tx) => {
      await inserts.apply(tx, emplacements, 'insert');
      await updates.apply(tx, emplacements, 'update', { match: ['id', 'espaceId'] });
      await inserts.discard(tx);
      await updates.discard(tx);
    });
    const rows = await w.db.select({ id: emplacements.id, espaceId: emplacements.espaceId, carre: emplacements.carre, allee: emplacements.allee, numero: emplacements.numero }).from(emplacements).where(inArray(emplacements.id, [a, b]));
    expect(rows.sort((x, y) => x.numero!.localeCompare(y.numero!))).toEqual([
      { id: b, espaceId: w.espace.id, carre: 'S', allee: null, numero: '2' },
      { id: a, espaceId: w.espace.id, carre: 'S', allee: 'B', numero: '7' },
    ]);
  });

  it('refuses a second call whose shared values differ', async () => {
    const write = new StagedWrite(w.db);
    await write.stage(emplacements, 'insert', [{ id: randomUUID() }], { espaceId: w.espace.id });
    await expect(write.stage(emplacements, 'insert', [{ id: randomUUID() }], { espaceId: w.otherEspace.id })).rejects.toThrow('Valeurs communes différentes');
    await write.discard();
  });
});
