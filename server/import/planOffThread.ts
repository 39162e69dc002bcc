import type { DryRunLine, ExistingRows, ImportEnvelope, ImportPlan } from '../../src/domain/import/plan';
import { getMutation } from '../../src/domain/mutations/catalogue';
import { HttpError } from '../errors';
import { offThreadTask, OffThreadError, runOffThread } from '../offthread/runOffThread';
import { buffersOf, pack, unpack, unpackChunks, unpackNow, type Packed } from '../offthread/packed';
import type { Cell } from '../../src/domain/import/rows';
import type * as planRegisterTask from './planRegister.task';
import { planIntoPacks } from './planRegister.task';
import type { EnvelopesWanted, LinesWanted, PackedEnvelope, PackedExisting, PackedPlan } from './planTasks';
import { planOf, type RegisterSheet } from './register.service';

const registerTask = offThreadTask<typeof planRegisterTask>()(new URL('./planRegister.task.ts', import.meta.url), 'planRegisterPacked');

/**
 * Up to this many lines, the plan is made on the main thread: a few tens of milliseconds, less
 * than starting a worker and loading the planning code into it (seconds on a loaded machine).
 */
export const PLAN_ON_THREAD_MAX = 1_000;
/** A plan of the documented maximum (100,000 lines) takes tens of seconds on a loaded machine. */
export const PLAN_TIME_LIMIT_MS = 5 * 60_000;
export const PLAN_HEAP_MB = 1536;
const MSG_PLAN_TOO_HEAVY = 'Le fichier est trop lourd pour être préparé par le serveur : découpez-le.';

/**
 * planOf (server/import/register.service.ts) in a worker thread (issue 26), called with planOf's own arguments:
 * the lines are read and planned there, so that a dry run or an import of 100,000 lines never holds the other
 * requests; the inputs go and the plan comes back by chunks, a chunk per turn of the event loop (a small
 * register is planned here at once). The plan is planOf's, but for its mutations: none with `envelopes: false`
 * (a dry run writes nothing); with 'validated', each one's `args` are its validated args (`prepared.args`, the
 * same object: what the writes use, not held twice; a mutation the plan did not validate keeps its args).
 */
export async function planRegisterOffThread(args: Parameters<typeof planOf>, opts: { envelopes: EnvelopesWanted }): Promise<ReturnType<typeof planOf>> {
  const [sheet, mapping, existing, ...rest] = args;
  if (sheet.rows.length <= PLAN_ON_THREAD_MAX + sheet.headerRow + 1) return planOf(...args);
  const { rows, ...sheetRest } = sheet;
  const input = { sheet: sheetRest, rows: await pack(rows), mapping, existing: await packExisting(existing), rest, envelopes: opts.envelopes };
  return unpackPlan(await runPlan(registerTask, input, [input.rows, ...Object.values(input.existing)]));
}

/**
 * A sheet whose rows are kept packed (server/offthread/packed.ts) on the main thread: a tenth of their weight as
 * objects, a copy sent to each plan (an import planned again after a conflict plans from it again), read back
 * whole only when a report needs its cells (issue 26, memory).
 */
export type PackedSheet = Omit<RegisterSheet, 'rows'> & { rows: Packed; rowCount: number };

/** The sheet with its rows packed; the sheet given is left without rows (its caller reads them no more). */
export async function packedSheet(sheet: RegisterSheet): Promise<PackedSheet> {
  const { rows, ...rest } = sheet;
  const packed = { ...rest, rows: await pack(rows), rowCount: rows.length };
  sheet.rows = [];
  return packed;
}

/** The rows of a packed sheet, read back whole (the pack is left as it was). */
export function rowsOf(sheet: PackedSheet): Cell[][] {
  return unpackNow<Cell[]>(sheet.rows);
}

/**
 * planOf's plan by parts (issue 26, memory stays under 1 GB): its lines and mutations come back packed, never
 * unpacked whole; the caller reads them a chunk at a time (`dryRunJsonOf`, `envelopeBatches`). Planned in a
 * worker past PLAN_ON_THREAD_MAX lines, where the lines are read one at a time and packed as they are planned
 * (planRegister.task.ts planIntoPacks); a small register the same way here. `lines: 'reported'` keeps only the
 * lines an import reports (refused, or imported with values left empty).
 */
