import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { MutationRefusedError } from '../../src/replica/enqueue';
import { chainOf } from '../../src/replica/meta';
import { NetworkError } from '../../src/platform/errors';
import type { FetchLike } from '../../src/replica/sync/transport';
import { uuidv7 } from '../../src/replica/uuidv7';
import { createEspace, createSociete, createUser, DEFAULT_PASSWORD, type EspaceRow } from '../helpers/fixtures';
import { ChaosNet, seeded } from '../sync/chaosNet';
import { Device } from '../sync/device';
import { seedEmplacement, seedLocation } from '../sync/seed';
import { balancer } from './balancer';
import { Cluster, createScaleDatabase, type ServerProcess } from './cluster';

/**
 * DESIGN §8: three real server processes on one PostgreSQL behind a random balancer. Six tablets of one
 * cemetery work at the same time, go offline, and sync through a network that drops, delays, reorders and
 * duplicates requests; some pushes go to two processes at once, and held requests are replayed later to
 * whichever process the balancer picks. The chaos variant kills one process with SIGKILL while a push is in
 * flight to it and restarts it later. Afterwards the ledger must show: every mutation answered once and
 * applied at most once, each tablet's mutations decided in its own order with no gap, the cemetery's seq
 * handed out once per write with no gap, every conflict or refusal in its tablet's conflicts, and every
 * tablet holding exactly what a fresh bootstrap gets.
 */

let scaleDb: Awaited<ReturnType<typeof createScaleDatabase>>;
let cluster: Cluster;
let database: Database;
let users: Array<{ id: string; roles: string[]; token: string }>;
let societeId: string;

