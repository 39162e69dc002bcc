import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError } from '../../src/platform/errors';
import { chainOf } from '../../src/replica/meta';
import { Device } from './device';
import { injectFetch } from './injectFetch';
import { appliedCount, seedEmplacement, seedLocation, serverRows } from './seed';
import { clerk, openServer, type ServerWorld } from './world';

let world: ServerWorld;
beforeAll(async () => {
  world = await openServer();
});
afterAll(async () => {
  await world.close();
});

const offline = async (): Promise<Response> => {
  throw new NetworkError();
};

async function device(): Promise<Device> {
  const user = await clerk(world);
  return new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, injectFetch(() => world.app));
}

describe('sync engine against the real server', () => {
  it('sends offline changes once the network is back, exactly once', async () => {
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'E1');
    const locationId = await seedLocation(world.database.db, world.espace.id, emplacementId);
    const tablet = await device();
    expect((await tablet.sync()).outcome).toBe('ok');
    expect((await tablet.db.locations.get(locationId))?.etatAbandon).toBe(1);

    const online = tablet.fetch;
    tablet.fetch = offline;
    const a = await tablet.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 4 } });
    const b = await tablet.enqueue({ name: 'location.setFacture', args: { id: locationId, facture: 'réglée' } });
    const report = await tablet.sync();
    expect(report.outcome).toBe('offline');
    expect(await tablet.db.outbox.count()).toBe(2);
    expect((await tablet.db.locations.get(locationId))?.etatAbandon).toBe(4);

    tablet.fetch = online;
    expect((await tablet.sync()).outcome).toBe('ok');
    expect(await tablet.db.outbox.count()).toBe(0);
    const [row] = (await serverRows(world.database.db, 'locations', world.espace.id)).filter((r) => r.id === locationId);
    expect(row).toMatchObject({ etat_abandon: 4, facture: 'réglée' });
    const ledger = await appliedCount(world.database.db, [a.id, b.id]);
    expect([...ledger.values()]).toEqual([
      { count: 1, status: 'applied' },
      { count: 1, status: 'applied' },
    ]);
    // The replica holds the server's version of the row (version and seq moved on).
    const local = await tablet.db.locations.get(locationId);
    expect(local?.version).toBe(Number(row?.version));
    expect(local?.seq).toBe(Number(row?.seq));
    expect(await tablet.db.shadows.count()).toBe(0);
  });

  it('turns the same field changed on two tablets into one conflict with both values', async () => {
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'E2');
    const locationId = await seedLocation(world.database.db, world.espace.id, emplacementId);
    const [first, second] = [await device(), await device()];
    await first.sync();
    await second.sync();
    await first.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 3 } });
    await second.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 6 } });
    await first.sync();
    await second.sync();
    await first.sync();
    const conflicts = [...(await first.db.conflicts.toArray()), ...(await second.db.conflicts.toArray())];
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ status: 'conflict', mine: { etatAbandon: 6 } });
    expect(conflicts[0]?.current?.etatAbandon).toBe(3);
    // Both tablets show the server's value; the loser's change waits on its conflicts screen.
    expect((await first.db.locations.get(locationId))?.etatAbandon).toBe(3);
    expect((await second.db.locations.get(locationId))?.etatAbandon).toBe(3);
  });

  it('merges different fields changed on two tablets', async () => {
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'E3');
    const locationId = await seedLocation(world.database.db, world.espace.id, emplacementId);
    const [first, second] = [await device(), await device()];
    await first.sync();
    await second.sync();
    await first.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 5 } });
    await second.enqueue({ name: 'location.setFacture', args: { id: locationId, facture: 'non réglée' } });
    await first.sync();
    await second.sync();
    await first.sync();
    for (const d of [first, second]) {
      expect(await d.db.locations.get(locationId)).toMatchObject({ etatAbandon: 5, facture: 'non réglée' });
      expect(await d.db.conflicts.count()).toBe(0);
    }
  });

  it('keeps a pending change on screen while pulling another tablet’s change to the same row', async () => {
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'E4');
    const locationId = await seedLocation(world.database.db, world.espace.id, emplacementId);
    const [first, second] = [await device(), await device()];
    await first.sync();
    await second.sync();
    await second.enqueue({ name: 'location.setFacture', args: { id: locationId, facture: 'réglée' } });
    await second.sync();
    const online = first.fetch;
    // The first tablet's push is lost but its pull goes through: the pulled row must not hide its change.
    first.fetch = async (url, init) => (url.includes('/sync/push') && init.method === 'POST' && String(init.body).includes('setEtatAbandon') ? offline() : online(url, init));
    await first.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 2 } });
    await first.sync();
    first.fetch = async (url, init) => (url.includes('/sync/push') ? offline() : online(url, init));
    const { pullAll } = await import('../../src/replica/sync/pull');
    const { createHttpTransport } = await import('../../src/replica/sync/transport');
    const token = (await clerk(world)).token;
    await pullAll(first.db, createHttpTransport({ fetch: online, tokens: { getAccessToken: async () => token, refreshAccessToken: async () => null } }));
    expect(await first.db.locations.get(locationId)).toMatchObject({ etatAbandon: 2, facture: 'réglée' });
    first.fetch = online;
    await first.sync();
    expect(await first.db.outbox.count()).toBe(0);
    expect(await first.db.locations.get(locationId)).toMatchObject({ etatAbandon: 2, facture: 'réglée' });
  });

  it('bootstraps from cursor 0 in pages and reports progress', async () => {
    for (let i = 0; i < 30; i++) await seedEmplacement(world.database.db, world.espace.id, `B${i}`);
    const user = await clerk(world);
    const tablet = new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, injectFetch(() => world.app), { pullLimit: 7 });
    const report = await tablet.sync();
    expect(report.outcome).toBe('ok');
    const live = await serverRows(world.database.db, 'emplacements', world.espace.id);
    expect(await tablet.db.emplacements.count()).toBe(live.length);
    const progress = (await tablet.db.meta.get('bootstrap'))?.value as { received: number; estimated: number; done: boolean };
    expect(progress.done).toBe(true);
    expect(progress.received).toBeGreaterThanOrEqual(live.length);
  });
});

