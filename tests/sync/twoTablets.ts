import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll } from 'vitest';
import { createReplicaDb, type ReplicaDb } from '../../src/replica/db';
import { enqueue, type Actor } from '../../src/replica/enqueue';
import { runCycle } from '../../src/replica/sync/engine';
import { createHttpTransport } from '../../src/replica/sync/transport';
import { injectFetch } from './injectFetch';
import { clerk, openServer, type ServerWorld } from './world';

export interface Tablet {
  db: ReplicaDb;
  person: Actor & { token: string };
}

export interface TwoTablets {
  /** The real server, opened before the file's tests. */
  readonly world: ServerWorld;
  /** Two tablets of two agents of its municipality, each with its own replica. */
  readonly tablets: Tablet[];
  /** One sync cycle of tablet `index` against the server. */
  sync(index: number): ReturnType<typeof runCycle>;
  /** A change made on tablet `index` (queued, applied to its replica at once). */
  record(index: number, name: string, args: Record<string, unknown>): ReturnType<typeof enqueue>;
}

/** Registers the file's hooks: one server and two tablets for all its tests, closed after them. */
export function twoTablets(): TwoTablets {
  let world: ServerWorld | undefined;
  const tablets: Tablet[] = [];
  beforeAll(async () => {
    world = await openServer();
    for (let i = 0; i < 2; i += 1) {
      const c = await clerk(world);
      tablets.push({
        db: createReplicaDb(world.espace.id, { indexedDB: new IDBFactory(), IDBKeyRange }),
        person: { userId: c.id, roles: c.roles, name: `Agent ${i + 1}`, token: c.token },
      });
    }
  }, 120_000);
  afterAll(async () => {
    for (const t of tablets) t.db.close();
    await world?.close();
  });
  const opened = (): ServerWorld => {
    if (!world) throw new Error('server not open yet');
    return world;
  };
  return {
    get world() {
      return opened();
    },
    tablets,
    sync(index) {
      const { db, person } = tablets[index]!;
      const transport = createHttpTransport({ fetch: injectFetch(() => opened().app), tokens: { getAccessToken: async () => person.token, refreshAccessToken: async () => null } });
      return runCycle(db, transport, { user: person });
    },
    record(index, name, args) {
      const { db, person } = tablets[index]!;
      return enqueue(db, { name, args }, { actor: person });
    },
  };
}
