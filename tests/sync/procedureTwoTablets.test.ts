import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReplicaDb, type ReplicaDb } from '../../src/replica/db';
import { enqueue, type Actor } from '../../src/replica/enqueue';
import { runCycle } from '../../src/replica/sync/engine';
import { createHttpTransport } from '../../src/replica/sync/transport';
import { parisToday } from '../../server/sync/clock';
import { injectFetch } from './injectFetch';
import { appliedCount, seedEmplacement, seedLocation, serverRows } from './seed';
import { clerk, openServer, type ServerWorld } from './world';

/**
 * Issue 11 across devices: a procedure step recorded on one tablet reaches the other after sync, and the same
 * step recorded offline on two tablets gives one applied and one refusal kept in the second tablet's conflicts
 * (shown to its user with the engine's French message), never a second record of the step.
 */
let world: ServerWorld;
const tablets: Array<{ db: ReplicaDb; person: Actor & { token: string } }> = [];

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
  await world.close();
});

function sync(index: number) {
  const { db, person } = tablets[index]!;
  const transport = createHttpTransport({ fetch: injectFetch(() => world.app), tokens: { getAccessToken: async () => person.token, refreshAccessToken: async () => null } });
  return runCycle(db, transport, { user: person });
}

function record(index: number, name: string, args: Record<string, unknown>) {
  const { db, person } = tablets[index]!;
  return enqueue(db, { name, args }, { actor: person });
}

describe('a procedure on two tablets', () => {
  it('a step made on one tablet is on the other after sync; the same step made on both is applied once and refused on the second, kept in its conflicts', async () => {
    const today = parisToday(Date.now());
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'P2');
    const locationId = await seedLocation(world.database.db, world.espace.id, emplacementId);
    expect((await sync(0)).outcome).toBe('ok');
    expect((await sync(1)).outcome).toBe('ok');

    // Tablet 1 opens a donation; tablet 2 sees it after sync.
    const procedureId = crypto.randomUUID();
    await record(0, 'procedure.start', { id: procedureId, kind: 'donation', emplacementId, locationId });
    expect((await sync(0)).outcome).toBe('ok');
    expect((await sync(1)).outcome).toBe('ok');
    expect(await tablets[1]!.db.procedures.get(procedureId)).toMatchObject({ kind: 'donation', etat: 0, etapes: [] });

    // Both record step 1 (Vérifier) with no network; tablet 1 syncs first.
    const verifier = { id: procedureId, etape: 1, champs: { dateVerification: today, demandeeTitulaire: true, heritierMemeSang: null, valide: true } };
    const first = await record(0, 'procedure.recordStep', verifier);
    const second = await record(1, 'procedure.recordStep', verifier);
    expect((await sync(0)).outcome).toBe('ok');
    await sync(1);

    const ledger = await appliedCount(world.database.db, [first.id, second.id]);
    expect(ledger.get(first.id)).toEqual({ count: 1, status: 'applied' });
    expect(ledger.get(second.id)?.status).not.toBe('applied');
    // The server holds the step once.
    const [row] = (await serverRows(world.database.db, 'procedures', world.espace.id)).filter((r) => r.id === procedureId);
    expect(row?.etat).toBe(1);
    expect((row?.etapes as Array<{ etape: number }>).filter((e) => e.etape === 1)).toHaveLength(1);

    // Tablet 2 shows its refused step to its user with the engine's message, and now holds tablet 1's step.
    const conflict = await tablets[1]!.db.conflicts.get(second.id);
    expect(conflict?.status).toBe('rejected');
    expect(conflict?.message).toMatch(/^Cette étape a déjà été effectuée le \d{2}\/\d{2}\/\d{4}/);
    const mirrored = await tablets[1]!.db.procedures.get(procedureId);
    expect(mirrored?.etat).toBe(1);
    expect((mirrored?.etapes as Array<{ etape: number }> | undefined)?.filter((e) => e.etape === 1)).toHaveLength(1);
    expect(await tablets[1]!.db.outbox.count()).toBe(0);
  });
});