describe('sync engine edge cases against the real server', () => {
  it('resumes from the seq the server expects after a 409 gap, with nothing lost', async () => {
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'G1');
    const locationId = await seedLocation(world.database.db, world.espace.id, emplacementId);
    const tablet = await device();
    await tablet.sync();
    // A device whose numbering jumped (a restored backup of the server, a bug): its first seq is 5, the server expects 1.
    const chain = await chainOf(tablet.db, tablet.actor.userId);
    await tablet.db.meta.put({ key: 'chains', value: { [tablet.actor.userId]: { ...chain, nextSeq: 5 } } });
    const m = await tablet.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 6 } });
    expect(m.seq).toBe(5);
    expect((await tablet.sync()).outcome).toBe('ok');
    expect(await tablet.db.outbox.count()).toBe(0);
    expect((await appliedCount(world.database.db, [m.id])).get(m.id)).toEqual({ count: 1, status: 'applied' });
    const next = await tablet.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 5 } });
    expect(next.seq).toBe(2);
    expect((await tablet.sync()).outcome).toBe('ok');
  });

  it('pauses on an expired session without touching the outbox', async () => {
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'S1');
    const locationId = await seedLocation(world.database.db, world.espace.id, emplacementId);
    const user = await clerk(world);
    const tablet = new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, injectFetch(() => world.app));
    await tablet.sync();
    const expired = new Device(world.espace.id, { userId: user.id, roles: user.roles }, { getAccessToken: async () => 'not-a-token', refreshAccessToken: async () => null }, injectFetch(() => world.app));
    await expired.db.locations.put((await tablet.db.locations.get(locationId))!);
    await expired.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 3 } });
    const report = await expired.sync();
    expect(report.outcome).toBe('session');
    expect((await expired.db.meta.get('syncState'))?.value).toMatchObject({ state: 'session expirée' });
    expect(await expired.db.outbox.count()).toBe(1);
    expect((await expired.db.locations.get(locationId))?.etatAbandon).toBe(3);
  });
});
