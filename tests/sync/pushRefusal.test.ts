import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSeqs } from '../../server/db/schema';
import { getMeta, setMeta } from '../../src/replica/meta';
import { toEnvelope } from '../../src/replica/sync/toEnvelope';
import type { FetchLike } from '../../src/replica/sync/transport';
import { uuidv7 } from '../../src/replica/uuidv7';
import { Device } from './device';
import { injectFetch } from './injectFetch';
import { appliedCount, serverRows } from './seed';
import { clerk, openServer, type ServerWorld } from './world';

/**
 * Issue 27, 'A town's sync must never be stuck', against the real server: a push refused as a whole (413 from
 * a reverse proxy in front of it) is halved until the change it cannot take is alone, which is refused and
 * shown to its author while the others go; a chain the server ties to another user (403) is left for a new
 * one, and the pending changes go on it, none lost, none applied twice.
 */
let world: ServerWorld;
beforeAll(async () => {
  world = await openServer();
}, 120_000);
afterAll(async () => {
  await world.close();
});

/** A reverse proxy with a small body limit (nginx's default is 1 Mo): 413 and a page of its own, not JSON. */
function proxyWithLimit(limitBytes: number, inner: FetchLike, sizes: number[]): FetchLike {
  return async (url, init) => {
    const size = typeof init.body === 'string' ? new TextEncoder().encode(init.body).length : 0;
    if (url.includes('/api/sync/push')) sizes.push(size);
    if (size > limitBytes) return new Response('<html><body><h1>413 Request Entity Too Large</h1></body></html>', { status: 413, headers: { 'content-type': 'text/html' } });
    return inner(url, init);
  };
}

const noteIds = async () => new Set((await serverRows(world.database.db, 'notes', world.espace.id)).map((r) => r.id as string));

describe('a push refused as a whole', () => {
  it('is halved until the change the proxy refuses is alone: it is refused with the reason, the others are applied', async () => {
    const user = await clerk(world);
    const sizes: number[] = [];
    const tablet = new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, proxyWithLimit(8_000, injectFetch(() => world.app), sizes), { batchSize: 50 });
    expect((await tablet.sync()).outcome).toBe('ok');
    const ids: string[] = [];
    const mutationIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = uuidv7();
      ids.push(id);
      // Each note fits under the limit, twelve together do not; the eighth is over it on its own.
      mutationIds.push((await tablet.enqueue({ name: 'note.create', args: { id, titre: `Note ${i}`, contenu: (i === 7 ? 'x' : 'y').repeat(i === 7 ? 9_000 : 900) } })).id);
    }
    sizes.length = 0;
    const report = await tablet.sync();
    expect(report.outcome, report.message ?? '').toBe('ok');
    expect(report).toMatchObject({ applied: 11, refused: 1 });
    expect(await tablet.db.outbox.count()).toBe(0);
    const onServer = await noteIds();
    expect(ids.filter((id) => onServer.has(id))).toEqual(ids.filter((_, i) => i !== 7));
    const [refused, ...others] = await tablet.db.conflicts.toArray();
    expect(others).toEqual([]);
    expect(refused).toMatchObject({ status: 'rejected', author: { userId: user.id }, message: 'Modification trop volumineuse pour être envoyée au serveur. Le fichier envoyé est trop volumineux.' });
    expect(refused?.args.id).toBe(ids[7]);
    expect(await tablet.db.notes.get(ids[7]!)).toBeUndefined();
    // Halving, not one request per change: log2(12) rounds or so, never the same body twice in a row.
    expect(sizes.length).toBeLessThanOrEqual(10);
    // Every applied change once, in the chain's order, with no gap left by the refused one: the next goes at once.
    const counts = await appliedCount(world.database.db, mutationIds);
    expect(mutationIds.map((id) => counts.get(id))).toEqual(mutationIds.map((_, i) => (i === 7 ? undefined : { count: 1, status: 'applied' })));
    const later = uuidv7();
    await tablet.enqueue({ name: 'note.create', args: { id: later, titre: 'Après' } });
    expect(await tablet.sync()).toMatchObject({ outcome: 'ok', applied: 1, refused: 0 });
    expect((await noteIds()).has(later)).toBe(true);
  });
});

