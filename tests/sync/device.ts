import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createReplicaDb, type ReplicaDb } from '../../src/replica/db';
import { enqueue, type Actor, type MutationRequest } from '../../src/replica/enqueue';
import { runCycle, type CycleReport } from '../../src/replica/sync/engine';
import { withSyncLock } from '../../src/replica/sync/lock';
import { createHttpTransport, type FetchLike, type SyncTransport, type TokenProvider } from '../../src/replica/sync/transport';
import { REPLICA_TABLES } from '../../src/replica/schema';
import type { ReplicaRow } from '../../src/replica/types';

/**
 * A tablet in a test: its own IndexedDB, its own replica of one cemetery, the real sync engine, and a
 * fetch that a test may swap (offline, or a lossy network) at any time.
 */
export class Device {
  readonly db: ReplicaDb;
  fetch: FetchLike;
  private readonly transport: SyncTransport;

  constructor(
    readonly espaceId: string,
    readonly actor: Actor,
    token: string | TokenProvider,
    fetch: FetchLike,
    readonly options: { batchSize?: number; pullLimit?: number } = {},
  ) {
    this.db = createReplicaDb(espaceId, { indexedDB: new IDBFactory(), IDBKeyRange });
    this.fetch = fetch;
    this.transport = createHttpTransport({
      fetch: (url, init) => this.fetch(url, init),
      tokens: typeof token === 'string' ? { getAccessToken: async () => token, refreshAccessToken: async () => null } : token,
    });
  }

  enqueue(request: MutationRequest) {
    return enqueue(this.db, request, { actor: this.actor });
  }

  sync(): Promise<CycleReport> {
    return withSyncLock(`${this.espaceId}-${this.actor.userId}-${this.db.name}`, () => runCycle(this.db, this.transport, { ...this.options, user: this.actor }));
  }

  /** Every live row of the replica, keyed `table/id`, without the device-local bookkeeping. */
  async rows(): Promise<Map<string, ReplicaRow>> {
    const out = new Map<string, ReplicaRow>();
    for (const table of REPLICA_TABLES) {
      for (const row of await this.db.table<ReplicaRow, string>(table).toArray()) out.set(`${table}/${row.id}`, row);
    }
    return out;
  }
}