async function loginOver(process: ServerProcess, username: string): Promise<string> {
  const res = await fetch(`${process.origin}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEFAULT_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  scaleDb = await createScaleDatabase();
  cluster = await Cluster.start(scaleDb.url, 3);
  database = await openDatabase({ databaseUrl: scaleDb.url, dataDir: 'memory://' });
  societeId = (await createSociete(database.db)).id;
  users = [];
  for (let i = 0; i < 3; i++) {
    const user = await createUser(database.db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [societeId] });
    // Signed in on one process, used on all: the processes share JWT_SECRET.
    users.push({ id: user.id, roles: user.roles, token: await loginOver(cluster.processes[i]!, user.username) });
  }
}, 180_000);

afterAll(async () => {
  await database?.close();
  await cluster?.stop();
  await scaleDb?.drop();
}, 60_000);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function changeSeq(espaceId: string): Promise<number> {
  const [row] = await rows<{ change_seq: number }>(sql`select change_seq from espaces where id = ${espaceId}`);
  return Number(row?.change_seq);
}

interface Made {
  device: number;
  id: string;
}

interface RunOptions {
  seed: number;
  stepsPerDevice: number;
  /** Kill one process with SIGKILL after this many steps (all tablets together) and restart it later. */
  killAt?: number;
}

interface RunReport {
  made: Made[];
  killed: boolean;
  statuses: Record<string, number>;
}

/** One run on a cemetery of its own; checks the ledger and convergence, and reports what happened. */
async function runScenario(options: RunOptions): Promise<RunReport> {
  const db = database.db;
  const espace: EspaceRow = await createEspace(db, societeId);
  const locations: string[] = [];
  for (let i = 0; i < 3; i++) locations.push(await seedLocation(db, espace.id, await seedEmplacement(db, espace.id, `R${i}`)));
  const seqBefore = await changeSeq(espace.id);

  // The chaos: once armed, the next push sent to the victim kills it while it is in flight.
  const victim = cluster.processes[1]!;
  const chaos = { steps: 0, armed: false, killed: false, dead: undefined as Promise<void> | undefined, restart: undefined as Promise<void> | undefined };
  const onSent = (target: ServerProcess, url: string) => {
    if (!chaos.armed || target !== victim || !url.includes('/sync/push')) return;
    chaos.armed = false;
    chaos.killed = true;
    chaos.dead = victim.kill();
  };

  const random = seeded(options.seed);
  const DEVICES = 6;
  const nets = Array.from({ length: DEVICES }, () =>
    new ChaosNet(balancer(cluster.processes, random, { race: 0.1, onSent }), random, { dropRequest: 0.05, delayRequest: 0.08, dropResponse: 0.1, duplicate: 0.08 }),
  );
  const offline: FetchLike = async () => {
    throw new NetworkError();
  };
  const devices = nets.map((net, i) => {
    const user = users[i % users.length]!;
    return new Device(espace.id, { userId: user.id, roles: user.roles }, user.token, net.fetch, { batchSize: 4, pullLimit: 12 });
  });
  const made: Made[] = [];

  const attempt = async (i: number, request: { name: string; args: Record<string, unknown> }) => {
    try {
      made.push({ device: i, id: (await devices[i]!.enqueue(request)).id });
    } catch (error) {
      // A rule refusing on the tablet (a note deleted meanwhile) writes nothing: not a mutation made.
      if (!(error instanceof MutationRefusedError)) throw error;
    }
  };
  const pickNote = async (i: number, pick: number) => {
    const notes = await devices[i]!.db.notes.orderBy('id').toArray();
    return notes.length ? notes[pick % notes.length] : undefined;
  };
  const afterStep = async () => {
    chaos.steps += 1;
    if (options.killAt === undefined) return;
    if (chaos.steps === options.killAt) chaos.armed = true;
    // Restarted once the tablets have worked a while against the two others.
    // After its exit: the tablets' 40 steps can outrun the killed process's exit on a loaded machine.
    if (chaos.killed && !chaos.restart && chaos.steps >= options.killAt + 40) chaos.restart = chaos.dead!.then(() => victim.start());
  };

  const work = async (i: number) => {
    const rand = seeded(options.seed * 31 + i);
    const device = devices[i]!;
    for (let step = 0; step < options.stepsPerDevice; step++) {
      const r = rand();
      const slot = Math.floor(rand() * locations.length);
      if (r < 0.08) device.fetch = device.fetch === offline ? nets[i]!.fetch : offline;
      else if (r < 0.3) await attempt(i, { name: 'location.setEtatAbandon', args: { id: locations[slot], etatAbandon: 1 + Math.floor(rand() * 4) } });
      else if (r < 0.4) await attempt(i, { name: 'location.setFacture', args: { id: locations[slot], facture: rand() < 0.5 ? 'réglée' : 'non réglée' } });
      else if (r < 0.5) await attempt(i, { name: 'note.create', args: { id: uuidv7(), titre: `Relevé ${i}-${step}` } });
      else if (r < 0.57) {
        const note = await pickNote(i, Math.floor(rand() * 100));
        if (note) await attempt(i, { name: 'note.update', args: { id: note.id, titre: `Vu ${i}-${step}` } });
      } else if (r < 0.6) {
        const note = await pickNote(i, Math.floor(rand() * 100));
        if (note) await attempt(i, { name: 'note.delete', args: { id: note.id } });
      } else if (r < 0.67) {
        await Promise.all([device.sync(), attempt(i, { name: 'location.setEtatAbandon', args: { id: locations[slot], etatAbandon: 5 } })]);
      } else if (r < 0.72) await nets[i]!.releaseOne();
      else await device.sync();
      await afterStep();
    }
    device.fetch = nets[i]!.fetch;
  };
  // A sure conflict first: two tablets change one field from the same value; the second to sync loses.
  for (const i of [0, 1]) {
    nets[i]!.reliable = true;
    expect((await devices[i]!.sync()).outcome).toBe('ok');
  }
  await attempt(0, { name: 'location.setEtatAbandon', args: { id: locations[0], etatAbandon: 2 } });
  await attempt(1, { name: 'location.setEtatAbandon', args: { id: locations[0], etatAbandon: 3 } });
  for (const i of [0, 1]) {
    expect((await devices[i]!.sync()).outcome).toBe('ok');
    nets[i]!.reliable = false;
  }
  await Promise.all(devices.map((_, i) => work(i)));

  // The killed process is back before the end; late requests arrive; then the network heals.
  if (options.killAt !== undefined) {
    expect(chaos.killed, 'a process was killed during the run').toBe(true);
    await (chaos.restart ?? chaos.dead!.then(() => victim.start()));
  }
  for (const net of nets) await net.releaseAll();
  for (const net of nets) net.reliable = true;
  for (let round = 0; round < 2; round++) {
    for (const d of devices) expect((await d.sync()).outcome).toBe('ok');
  }
  for (const d of devices) expect(await d.db.outbox.count()).toBe(0);

  // All converge: each tablet holds what a fresh bootstrap through the balancer gets.
  const fresh = new Device(espace.id, { userId: users[0]!.id, roles: users[0]!.roles }, users[0]!.token, balancer(cluster.processes, random, { race: 0 }));
  expect((await fresh.sync()).outcome).toBe('ok');
  const truth = await fresh.rows();
  for (const d of devices) expect(await d.rows()).toEqual(truth);

  await expectLedger(espace.id, devices, made, seqBefore);
  const statuses: Record<string, number> = {};
  for (const r of await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from applied_mutations where espace_id = ${espace.id} group by status`)) {
    statuses[r.status] = r.n;
  }
  return { made, killed: chaos.killed, statuses };
}

