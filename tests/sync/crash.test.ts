import { IDBFactory } from 'fake-indexeddb';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database, Db } from '../../server/db/client';
import { MemoryMailer } from '../../server/mail/mailer';
import type { PushResponse } from '../../src/domain/mutations';
import { NetworkError } from '../../src/platform/errors';
import { enqueue } from '../../src/replica/enqueue';
import { chainOf } from '../../src/replica/meta';
import type { FetchLike } from '../../src/replica/sync/transport';
import { testConfig } from '../helpers/fixtures';
import { EDITOR, LOCATION_ID, freshDb, locationRow, nextSeqOf } from '../replica/fixtures';
import { Device } from './device';
import { injectFetch } from './injectFetch';
import { appliedCount, seedEmplacement, seedLocation, serverRows } from './seed';
import { clerk, openServer, type ServerWorld } from './world';

/**
 * Crashes and restarts around a push (the sync issue): the server dies before its COMMIT, after it but
 * before answering, or while answering; the page closes in the middle of an enqueue. Whatever happens,
 * nothing is half-applied, nothing is applied twice and nothing the user did is lost.
 */

let world: ServerWorld;
beforeAll(async () => {
  world = await openServer();
});
afterAll(async () => {
  await world.close();
});

async function rowsOf(query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  return (world.database.db.execute(query) as unknown as Promise<{ rows: Array<Record<string, unknown>> }>).then((r) => r.rows);
}

/** History entries written for each mutation id (one per row write). */
async function historyCount(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(ids.map((id) => [id, 0]));
  const result = await db.execute(
    sql`select mutation_id::text as id, count(*)::int as n from history where mutation_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) group by mutation_id`,
  );
  for (const r of (result as unknown as { rows: Array<{ id: string; n: number }> }).rows) out.set(r.id, r.n);
  return out;
}

/** Everything the server holds that a push may change, for a before/after comparison. */
async function serverState(locationId: string, ids: readonly string[], clientId: string) {
  const [location] = (await serverRows(world.database.db, 'locations', world.espace.id)).filter((r) => r.id === locationId);
  return {
    location,
    history: await rowsOf(sql`select id, mutation_id from history where row_id = ${locationId} order by id`),
    applied: [...(await appliedCount(world.database.db, ids)).entries()],
    clientSeqs: await rowsOf(sql`select last_seq from client_seqs where client_id = ${clientId}`),
    changeSeq: (await rowsOf(sql`select change_seq from espaces where id = ${world.espace.id}`))[0],
  };
}

async function clerkDevice(fetch: FetchLike): Promise<Device> {
  const user = await clerk(world);
  return new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, fetch);
}

async function seededLocation(numero: string): Promise<string> {
  const emplacementId = await seedEmplacement(world.database.db, world.espace.id, numero);
  return seedLocation(world.database.db, world.espace.id, emplacementId);
}

function isPush(url: string, init: RequestInit): boolean {
  return url.includes('/api/sync/push') && init.method === 'POST';
}

/** A fetch that keeps a copy of every push answer it could read (to see `duplicate` on the retry). */
function recordingPushes(inner: FetchLike, answers: PushResponse[]): FetchLike {
  return async (url, init) => {
    const response = await inner(url, init);
    if (isPush(url, init) && response.ok) {
      // An unreadable answer is the transport's to handle, not the recorder's.
      const answer = (await response.clone().json().catch(() => null)) as PushResponse | null;
      if (answer) answers.push(answer);
    }
    return response;
  };
}

/** After the retry: every mutation applied exactly once on the server, the device caught up. */
async function expectAppliedOnce(device: Device, ids: readonly string[], writesPerMutation = 1): Promise<void> {
  expect(await device.db.outbox.count()).toBe(0);
  expect(await device.db.conflicts.count()).toBe(0);
  const ledger = await appliedCount(world.database.db, ids);
  expect(ids.map((id) => ledger.get(id))).toEqual(ids.map(() => ({ count: 1, status: 'applied' })));
  const history = await historyCount(world.database.db, ids);
  expect(ids.map((id) => history.get(id))).toEqual(ids.map(() => writesPerMutation));
  const clientId = (await chainOf(device.db, device.actor.userId)).clientId;
  expect(await rowsOf(sql`select last_seq from client_seqs where client_id = ${clientId}`)).toEqual([{ last_seq: ids.length }]);
}

/**
 * A test-only wrapper around the server's Database: the drizzle transaction callback of a push runs in
 * full (rows, history, applied_mutations, client_seqs written inside the transaction), then, when armed,
 * throws before drizzle issues COMMIT, so PostgreSQL rolls everything back, as when the process dies
 * at that point. No server code changes: the app is built on the wrapped Database.
 */
