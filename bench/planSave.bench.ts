import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { CommandBatch, REST_ORIGIN, type CommandAuth, type CommandEnvelope } from '../server/commands';
import { runBulk } from '../server/commands/bulk';
import { openDatabase, type Database } from '../server/db/client';
import { espaces, societes } from '../server/db/schema';
import { writeResultsSection } from './harness';

/**
 * Issue 13 benchmark: saving a plan of BENCH_PLAN_PLOTS plots (default 10,000) on the embedded database
 * (PGlite, one connection), first as creations then as new shapes of the same plots, two ways side by side
 * in one run, each on a fresh in-memory database:
 * - before: every mutation in ONE transaction of a CommandBatch (what the import did until now);
 * - after: server/commands/bulk.ts (decided first, staged in short statements, one short set-based commit).
 * While each save runs, a probe asks the database `select 1` again and again, as another user's request would:
 * the longest wait of a probe is how long the save held everyone else. Runs alone: `tsx bench/planSave.bench.ts`.
 */
const plots = Number(process.env.BENCH_PLAN_PLOTS ?? 10_000);
const AUTH: CommandAuth = { user: { id: randomUUID() }, actor: { id: randomUUID() }, roles: ['ROLE_ADMIN'] };

interface Run {
  totalMs: number;
  /** The transaction that makes the rows visible (after: the final commit only). */
  commitMs: number;
  longestWaitMs: number;
  probes: number;
}

async function cemetery(database: Database): Promise<string> {
  const societeId = randomUUID();
  const espaceId = randomUUID();
  await database.db.insert(societes).values({ id: societeId, nom: 'Commune', commune: 'Commune' });
  await database.db.insert(espaces).values({ id: espaceId, societeId, nom: 'Cimetière' });
  return espaceId;
}

const square = (i: number, size: number) => {
  const x = (i % 100) * 40;
  const y = Math.floor(i / 100) * 70;
  return { type: 'Polygon', coordinates: [[[x, y], [x + size, y], [x + size, y + 60], [x, y + 60], [x, y]]] };
};

function creations(): { envelopes: CommandEnvelope[]; ids: string[] } {
  const ids = Array.from({ length: plots }, () => randomUUID());
  const envelopes = ids.map((id, i) => ({ id: randomUUID(), name: 'emplacement.create', args: { id, carre: `P${i}`, allee: '1', numero: '1', geometry: square(i, 30) } }));
  return { envelopes, ids };
}

const reshapes = (ids: string[]): CommandEnvelope[] => ids.map((id, i) => ({ id: randomUUID(), name: 'emplacement.setGeometry', args: { id, geometry: square(i, 32) } }));

/** The import's save until now: one transaction, one command batch. */
async function saveBefore(database: Database, espaceId: string, envelopes: CommandEnvelope[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    const batch = await CommandBatch.open(tx, espaceId);
    await batch.preload(envelopes);
    for (const envelope of envelopes) {
      const result = await batch.apply(AUTH, envelope, REST_ORIGIN, Date.now());
      if (result.status !== 'applied') throw new Error(result.error ?? 'refusé');
    }
    await batch.finish();
  });
}

async function saveAfter(database: Database, espaceId: string, envelopes: CommandEnvelope[]): Promise<number> {
  let committing = 0;
  let commitMs = 0;
  const onEvent = (message: unknown) => {
    const { event } = message as { event: string };
    if (event === 'committing') committing = performance.now();
    if (event === 'committed') commitMs = performance.now() - committing;
  };
  subscribe('cimetiere.bulk', onEvent);
  try {
    const outcome = await runBulk(database.db, { auth: AUTH, espaceId, nowMs: Date.now(), build: async () => envelopes });
    if (!outcome.ok) throw new Error(outcome.result.error ?? 'refusé');
  } finally {
    unsubscribe('cimetiere.bulk', onEvent);
  }
  return commitMs;
}

/**
 * Runs the save while a probe queries the same database back to back (5 ms apart). PGlite runs in this thread,
 * so a long statement stops the probe's timers too: the longest gap between two answered probes (from the
 * save's start to its end) is the longest time another user got no answer at all.
 */
async function measured(database: Database, save: () => Promise<number | void>): Promise<Run> {
  let running = true;
  let probes = 0;
  const start = performance.now();
  let last = start;
  let longest = 0;
  const probe = (async () => {
    while (running) {
      await database.db.execute(sql`select 1`);
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  let commitMs: number | void;
  try {
    commitMs = await save();
  } finally {
    running = false;
  }
  const end = performance.now();
  await probe;
  longest = Math.max(longest, end - Math.min(last, end));
  return { totalMs: end - start, commitMs: commitMs ?? end - start, longestWaitMs: longest, probes };
}

export async function runPlanSaveBench(): Promise<void> {
  console.log(`Enregistrement d'un plan de ${plots} emplacements…`);
  const before = await openDatabase({ dataDir: 'memory://' });
  const after = await openDatabase({ dataDir: 'memory://' });
  try {
    const [a, b] = [await cemetery(before), await cemetery(after)];
    const made = { before: creations(), after: creations() };
    // Alternated, so that both ways meet the same machine load.
    const createBefore = await measured(before, () => saveBefore(before, a, made.before.envelopes));
    const createAfter = await measured(after, () => saveAfter(after, b, made.after.envelopes));
    const reshapeBefore = await measured(before, () => saveBefore(before, a, reshapes(made.before.ids)));
    const reshapeAfter = await measured(after, () => saveAfter(after, b, reshapes(made.after.ids)));
    const fmt = (n: number) => Math.round(n).toLocaleString('fr-FR');
    const ratio = (x: number, y: number) => (x / y).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
    const row = (what: string, r: Run) => `| ${what} | ${fmt(r.totalMs)} ms | ${fmt(r.commitMs)} ms | ${fmt(r.longestWaitMs)} ms | ${r.probes} |`;
    const lines = [
      '## Saving an imported plan on the embedded database (issue 13)',
      '',
      `Run of \`tsx bench/planSave.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: ${plots.toLocaleString('en')} plots saved on PGlite in memory, once as creations, then as new shapes of the same plots; load average at the end ${loadavg()[0]?.toFixed(1)}. A probe queries the same database back to back during each save; the longest gap between two of its answers is the longest time another user got no answer.`,
      '',
      '| what | whole save | its transaction holding the database | longest time without an answer to another query | probes answered during the save |',
      '|---|---:|---:|---:|---:|',
      row('creations, one transaction (before)', createBefore),
      row('creations, decided then staged, short set-based commit (after)', createAfter),
      row('new shapes, one transaction (before)', reshapeBefore),
      row('new shapes, decided then staged, short set-based commit (after)', reshapeAfter),
      '',
      `Time the database is held by one transaction, before / after: ${ratio(createBefore.commitMs, createAfter.commitMs)}× shorter for creations, ${ratio(reshapeBefore.commitMs, reshapeAfter.commitMs)}× for new shapes; longest time without an answer, before / after: ${ratio(createBefore.longestWaitMs, createAfter.longestWaitMs)}× and ${ratio(reshapeBefore.longestWaitMs, reshapeAfter.longestWaitMs)}×. Whole save, after / before: ${ratio(createAfter.totalMs, createBefore.totalMs)}× and ${ratio(reshapeAfter.totalMs, reshapeBefore.totalMs)}×.`,
    ];
    writeResultsSection('planSave', lines);
    console.log(lines.join('\n'));
  } finally {
    await before.close();
    await after.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runPlanSaveBench();
