import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { locations, occupants } from '../../server/db/schema';
import { msgConcessionPleine } from '../../src/domain/rules/burialCapacity';
import { mutation, openWorld, push, resetSeqs, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * Issue 28, 'A full concession takes another coffin without a word': the push applies the capacity rule of
 * src/domain/rules/burialCapacity.ts as the device does. A fourth deceased in a concession 'Capacité 3 (pleine)'
 * is refused in French without the confirmation and its reason; with them it is recorded, and so is the reason.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});
beforeEach(() => resetSeqs());

describe('capacity of a concession through the push (issue 28)', () => {
  it('refuses a burial beyond capacity without confirmation, accepts it with one and keeps the reason', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, plot.id, { nbPlaces: 3, dateFin: '2023-03-01', duree: 30 });
    for (const nom of ['Un', 'Deux', 'Trois']) await seedRow(w.db, 'occupants', w.espace.id, { emplacementId: plot.id, locationId: loc.id, nom, etat: 'present' });
    const clientId = uuid();
    const refused = uuid();
    const first = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'occupant.create', { id: refused, emplacementId: plot.id, nom: 'Quatre' })] });
    expect(first.body.results[0]).toMatchObject({ status: 'rejected', error: msgConcessionPleine(3, 3) });
    expect(await w.db.select().from(occupants).where(eq(occupants.id, refused))).toEqual([]);

    const accepted = uuid();
    const motif = 'Urne du conjoint, accord écrit de la famille';
    const second = await push(w.app, w.writer.token, {
      espaceId: w.espace.id, clientId,
      mutations: [mutation(clientId, 'occupant.create', { id: accepted, emplacementId: plot.id, nom: 'Quatre', depassementCapacite: { confirme: true, motif } })],
    });
    expect(second.body.results[0]?.status).toBe('applied');
    const [stored] = await w.db.select({ champsSupp: locations.champsSupp }).from(locations).where(eq(locations.id, loc.id));
    expect((stored?.champsSupp as Record<string, unknown>).depassementsCapacite).toMatchObject([{ occupantId: accepted, motif, capacite: 3, presents: 3 }]);
  });
});