async function expectLedger(espaceId: string, devices: Device[], made: Made[], seqBefore: number): Promise<void> {
  const ledger = new Map(
    (await rows<{ id: string; status: string; client_id: string; client_seq: number }>(sql`select id, status, client_id, client_seq from applied_mutations where espace_id = ${espaceId}`)).map(
      (r) => [r.id, r],
    ),
  );
  // Every mutation made was answered exactly once (the ledger holds it), and nothing else was.
  expect(ledger.size).toBe(made.length);
  const writes = new Map(
    (await rows<{ id: string; n: number; first: string }>(
      sql`select mutation_id::text as id, count(*)::int as n, min(id)::text as first from history where espace_id = ${espaceId} and mutation_id is not null group by mutation_id`,
    )).map((r) => [r.id, r]),
  );
  for (const [index, device] of devices.entries()) {
    // One seq chain per author on a device database (src/replica/meta.ts): this tablet's one user.
    const { clientId } = await chainOf(device.db, device.actor.userId);
    const mine = made.filter((m) => m.device === index);
    // Per tablet: its mutations hold seqs 1..n in the order it made them, so none was skipped or reordered.
    expect(mine.map((m) => ledger.get(m.id)?.client_seq), `tablet ${index}: seqs`).toEqual(mine.map((_, k) => k + 1));
    expect(mine.every((m) => ledger.get(m.id)?.client_id === clientId), `tablet ${index}: its client id`).toBe(true);
    const [last] = await rows<{ last_seq: number }>(sql`select last_seq from client_seqs where client_id = ${clientId} and espace_id = ${espaceId}`);
    expect(last?.last_seq ?? 0).toBe(mine.length);
    // Applied in that order: the history of an earlier mutation comes before that of a later one.
    const firsts = mine.flatMap((m) => (writes.has(m.id) ? [BigInt(writes.get(m.id)!.first)] : []));
    expect(firsts, `tablet ${index}: applied in its order`).toEqual([...firsts].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    // A conflict or a refusal is reported on the tablet, never dropped; an applied one is not there.
    for (const m of mine) {
      const status = ledger.get(m.id)?.status;
      const inConflicts = (await device.db.conflicts.get(m.id)) !== undefined;
      expect(inConflicts, `mutation ${m.id} (${status}) in conflicts`).toBe(status !== 'applied');
      // Each of these mutations writes one row: applied at most once.
      expect(writes.get(m.id)?.n ?? 0, `mutation ${m.id} written once at most`).toBeLessThanOrEqual(status === 'applied' ? 1 : 0);
    }
  }
  // The cemetery's seq: one per row write, none lost or given twice.
  const writesCount = [...writes.values()].reduce((sum, w) => sum + w.n, 0);
  expect((await changeSeq(espaceId)) - seqBefore).toBe(writesCount);
  const duplicates = await rows<{ seq: number }>(
    sql`select seq from (select seq from locations where espace_id = ${espaceId} union all select seq from notes where espace_id = ${espaceId} union all select seq from emplacements where espace_id = ${espaceId}) s group by seq having count(*) > 1`,
  );
  expect(duplicates).toEqual([]);
}

describe('sync with several server processes on one PostgreSQL', () => {
  it('tablets pushing at the same time to different processes: exactly once, in order, conflicts kept, all converge', async () => {
    const report = await runScenario({ seed: 1301, stepsPerDevice: 35 });
    expect(report.made.length).toBeGreaterThan(40);
    // At least the sure conflict of the start, reported on its tablet (checked with the ledger).
    expect(report.statuses.conflict ?? 0).toBeGreaterThan(0);
  }, 120_000);

  it('chaos: one process killed with SIGKILL while a push is in flight, then restarted: same guarantees', async () => {
    const report = await runScenario({ seed: 1302, stepsPerDevice: 35, killAt: 60 });
    expect(report.killed).toBe(true);
    expect(report.made.length).toBeGreaterThan(40);
  }, 120_000);
});
