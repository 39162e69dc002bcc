import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createReplicaDb, type ReplicaDb } from '../../src/replica/db';
import type { SchemaVersion } from '../../src/replica/schema';
import type { ReplicaRow } from '../../src/replica/types';
import type { Actor } from '../../src/replica/enqueue';
import { getMeta } from '../../src/replica/meta';

export const ESPACE = '01900000-0000-7000-8000-000000000001';
export const LOCATION_ID = '01900000-0000-7000-8000-0000000000a1';
export const EDITOR: Actor = { userId: '01900000-0000-7000-8000-0000000000f1', roles: ['ROLE_SOUS_ADMIN'] };

/** A replica on its own in-memory IndexedDB: nothing leaks between tests. */
export function freshDb(factory: IDBFactory = new IDBFactory(), versions?: readonly SchemaVersion[]): ReplicaDb {
  return createReplicaDb(ESPACE, { indexedDB: factory, IDBKeyRange, ...(versions ? { versions } : {}) });
}

export function locationRow(overrides: Partial<ReplicaRow> = {}): ReplicaRow {
  return {
    id: LOCATION_ID,
    espaceId: ESPACE,
    version: 1,
    seq: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: null,
    emplacementId: '01900000-0000-7000-8000-0000000000e1',
    etatAbandon: 2,
    facture: null,
    ...overrides,
  };
}

/** The seq the user's next change takes on this replica (1 when they have no chain yet). */
export async function nextSeqOf(db: ReplicaDb, userId: string = EDITOR.userId): Promise<number> {
  return (await getMeta(db, 'chains'))[userId]?.nextSeq ?? 1;
}
