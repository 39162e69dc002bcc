import { buildPlanPlots, PLAN_SNAPSHOT_FORMAT, type PlanPlot, type PlanRows } from '../src/domain/plan';
import type { ReplicaDb } from '../src/replica/db';
import { readPlanSnapshot, readStamp, savePlanSnapshot, STAMP_TABLES } from '../src/replica/queries/planSnapshot';
import { syncedReplica } from './syncedReplica';

/**
 * Page side of bench/planSnapshotFormat.bench.ts (issue 29): the plan's snapshot of a real replica stored as one
 * record whose value is the plots' object graph (read back by IndexedDB's structured clone) and as one JSON
 * string (read back as a string, then JSON.parse), and as the app stores it (readPlanSnapshot, with its stamp
 * check), each read many times, alternately.
 */
let db: ReplicaDb;
const TODAY = new Date().toISOString().slice(0, 10);
const JSON_KEY = 'benchPlanSnapshotJson';
const OBJECT_KEY = 'benchPlanSnapshotObject';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

const api = {
  async setup(username: string, password: string, espaceNom: string) {
    db = await syncedReplica(username, password, espaceNom);
    return { plots: await db.emplacements.count() };
  },

  async formats(rounds: number) {
    const [emplacements, locations, occupants, procedures, contacts] = await Promise.all([
      db.emplacements.toArray(), db.locations.toArray(), db.occupants.toArray(), db.procedures.toArray(), db.contacts.toArray(),
    ]);
    const plots: PlanPlot[] = buildPlanPlots({ emplacements, locations, occupants, procedures, contacts } as unknown as PlanRows, TODAY as never);
    const stamp = await db.transaction('r', STAMP_TABLES.map((t) => db.table(t)), () => readStamp(db, TODAY));
    const writeApp = await timed(() => savePlanSnapshot(db, plots, stamp));
    const writeObject = await timed(async () => db.meta.put({ key: OBJECT_KEY, value: { format: PLAN_SNAPSHOT_FORMAT, stamp, plots } } as never));
    const writeJson = await timed(async () => db.meta.put({ key: JSON_KEY, value: JSON.stringify({ format: PLAN_SNAPSHOT_FORMAT, stamp, plots }) } as never));
    const text = ((await db.meta.get(JSON_KEY as never)) as { value: string }).value;
    const app: number[] = [];
    const object: number[] = [];
    const json: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const a = await timed(() => readPlanSnapshot(db, TODAY));
      if (a.value?.plots.length !== plots.length) throw new Error("instantané de l'application non relu");
      app.push(a.ms);
      const o = await timed(async () => ((await db.meta.get(OBJECT_KEY as never)) as { value: { plots: PlanPlot[] } }).value);
      if (o.value.plots.length !== plots.length) throw new Error('objet non relu');
      object.push(o.ms);
      const j = await timed(async () => JSON.parse(((await db.meta.get(JSON_KEY as never)) as { value: string }).value) as { plots: PlanPlot[] });
      if (j.value.plots.length !== plots.length) throw new Error('JSON non relu');
      json.push(j.ms);
    }
    return { plots: plots.length, textMb: text.length / 1_048_576, writeAppMs: writeApp.ms, writeObjectMs: writeObject.ms, writeJsonMs: writeJson.ms, app, object, json, appMedian: median(app), objectMedian: median(object), jsonMedian: median(json) };
  },
};

(globalThis as unknown as { planSnapshotBench: typeof api }).planSnapshotBench = api;
