import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createReplicaDb } from '../../src/replica/db';
import { enqueue } from '../../src/replica/enqueue';
import { sweepImpersonatedReplicas } from '../../src/replica/impersonatedReplicas';
import { EDITOR, ESPACE, locationRow } from './fixtures';

const OTHER_ESPACE = '01900000-0000-7000-8000-000000000002';
const names = async () => (await indexedDB.databases()).map((d) => d.name ?? '').sort();

describe('impersonated replicas left behind (issue 16)', () => {
  it('are deleted once the administrator is back, except those holding unsent work, and the own replica stays', async () => {
    const own = createReplicaDb(ESPACE, { scope: null });
    await own.locations.put(locationRow());
    own.close();
    for (const espace of [ESPACE, OTHER_ESPACE]) {
      const db = createReplicaDb(espace, { scope: 'agent@demo.fr' });
      await db.locations.put(locationRow({ espaceId: espace }));
      db.close();
    }
    const busy = createReplicaDb(ESPACE, { scope: 'gardien@demo.fr' });
    await busy.locations.put(locationRow());
    await enqueue(busy, { name: 'location.setEtatAbandon', args: { id: locationRow().id, etatAbandon: 3 } }, { actor: EDITOR });
    busy.close();

    await sweepImpersonatedReplicas();

    expect(await names()).toEqual([`cimetiere-${ESPACE}`, `cimetiere-${ESPACE}~as-gardien@demo.fr`]);
  });
});