export async function planRegisterParts(
  args: [PackedSheet, ...(Parameters<typeof planOf> extends [unknown, ...infer R] ? R : never)],
  opts: { envelopes: EnvelopesWanted; lines: LinesWanted },
): Promise<PackedPlan<ImportPlan>> {
  const [sheet, mapping, existing, communes, context] = args;
  const { rows, rowCount, ...sheetRest } = sheet;
  if (rowCount <= PLAN_ON_THREAD_MAX + sheet.headerRow + 1) return planIntoPacks({ ...sheetRest, rows: rowsOf(sheet) }, mapping, existing, communes, context ?? {}, opts);
  // A copy of each chunk crosses (the sheet keeps its own); the existing rows are packed for this plan alone.
  const copy: Packed = { chunks: rows.chunks.map((c) => new Uint8Array(c)), length: rows.length };
  const input = { sheet: sheetRest, rows: copy, mapping, existing: await packExisting(existing), rest: [communes, context] as [typeof communes, typeof context], envelopes: opts.envelopes, lines: opts.lines };
  return runPlan<typeof input, ImportPlan>(registerTask, input, [input.rows, ...Object.values(input.existing)]);
}

/** The mutations of a plan by parts, a chunk at a time, each with its validation found again; each chunk let go once read. */
export function envelopeBatches(plan: PackedPlan<ImportPlan>): AsyncIterable<ImportEnvelope[]> {
  return unpackChunks<PackedEnvelope, ImportEnvelope>(plan.envelopes ?? { chunks: [], length: 0 }, envelopeOf);
}

async function runPlan<I, P>(task: Parameters<typeof runOffThread<I, PackedPlan<P>>>[0], input: I, packs: Packed[]): Promise<PackedPlan<P>> {
  try {
    return await runOffThread(task, input, { timeoutMs: PLAN_TIME_LIMIT_MS, maxHeapMb: PLAN_HEAP_MB, transfer: buffersOf(...packs) });
  } catch (error) {
    if (error instanceof OffThreadError && error.reason !== 'crash') throw new HttpError(413, MSG_PLAN_TOO_HEAVY);
    throw error;
  }
}

async function packExisting(existing: ExistingRows): Promise<PackedExisting> {
  return {
    emplacements: await pack(existing.emplacements),
    locations: await pack(existing.locations),
    occupants: await pack(existing.occupants),
    contacts: await pack(existing.contacts),
  };
}

async function unpackPlan<P>(packed: PackedPlan<P>): Promise<P> {
  const { lines: packedLines, envelopes: packedEnvelopes, ...rest } = packed;
  const lines = await unpack<DryRunLine>(packedLines);
  const envelopes = packedEnvelopes ? await unpack<PackedEnvelope, ImportEnvelope>(packedEnvelopes, envelopeOf) : [];
  return { ...rest, lines, envelopes } as P;
}

/** The planned mutation with its validation found again: the args were validated by the same schema in the worker. */
function envelopeOf(e: PackedEnvelope): ImportEnvelope {
  const def = e.prepared ? getMutation(e.name) : undefined;
  return def ? { id: e.id, name: e.name, args: e.args, line: e.line, prepared: { ok: true, def, args: e.args as { id: string } & Record<string, unknown> } } : { id: e.id, name: e.name, args: e.args, line: e.line };
}

/**
 * A dry run's answer `{ lignes, ... }` as JSON text, its lines made a few thousand per turn of the event loop:
 * the text of 100,000 lines takes a few tenths of a second to make in one piece.
 */
export async function dryRunJson(answer: { lignes: readonly DryRunLine[] } & Record<string, unknown>): Promise<string> {
  const { lignes, ...rest } = answer;
  const parts: string[] = [];
  for (let i = 0; i < lignes.length; i += 5000) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    parts.push(JSON.stringify(lignes.slice(i, i + 5000)).slice(1, -1));
  }
  const others = JSON.stringify(rest).slice(1, -1);
  return `{"lignes":[${parts.join(',')}]${others ? `,${others}` : ''}}`;
}

/**
 * dryRunJson of a plan by parts: the same text, its lines read a chunk at a time and let go once written, so
 * that the 100,000 lines of a dry run are never held as objects on the main thread.
 */
export async function dryRunJsonOf(lines: Packed, rest: Record<string, unknown>): Promise<string> {
  const parts: string[] = [];
  for await (const chunk of unpackChunks<DryRunLine>(lines)) if (chunk.length > 0) parts.push(JSON.stringify(chunk).slice(1, -1));
  const others = JSON.stringify(rest).slice(1, -1);
  return `{"lignes":[${parts.join(',')}]${others ? `,${others}` : ''}}`;
}

/** `make()`'s function, made at its first call only (a costly preparation that most calls never need). */
export function lazily<A extends unknown[], R>(make: () => (...args: A) => R): (...args: A) => R {
  let made: ((...args: A) => R) | null = null;
  return (...args) => {
    made ??= make();
    return made(...args);
  };
}
