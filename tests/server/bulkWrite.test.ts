import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_ID_TAKEN } from '../../server/commands/apply';
import { runBulk, type BulkOptions } from '../../server/commands/bulk';
import { contacts, espaces, history, locations } from '../../server/db/schema';
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
