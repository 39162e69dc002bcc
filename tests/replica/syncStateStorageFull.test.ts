import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../src/platform/errors';
import { enqueue } from '../../src/replica/enqueue';
import { getMeta } from '../../src/replica/meta';
import { deriveStatus, readStatusFacts } from '../../src/replica/status';
import { runCycle } from '../../src/replica/sync/engine';
import type { SyncTransport } from '../../src/replica/sync/transport';
import { EDITOR, LOCATION_ID, freshDb, locationRow } from './fixtures';

/**
 * A device out of storage refuses every write, also the sync state a cycle records when it ends (found by
 * e2e/sync.quota.spec.ts: the photos filled the device while a cycle ran, and the bar said 'synchronisation…'
 * for good). The cycle's running mark must not outlive it.
 */
const offline: SyncTransport = {
  push: () => Promise.reject(new NetworkError()),
  pull: () => Promise.reject(new NetworkError()),
  putMedia: () => Promise.reject(new NetworkError()),
};

const setEtat = (etatAbandon: number) => ({ name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon } });

/** From the next write of the meta table on, the device is full (as Chromium refuses writes over quota). */
function fillStorageAfterNextMetaWrite(db: ReturnType<typeof freshDb>): void {
  const put = db.meta.put.bind(db.meta);
  let writes = 0;
  db.meta.put = ((...args: Parameters<typeof put>) => {
    writes += 1;
    if (writes > 1) return Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
    return put(...args);
  }) as typeof db.meta.put;
}

describe('the sync state on a device out of storage', () => {
  it('a cycle that cannot record how it ended leaves no running mark: the bar shows the pending work, not a sync', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(db, setEtat(5), { actor: EDITOR });
    fillStorageAfterNextMetaWrite(db);

    const report = await runCycle(db, offline, { user: EDITOR });

    expect(report.outcome).toBe('offline');
    expect(await getMeta(db, 'syncState')).toBeNull();
    const status = deriveStatus({ ...(await readStatusFacts(db, EDITOR.userId)), online: true });
    expect(status.state).toBe('en attente');
    expect(status.pending).toBe(1);
    // The change itself stays queued.
    expect(await db.outbox.count()).toBe(1);
  });

  it('with room, the state it ends on is recorded as before', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(db, setEtat(5), { actor: EDITOR });

    await runCycle(db, offline, { user: EDITOR });

    expect((await getMeta(db, 'syncState'))?.state).toBe('hors ligne');
  });
});
