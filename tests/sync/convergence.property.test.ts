import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MutationRefusedError } from '../../src/replica/enqueue';
import type { TokenProvider } from '../../src/replica/sync/transport';
import { uuidv7 } from '../../src/replica/uuidv7';
import { createEspace, createUser, login } from '../helpers/fixtures';
import { ChaosNet, seeded } from './chaosNet';
import { Device } from './device';
import { injectFetch } from './injectFetch';
import { appliedCount, seedEmplacement, seedLocation } from './seed';
import { openServer, type ServerWorld } from './world';

/**
 * DESIGN §8: three tablets make random catalogue mutations while a network drops, duplicates, delays and
 * reorders their requests and the answers, and the server restarts once in the middle. After a final
 * reliable sync: every tablet holds exactly the rows a fresh bootstrap gets (so no pull skipped a row),
 * every mutation made was applied once or sits in its tablet's conflicts, and none was applied twice.
 * FC_RUNS sets the number of runs (default 100 in CI, 25 for a quick local run; thousands for a soak);
 * FC_SEED replays one; FC_STATS=1 prints what each run did (mutations, conflicts, network faults).
 */
const RUNS = Number(process.env.FC_RUNS ?? (process.env.CI ? 100 : 25));

let world: ServerWorld;
let users: Array<{ id: string; roles: string[]; tokens: TokenProvider }>;

beforeAll(async () => {
  world = await openServer();
  users = [];
  for (let i = 0; i < 3; i++) {
    const user = await createUser(world.database.db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [world.espace.societeId] });
    let token = (await login(world.app, user.username)).token;
    users.push({
      id: user.id,
      roles: user.roles,
      // Access tokens last 15 minutes: a long FC_RUNS session signs in again when the server says 401.
      tokens: {
        getAccessToken: async () => token,
        refreshAccessToken: async () => {
          token = (await login(world.app, user.username)).token;
          return token;
        },
      },
    });
  }
}, 120_000);
afterAll(async () => {
  await world.close();
});

const client = fc.nat({ max: 2 });
// Two rows for three tablets, values from a small set: same-field conflicts and no-op writes are common.
const slot = fc.nat({ max: 1 });
const step = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('etat' as const), client, slot, value: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('facture' as const), client, slot, value: fc.constantFrom('réglée', 'non réglée', null) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('noteCreate' as const), client, titre: fc.constantFrom('Tondre', 'Relever', 'Vérifier') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('noteUpdate' as const), client, pick: fc.nat(), titre: fc.constantFrom('Un', 'Deux') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('noteDelete' as const), client, pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), client }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('syncAll' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('syncWhileEditing' as const), client, slot, value: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), client }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const scenario = fc.record({ steps: fc.array(step, { minLength: 12, maxLength: 40 }), seed: fc.integer(), restartAt: fc.nat() });

interface Made {
  device: number;
  id: string;
}