function crashBeforeCommit(database: Database) {
  const control = { armed: false, crashes: 0, historyInsideTransaction: -1 };
  const real = database.db;
  const isPushResponse = (value: unknown): boolean => typeof value === 'object' && value !== null && 'results' in value && 'cursor' in value;
  const db = new Proxy(real, {
    get(target, prop) {
      if (prop === 'transaction') {
        const transaction: Db['transaction'] = (work, config) =>
          target.transaction(async (tx) => {
            const result = await work(tx);
            if (control.armed && isPushResponse(result)) {
              control.armed = false;
              control.crashes += 1;
              const ids = (result as PushResponse).results.map((r) => r.id);
              const seen = await tx.execute(sql`select count(*)::int as n from history where mutation_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
              control.historyInsideTransaction = (seen as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
              throw new Error('Serveur arrêté avant le COMMIT (simulé).');
            }
            return result;
          }, config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { database: { ...database, db } satisfies Database, control };
}

describe('a server that dies during a push', () => {
  it('killed before its COMMIT: nothing half-applied, the outbox kept, each mutation applied once after the restart', async () => {
    const { database: crashing, control } = crashBeforeCommit(world.database);
    let app: FastifyInstance = await buildApp({ config: testConfig({ jwtSecret: world.jwtSecret }), database: crashing, mailer: new MemoryMailer() });
    const inject = injectFetch(() => app);
    // The process dies: the device's connection is cut, it never gets an answer.
    const fetch: FetchLike = async (url, init) => {
      const before = control.crashes;
      const response = await inject(url, init);
      if (control.crashes > before) throw new NetworkError();
      return response;
    };
    const locationId = await seededLocation('K1');
    const tablet = await clerkDevice(fetch);
    expect((await tablet.sync()).outcome).toBe('ok');
    const clientId = (await chainOf(tablet.db, tablet.actor.userId)).clientId;

    const made = [
      await tablet.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 4 } }),
      await tablet.enqueue({ name: 'location.setFacture', args: { id: locationId, facture: 'réglée' } }),
      await tablet.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 5 } }),
    ];
    const ids = made.map((m) => m.id);
    const before = await serverState(locationId, ids, clientId);
    expect(before.applied).toEqual([]);

    control.armed = true;
    const crashed = await tablet.sync();
    expect(control.crashes).toBe(1);
    // The mutations did run inside the transaction (one history row each) before it was lost.
    expect(control.historyInsideTransaction).toBe(3);
    expect(crashed.outcome).toBe('offline');
    expect(await serverState(locationId, ids, clientId)).toEqual(before);
    const outbox = await tablet.db.outbox.orderBy('seq').toArray();
    expect(outbox.map((m) => [m.id, m.seq])).toEqual(made.map((m) => [m.id, m.seq]));
    expect(await tablet.db.locations.get(locationId)).toMatchObject({ etatAbandon: 5, facture: 'réglée' });

    // Restart: a new app on the same database, without the fault.
    const old = app;
    await world.restart();
    app = world.app;
    await old.close();
    expect((await tablet.sync()).outcome).toBe('ok');
    await expectAppliedOnce(tablet, ids);
    const [row] = (await serverRows(world.database.db, 'locations', world.espace.id)).filter((r) => r.id === locationId);
    expect(row).toMatchObject({ etat_abandon: 5, facture: 'réglée' });
    expect(await tablet.db.locations.get(locationId)).toMatchObject({ etatAbandon: 5, facture: 'réglée', version: Number(row?.version) });
  });

  it('killed after its COMMIT, before answering: the retry gets duplicate, the outbox empties, each applied once', async () => {
    let loseNextPushAnswer = false;
    const answers: PushResponse[] = [];
    const inject = recordingPushes(
      injectFetch(() => world.app),
      answers,
    );
    const fetch: FetchLike = async (url, init) => {
      const response = await inject(url, init);
      if (loseNextPushAnswer && isPush(url, init)) {
        loseNextPushAnswer = false;
        throw new NetworkError();
      }
      return response;
    };
    const locationId = await seededLocation('K2');
    const tablet = await clerkDevice(fetch);
    expect((await tablet.sync()).outcome).toBe('ok');
    const made = [
      await tablet.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 3 } }),
      await tablet.enqueue({ name: 'location.setFacture', args: { id: locationId, facture: 'non réglée' } }),
    ];
    const ids = made.map((m) => m.id);

    loseNextPushAnswer = true;
    expect((await tablet.sync()).outcome).toBe('offline');
    // The server committed; the device does not know it and keeps everything.
    await expect(appliedCount(world.database.db, ids)).resolves.toEqual(new Map(ids.map((id) => [id, { count: 1, status: 'applied' }])));
    expect(await tablet.db.outbox.count()).toBe(2);

    await world.restart();
    answers.length = 0;
    expect((await tablet.sync()).outcome).toBe('ok');
    expect(answers[0]?.results.map((r) => [r.id, r.status, r.original])).toEqual(ids.map((id) => [id, 'duplicate', 'applied']));
    await expectAppliedOnce(tablet, ids);
    const [row] = (await serverRows(world.database.db, 'locations', world.espace.id)).filter((r) => r.id === locationId);
    expect(row).toMatchObject({ etat_abandon: 3, facture: 'non réglée' });
    expect(await tablet.db.locations.get(locationId)).toMatchObject({ etatAbandon: 3, facture: 'non réglée', version: Number(row?.version) });
    expect(await tablet.db.shadows.count()).toBe(0);
  });

  const damaged: Array<[string, (body: string, ids: readonly string[]) => BodyInit]> = [
    ['cut in the middle', (body) => body.slice(0, Math.floor(body.length / 2))],
    ['replaced by noise', () => new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0x22, 0x9c, 0x13])],
    ['with its mutation ids garbled', (body, ids) => ids.reduce((text, id) => text.replaceAll(id, `${id.slice(0, -4)}dead`), body)],
  ];

  it.each(damaged)('dying while answering (a body %s): the retry gets duplicate, each applied once', async (_name, damage) => {
    let damageNextPushAnswer = false;
    let ids: string[] = [];
    const answers: PushResponse[] = [];
    const inject = injectFetch(() => world.app);
    const fetch = recordingPushes(async (url, init) => {
      const response = await inject(url, init);
      if (!damageNextPushAnswer || !isPush(url, init)) return response;
      damageNextPushAnswer = false;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      headers.delete('content-encoding');
      return new Response(damage(await response.text(), ids), { status: response.status, headers });
    }, answers);
    const locationId = await seededLocation('K3');
    const tablet = await clerkDevice(fetch);
    expect((await tablet.sync()).outcome).toBe('ok');
    const made = [
      await tablet.enqueue({ name: 'location.setEtatAbandon', args: { id: locationId, etatAbandon: 6 } }),
      await tablet.enqueue({ name: 'location.setFacture', args: { id: locationId, facture: 'réglée' } }),
    ];
    ids = made.map((m) => m.id);

    damageNextPushAnswer = true;
    expect((await tablet.sync()).outcome).toBe('error');
    await expect(appliedCount(world.database.db, ids)).resolves.toEqual(new Map(ids.map((id) => [id, { count: 1, status: 'applied' }])));
    expect(await tablet.db.outbox.count()).toBe(2);
    expect(await tablet.db.conflicts.count()).toBe(0);
    expect(await tablet.db.locations.get(locationId)).toMatchObject({ etatAbandon: 6, facture: 'réglée' });

    await world.restart();
    answers.length = 0;
    expect((await tablet.sync()).outcome).toBe('ok');
    expect(answers[0]?.results.map((r) => [r.id, r.status, r.original])).toEqual(ids.map((id) => [id, 'duplicate', 'applied']));
    await expectAppliedOnce(tablet, ids);
    expect(await tablet.db.locations.get(locationId)).toMatchObject({ etatAbandon: 6, facture: 'réglée' });
  });
});

describe('a page closed in the middle of an enqueue', () => {
  // The browser aborts a transaction that has not committed when the page goes; abort it at its end.
  const moments: Array<[string, 'before' | 'after']> = [
    ['before the outbox write', 'before'],
    ['after the outbox write, before the commit', 'after'],
  ];

  it.each(moments)('aborted %s: after reopening, neither the row change nor its outbox entry is there', async (_name, moment) => {
    const factory = new IDBFactory();
    const page = freshDb(factory);
    await page.locations.put(locationRow({ etatAbandon: 2 }));
    page.outbox.hook('creating', function (_key, _entry, transaction) {
      if (moment === 'before') transaction.abort();
      else this.onsuccess = () => transaction.abort();
    });
    await expect(enqueue(page, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 6 } }, { actor: EDITOR })).rejects.toThrow();
    page.close();

    const reopened = freshDb(factory);
    expect((await reopened.locations.get(LOCATION_ID))?.etatAbandon).toBe(2);
    expect(await reopened.outbox.count()).toBe(0);
    expect(await reopened.shadows.count()).toBe(0);
    expect(await nextSeqOf(reopened)).toBe(1);
    reopened.close();
  });

  it('a completed enqueue survives closing and reopening: the row change and its outbox entry are both there', async () => {
    const factory = new IDBFactory();
    const page = freshDb(factory);
    await page.locations.put(locationRow({ etatAbandon: 2 }));
    const entry = await enqueue(page, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 6 } }, { actor: EDITOR });
    page.close();

    const reopened = freshDb(factory);
    expect((await reopened.locations.get(LOCATION_ID))?.etatAbandon).toBe(6);
    const outbox = await reopened.outbox.toArray();
    expect(outbox.map((m) => [m.id, m.seq, m.args])).toEqual([[entry.id, 1, { id: LOCATION_ID, etatAbandon: 6 }]]);
    expect((await reopened.shadows.get(['locations', LOCATION_ID]))?.row?.etatAbandon).toBe(2);
    expect(await nextSeqOf(reopened)).toBe(2);
    reopened.close();
  });
});
