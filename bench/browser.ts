import { Dexie } from 'dexie';
import type { PullResponse } from '../src/domain/mutations';
import { createReplicaDb, type ReplicaDb } from '../src/replica/db';
import { enqueue } from '../src/replica/enqueue';
import { SCHEMA_VERSIONS } from '../src/replica/schema';
import { pullAll } from '../src/replica/sync/pull';
import { pushOutbox } from '../src/replica/sync/push';
import { createHttpTransport, type SyncTransport } from '../src/replica/sync/transport';

/**
 * The benchmark's page side, bundled by bench/run.ts and run in headless Chromium on the server's origin:
 * the real replica and sync engine against the real server, beside the bare alternatives.
 */

let token = '';
let transport: SyncTransport;
const dbs: ReplicaDb[] = [];

function uuid(): string {
  return crypto.randomUUID();
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

const api = {
  async login(username: string, password: string): Promise<{ id: string; roles: string[] }> {
    const res = await fetch('/api/login_check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    const body = (await res.json()) as { token: string; data: { id: string; roles: string[] } };
    token = body.token;
    transport = createHttpTransport({ fetch: (u, i) => fetch(u, i), tokens: { getAccessToken: async () => token, refreshAccessToken: async () => null } });
    return body.data;
  },

  async espaces(): Promise<Array<{ id: string; nom: string }>> {
    const res = await fetch('/api/users/espaces', { headers: { authorization: `Bearer ${token}` } });
    const groups = (await res.json()) as Array<{ espaces: Array<{ id: string; nom: string }> }>;
    return groups.flatMap((g) => g.espaces);
  },

  /**
   * The replica's bootstrap: pull pages of `limit` rows, each stored with its cursor in one transaction,
   * the next page fetched while this one is stored; the sync worker's connection is 'relaxed'.
   */
  async bootstrap(espaceId: string, limit: number, durability: 'strict' | 'relaxed'): Promise<{ ms: number; rows: number; plots: number }> {
    const db = createReplicaDb(`${espaceId}`, { durability });
    await db.delete();
    await db.open();
    dbs.push(db);
    const { ms, value } = await timed(() => pullAll(db, transport, { limit }));
    return { ms, rows: value, plots: await db.emplacements.count() };
  },

  /** Fetching only (no storage), `limit` rows per request. */
  async fetchOnly(espaceId: string, limit: number): Promise<{ ms: number; rows: number; requests: number }> {
    let rows = 0;
    let requests = 0;
    const { ms } = await timed(async () => {
      let cursor = 0;
      for (;;) {
        const page: PullResponse = await transport.pull(espaceId, cursor, limit);
        requests++;
        for (const list of Object.values(page.changes)) rows += list?.length ?? 0;
        cursor = page.cursor;
        if (!page.hasMore) break;
      }
    });
    return { ms, rows, requests };
  },

  /** A bare Dexie bulkPut of the same rows (already in memory), with the same indexes. */
  async bareBulkPut(espaceId: string): Promise<{ ms: number; rows: number }> {
    const byTable = new Map<string, unknown[]>();
    let cursor = 0;
    for (;;) {
      const page = await transport.pull(espaceId, cursor, 5000);
      for (const [t, list] of Object.entries(page.changes)) byTable.set(t, [...(byTable.get(t) ?? []), ...(list ?? [])]);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const bare = new Dexie(`bare-${espaceId}`);
    for (const v of SCHEMA_VERSIONS) bare.version(v.version).stores(v.stores);
    await bare.delete();
    await bare.open();
    let rows = 0;
    const { ms } = await timed(async () => {
      for (const [t, list] of byTable) {
        await bare.table(t).bulkPut(list);
        rows += list.length;
      }
    });
    bare.close();
    return { ms, rows };
  },

  /** Queues `n` mutations (timing each enqueue), then pushes them in batches of `batchSize`. */
  async push(espaceId: string, actor: { id: string; roles: string[] }, n: number, batchSize: number) {
    const db = dbs.at(-1);
    if (!db) throw new Error('bootstrap first');
    const locations = await db.locations.limit(n).toArray();
    const enqueueMs: number[] = [];
    for (let i = 0; i < n; i++) {
      const loc = locations[i % locations.length]!;
      const current = (await db.locations.get(loc.id))?.etatAbandon;
      const next = current === 6 ? 1 : ((current as number | null) ?? 0) + 1;
      const start = performance.now();
      await enqueue(db, { name: 'location.setEtatAbandon', args: { id: loc.id, etatAbandon: next } }, { actor: { userId: actor.id, roles: actor.roles }, id: uuid() });
      enqueueMs.push(performance.now() - start);
    }
    const { ms, value } = await timed(() => pushOutbox(db, transport, actor.id, batchSize));
    enqueueMs.sort((a, b) => a - b);
    const q = (p: number) => enqueueMs[Math.min(enqueueMs.length - 1, Math.floor(p * enqueueMs.length))] ?? 0;
    // Leave the replica current for the next round.
    await pullAll(db, transport);
    return { ms, applied: value.applied, refused: value.refused, enqueueP50: q(0.5), enqueueP95: q(0.95), espaceId };
  },
};

(globalThis as unknown as { bench: typeof api }).bench = api;