async function runScenario(input: { steps: Step[]; seed: number; restartAt: number }): Promise<void> {
  const db = world.database.db;
  const espace = await createEspace(db, world.espace.societeId);
  const locations: string[] = [];
  for (let i = 0; i < 3; i++) locations.push(await seedLocation(db, espace.id, await seedEmplacement(db, espace.id, `P${i}`)));
  const random = seeded(input.seed);
  const odds = { dropRequest: 0.1, delayRequest: 0.08, dropResponse: 0.15, duplicate: 0.1 };
  const nets = users.map(() => new ChaosNet(injectFetch(() => world.app), random, odds));
  const devices = users.map((u, i) => new Device(espace.id, { userId: u.id, roles: u.roles }, u.tokens, nets[i]!.fetch, { batchSize: 3, pullLimit: 4 }));
  const made: Made[] = [];
  const at = (i: number) => devices[i]!;

  const attempt = async (i: number, request: { name: string; args: Record<string, unknown> }) => {
    try {
      made.push({ device: i, id: (await at(i).enqueue(request)).id });
    } catch (error) {
      // A rule refusing on the device (a note deleted meanwhile) writes nothing: not a mutation made.
      if (!(error instanceof MutationRefusedError)) throw error;
    }
  };
  const pickNote = async (i: number, pick: number) => {
    const notes = await at(i).db.notes.orderBy('id').toArray();
    return notes.length ? notes[pick % notes.length] : undefined;
  };

  const restartAt = input.restartAt % input.steps.length;
  for (const [index, s] of input.steps.entries()) {
    if (index === restartAt) await world.restart();
    switch (s.kind) {
      case 'etat':
        await attempt(s.client, { name: 'location.setEtatAbandon', args: { id: locations[s.slot], etatAbandon: s.value } });
        break;
      case 'facture':
        await attempt(s.client, { name: 'location.setFacture', args: { id: locations[s.slot], facture: s.value } });
        break;
      case 'noteCreate':
        await attempt(s.client, { name: 'note.create', args: { id: uuidv7(), titre: s.titre } });
        break;
      case 'noteUpdate': {
        const note = await pickNote(s.client, s.pick);
        if (note) await attempt(s.client, { name: 'note.update', args: { id: note.id, titre: `${s.titre} ${index}` } });
        break;
      }
      case 'noteDelete': {
        const note = await pickNote(s.client, s.pick);
        if (note) await attempt(s.client, { name: 'note.delete', args: { id: note.id } });
        break;
      }
      case 'sync':
        await at(s.client).sync();
        break;
      case 'syncAll':
        await Promise.all(devices.map((d) => d.sync()));
        break;
      case 'syncWhileEditing':
        await Promise.all([at(s.client).sync(), attempt(s.client, { name: 'location.setEtatAbandon', args: { id: locations[s.slot], etatAbandon: s.value } })]);
        break;
      case 'release':
        await nets[s.client]!.releaseOne();
        break;
    }
  }

  // The late requests arrive, then the network heals and everyone syncs until nothing moves.
  for (const net of nets) await net.releaseAll();
  for (const net of nets) net.reliable = true;
  for (let round = 0; round < 2; round++) {
    for (const d of devices) expect((await d.sync()).outcome).toBe('ok');
  }
  for (const d of devices) expect(await d.db.outbox.count()).toBe(0);

  // A fresh tablet bootstraps from cursor 0: the others, who pulled bit by bit, must hold the same rows.
  const fresh = new Device(espace.id, { userId: users[0]!.id, roles: users[0]!.roles }, users[0]!.tokens, injectFetch(() => world.app));
  expect((await fresh.sync()).outcome).toBe('ok');
  const truth = await fresh.rows();
  for (const d of devices) {
    expect(await d.rows()).toEqual(truth);
    expect(await d.db.shadows.count()).toBe(0);
  }

  // Exactly once: each mutation made has one answer; applied ones wrote at most one history entry;
  // refused ones wait in their tablet's conflicts.
  const ledger = await appliedCount(db, made.map((m) => m.id));
  for (const m of made) {
    const answer = ledger.get(m.id);
    expect(answer?.count, `mutation ${m.id} answered once`).toBe(1);
    const inConflicts = (await at(m.device).db.conflicts.get(m.id)) !== undefined;
    expect(inConflicts, `mutation ${m.id} (${answer?.status}) in conflicts`).toBe(answer?.status !== 'applied');
  }
  if (process.env.FC_STATS) {
    const statuses = [...ledger.values()].map((a) => a.status);
    console.log(JSON.stringify({ made: made.length, conflict: statuses.filter((x) => x === 'conflict').length, rejected: statuses.filter((x) => x === 'rejected').length, nets: nets.map((n) => n.stats) }));
  }
  const history = await db.execute(
    sql`select mutation_id, count(*)::int as n from history where espace_id = ${espace.id} and mutation_id is not null group by mutation_id having count(*) > 1`,
  );
  expect((history as unknown as { rows: unknown[] }).rows).toEqual([]);
}

describe('sync convergence (property)', () => {
  it(
    'converges with nothing lost and nothing applied twice, whatever the network and a server restart do',
    async () => {
      await fc.assert(fc.asyncProperty(scenario, runScenario), {
        numRuns: RUNS,
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
        endOnFailure: true,
      });
    },
    Math.max(600_000, RUNS * 20_000),
  );
});