/** A proxy that cuts the connection of a body over its limit instead of answering 413: fetch rejects, as offline. */
function proxyCutting(limit: { bytes: number }, inner: FetchLike, pushes: number[]): FetchLike {
  return async (url, init) => {
    const size = typeof init.body === 'string' ? new TextEncoder().encode(init.body).length : 0;
    if (url.includes('/api/sync/push')) pushes.push(size);
    if (size > limit.bytes) throw new TypeError('Failed to fetch');
    return inner(url, init);
  };
}

describe('a push whose connection is cut on the way', () => {
  it('is halved while the server answers; the change cut alone stays on the device, said, and goes once the way is clear', async () => {
    const user = await clerk(world);
    const pushes: number[] = [];
    const limit = { bytes: 30_000 };
    const tablet = new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, proxyCutting(limit, injectFetch(() => world.app), pushes), { batchSize: 50 });
    expect((await tablet.sync()).outcome).toBe('ok');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = uuidv7();
      ids.push(id);
      // Twelve together are over the proxy's limit (and over PROXY_CUT_MIN_BYTES); the eighth is over it alone.
      await tablet.enqueue({ name: 'note.create', args: { id, titre: `Note coupée ${i}`, contenu: i === 7 ? 'é'.repeat(19_000) : 'y'.repeat(2_500) } });
    }
    pushes.length = 0;
    const report = await tablet.sync();
    // Not 'hors ligne': the server answers. The seven before the cut change are applied; it and those after wait.
    expect(report.outcome).toBe('error');
    expect(report.message).toMatch(/^Le serveur répond, mais l'envoi d'une modification est coupé en route/);
    expect(await tablet.db.conflicts.count()).toBe(0);
    expect((await tablet.db.outbox.toArray()).map((m) => m.args.id)).toEqual(ids.slice(7));
    expect(await tablet.db.notes.get(ids[7]!)).toBeDefined();
    expect([...(await noteIds())].filter((id) => ids.includes(id)).sort()).toEqual(ids.slice(0, 7).sort());
    // Halving, with one empty push as the probe after each cut: a few requests, not one per change.
    expect(pushes.length).toBeLessThanOrEqual(16);

    // The proxy's limit raised: everything left goes, once.
    limit.bytes = 1_000_000;
    expect(await tablet.sync()).toMatchObject({ outcome: 'ok', applied: 5, refused: 0 });
    const onServer = await noteIds();
    expect(ids.filter((id) => onServer.has(id))).toEqual(ids);
  });

  it('a small push cut on the way is a failure of the network: offline, no probe, kept for the backoff', async () => {
    const user = await clerk(world);
    const pushes: number[] = [];
    const limit = { bytes: 1_000_000 };
    const tablet = new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, proxyCutting(limit, injectFetch(() => world.app), pushes), { batchSize: 50 });
    expect((await tablet.sync()).outcome).toBe('ok');
    for (let i = 0; i < 4; i++) await tablet.enqueue({ name: 'note.create', args: { id: uuidv7(), titre: `Petite ${i}` } });
    limit.bytes = 200;
    pushes.length = 0;
    expect((await tablet.sync()).outcome).toBe('offline');
    expect(pushes).toHaveLength(1);
    expect(await tablet.db.outbox.count()).toBe(4);
  });

  it('with no network at all it is offline: one push and one probe, nothing halved', async () => {
    const user = await clerk(world);
    const pushes: number[] = [];
    const limit = { bytes: 1_000_000 };
    const tablet = new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, proxyCutting(limit, injectFetch(() => world.app), pushes), { batchSize: 50 });
    expect((await tablet.sync()).outcome).toBe('ok');
    for (let i = 0; i < 4; i++) await tablet.enqueue({ name: 'note.create', args: { id: uuidv7(), titre: `Hors ligne ${i}`, contenu: 'z'.repeat(20_000) } });
    limit.bytes = -1;
    pushes.length = 0;
    const report = await tablet.sync();
    expect(report.outcome).toBe('offline');
    expect(pushes).toHaveLength(2);
    expect(await tablet.db.outbox.count()).toBe(4);
  });
});

