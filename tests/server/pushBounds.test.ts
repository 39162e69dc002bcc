import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutation, openWorld, push, seedEmplacement, seedLocation, uuid, type SyncWorld } from './syncKit';

/**
 * Values the schemas let through but the columns cannot hold answered 500 and failed the whole push (found
 * by tests/server/routeFuzz.test.ts): a price beyond numeric(12,2), a date of year 0000 (PostgreSQL has no
 * year 0). Each is now one rejected mutation with a French reason, and nothing is written.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

describe('push of values beyond what the columns hold', () => {
  it.each([
    ['a price of 1e11', { prix: 1e11 }, 'Prix invalide.'],
    ['a price of 1e300', { prix: 1e300 }, 'Prix invalide.'],
    ['a date of year 0000', { dateDebut: '0000-01-01' }, 'Date invalide (AAAA-MM-JJ attendu).'],
  ])('rejects %s with its reason', async (_label, change, reason) => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const location = await seedLocation(w.db, w.espace.id, plot.id);
    const clientId = uuid();
    const res = await push(w.app, w.admin.token, {
      espaceId: w.espace.id,
      clientId,
      mutations: [mutation(clientId, 'location.update', { id: location.id, ...change }, { dateDebut: '2001-05-04', prix: null })],
    });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', error: reason });
  });
});