describe('a chain the server ties to another user (403)', () => {
  it('is left for a new chain of the same author: every pending change reaches the server once, in order', async () => {
    const agent = await clerk(world);
    const colleague = await clerk(world);
    const colleagueTablet = new Device(world.espace.id, { userId: colleague.id, roles: colleague.roles }, colleague.token, injectFetch(() => world.app));
    await colleagueTablet.enqueue({ name: 'note.create', args: { id: uuidv7(), titre: 'Du collègue' } });
    expect(await colleagueTablet.sync()).toMatchObject({ outcome: 'ok', applied: 1 });
    const taken = (await getMeta(colleagueTablet.db, 'chains'))[colleague.id]!.clientId;

    const tablet = new Device(world.espace.id, { userId: agent.id, roles: agent.roles }, agent.token, injectFetch(() => world.app));
    expect((await tablet.sync()).outcome).toBe('ok');
    const ids: string[] = [];
    const mutations = [];
    for (let i = 0; i < 3; i++) {
      const id = uuidv7();
      ids.push(id);
      mutations.push(await tablet.enqueue({ name: 'note.create', args: { id, titre: `Note de l’agent ${i}` } }));
    }
    // The agent's first change reached the server on another chain of theirs, its answer lost on the way back.
    const first = mutations[0]!;
    const lost = await world.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { authorization: `Bearer ${agent.token}` },
      payload: { espaceId: world.espace.id, clientId: crypto.randomUUID(), mutations: [{ ...toEnvelope(first), seq: 1 }] },
    });
    expect(lost.json().results).toEqual([{ id: first.id, status: 'applied' }]);
    // The agent's chain on this tablet carries the colleague's clientId (reused, or shared before chains were per author).
    await setMeta(tablet.db, 'chains', { [agent.id]: { clientId: taken, nextSeq: 4 } });

    const report = await tablet.sync();
    expect(report.outcome, report.message ?? '').toBe('ok');
    expect(report).toMatchObject({ applied: 3, refused: 0 });
    expect(await tablet.db.outbox.count()).toBe(0);
    expect(await tablet.db.conflicts.count()).toBe(0);
    const counts = await appliedCount(world.database.db, mutations.map((m) => m.id));
    expect(mutations.map((m) => counts.get(m.id))).toEqual(mutations.map(() => ({ count: 1, status: 'applied' })));
    const onServer = await noteIds();
    expect(ids.every((id) => onServer.has(id))).toBe(true);

    const chain = (await getMeta(tablet.db, 'chains'))[agent.id]!;
    expect(chain.clientId).not.toBe(taken);
    const [renewed] = await world.database.db.select().from(clientSeqs).where(eq(clientSeqs.clientId, chain.clientId));
    // Two new changes on the new chain (the first answered duplicate and took no number), owned by the agent.
    expect(renewed).toMatchObject({ userId: agent.id, lastSeq: 2 });
    expect(chain.nextSeq).toBe(3);
    const [colleagues] = await world.database.db.select().from(clientSeqs).where(eq(clientSeqs.clientId, taken));
    expect(colleagues).toMatchObject({ userId: colleague.id, lastSeq: 1 });

    // And the agent's next change follows on the new chain.
    const next = uuidv7();
    await tablet.enqueue({ name: 'note.create', args: { id: next, titre: 'Encore' } });
    expect(await tablet.sync()).toMatchObject({ outcome: 'ok', applied: 1, refused: 0 });
    expect((await world.database.db.select().from(clientSeqs).where(eq(clientSeqs.clientId, chain.clientId)))[0]?.lastSeq).toBe(3);
  });
});
