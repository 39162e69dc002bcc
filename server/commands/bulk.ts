import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MutationResult } from '../../src/domain/mutations/envelope';
import type { TableName } from '../../src/domain/entities/tables';
import type { Db } from '../db/client';
import { espaces } from '../db/schema';
import { HttpError } from '../errors';
import {
  BulkLostError, bulkWriteOf, extendBulkWrite, markBulkWrite, MSG_BULK_ALREADY, newestHistoryId, startUndo, type BulkWriteRow,
} from '../sync/bulkWrites.repository';
import type { FoundRow, StoredWrite } from '../sync/rows.repository';
import { lockCounter, saveCounter } from '../sync/rows.repository';
import { parisToday } from '../sync/clock';
import { decideAndWrite } from './apply';
import { DECISIONS_PER_TURN, PlanningScope, type BulkEnvelope, type BulkSnapshot } from './bulkScope';
import { announce } from './bulkEvents';
import { withBoundedHeap } from './bulkHeap';
import { undoBulkWrite } from './bulkUndo';
import { publishBulkWrite, writeDecided } from './bulkWrite';
import type { CommandAuth, CommandEnvelope } from './types';

/**
 * Thousands of mutations of one cemetery (a register of 100,000 lines, a GIS layer, an SVG plan) without
 * making anyone else wait (issues 13 and 26), and still all or nothing for that cemetery.
 *
 * Why not one transaction: on the embedded database (PGlite) there is ONE connection, so a transaction holds
 * every other town's requests until it ends; a 100,000-line register is some 700,000 rows (its rows, their
 * history, the answers), tens of seconds of writing whatever the SQL. So the writing is cut into short
 * transactions that others' requests run between, and the batch's rows stay invisible until one short final
 * transaction publishes them all:
 * 1. the cemetery's counter is read (no lock) and `build` reads what it needs through the snapshot;
 * 2. every mutation is decided in memory by the same code as a push (decideAndWrite), against that snapshot,
 *    yielding to other requests every DECISIONS_PER_TURN: a refusal stops here, before any write; `build` may
 *    hand the mutations over in batches (a register's plan by parts), each decided and let go before the next,
 *    and then written by parts (PartWriter: steps 3 and 4 every MUTATIONS_PER_PART mutations, a later part
 *    extending the mark; a refusal in a later part undoes the parts written, so it still leaves nothing);
 * 3. one short transaction locks the counter, checks that no row of the tables the batch read changed since
 *    the snapshot (else back to 1, three times at most, then 409), MARKS the cemetery (bulk_writes: base_seq =
 *    the counter, top_seq = base + the batch's seqs, history_from = the newest history id) and moves the
 *    counter to top_seq. From then on, until the mark is gone:
 *    - the cemetery's writers are refused (lockCounter: 503 'import en cours', which devices retry), so
 *      nobody else writes its rows, and the seqs base+1..top are the batch's alone;
 *    - readers see nothing of the batch: a pull stops at base_seq (pull.service), history readers leave out
 *      the batch's entries (publishedHistory); other cemeteries are untouched;
 * 4. the history entries (in the order of the mutations), then the rows (each with its final seq, creations
 *    inserted, changes updated in place: their old values are in the history entries written before them),
 *    then the answers (tagged with the batch) are written by chunks of a few hundred rows, each chunk its own
 *    transaction with a heartbeat of the mark; the decided rows are let go as they are written;
 * 5. one short transaction writes the cemetery's own row if the batch changes it (the plan, the control points:
 *    every request reads that row, so it is never written before) and deletes the mark: everything appears at
 *    once, in seq order above every device's cursor.
 * A failure in 4 or 5 undoes the batch (server/commands/bulkUndo.ts: rows created deleted, rows changed given
 * back their old values, history and answers deleted); a process that dies leaves its mark, whose heartbeat
 * stops: server/commands/bulkRecovery.ts undoes it (at start on PGlite, after a few minutes on PostgreSQL).
 * Rows staged in a side table and moved by one final transaction (the previous design) kept that transaction
 * proportional to the batch: 50 s for 100,000 lines.
 */
export type { BulkEnvelope, BulkSnapshot } from './bulkScope';
export { bulkEvents, type BulkEvent } from './bulkEvents';

export type BulkOutcome = { ok: true; seq: number } | { ok: false; envelope: CommandEnvelope; result: MutationResult };

export interface BulkOptions {
  auth: CommandAuth;
  espaceId: string;
  nowMs: number;
  /** Hashes the caller stores (for this cemetery's municipality) in `beforeCommit`: links to them are allowed. */
  willOwn?: readonly string[];
  /**
   * The mutations, built from what the snapshot read: an array, or batches in order (a register's plan by parts,
   * issue 26): each batch is decided, then let go, before the next is read, so that the mutations are never all
   * held at once. The mutations are the same either way; a refusal in any batch still writes nothing.
   */
  build(snapshot: BulkSnapshot): Promise<BulkEnvelope[] | AsyncIterable<BulkEnvelope[]>>;
  /**
   * Runs once everything is decided, before anything is written (the plan import stores its file here); for
   * batches decided and written by parts, before the first part is written.
   */
  beforeCommit?(): Promise<void>;
  /** For batches handed over in order: mutations decided before their part is written (MUTATIONS_PER_PART). */
  mutationsPerPart?: number;
}

export class BulkConflictError extends Error {}

const ATTEMPTS = 3;

export async function runBulk(db: Db, opts: BulkOptions): Promise<BulkOutcome> {
  return withBoundedHeap(() => attemptsOf(db, opts));
}

async function attemptsOf(db: Db, opts: BulkOptions): Promise<BulkOutcome> {
  // Rows found where the decisions had assumed none (see PlanningScope.lookup): known from the start next time.
  const found = new Map<string, FoundRow>();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const outcome = await attemptBulk(db, opts, found);
    if (outcome === 'stale') await announce('stale', opts.espaceId);
    else if (!(outcome instanceof Map)) return outcome;
    else for (const [key, row] of outcome) found.set(key, row);
  }
  throw new BulkConflictError('Le cimetière a été modifié pendant l’enregistrement.');
}

async function attemptBulk(db: Db, opts: BulkOptions, found: ReadonlyMap<string, FoundRow>): Promise<BulkOutcome | 'stale' | Map<string, FoundRow>> {
  const { espaceId } = opts;
  // Another batch under way here: refused before reading or deciding anything.
  if (await bulkWriteOf(db, espaceId)) throw new HttpError(409, MSG_BULK_ALREADY);
  const [counter] = await db.select({ changeSeq: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espaceId));
  if (!counter) throw new Error(`Cimetière ${espaceId} absent`);
  const scope = new PlanningScope(db, espaceId, opts.willOwn ?? [], found);
  const built = await opts.build(scope);
  const now = new Date(opts.nowMs).toISOString();
  const today = parisToday(opts.nowMs);
  // Batches handed over in order are decided and written by parts (issue 26, memory); an array in one part.
  const partSize = Array.isArray(built) ? Infinity : (opts.mutationsPerPart ?? MUTATIONS_PER_PART);
  const writer = new PartWriter(db, opts, scope, counter.changeSeq, now);
  let decidedSoFar = 0;
  try {
    for await (const batch of Array.isArray(built) ? [built] : built) {
      // A copy: each mutation is let go once decided (the caller's array is left whole).
      const envelopes: Array<BulkEnvelope | undefined> = [...batch];
      // The rows a batch reads by id are read before it is decided (earlier batches' writes come first in lookups).
      await scope.preload(envelopes as BulkEnvelope[]);
      for (const [i, envelope] of envelopes.entries()) {
        if (!envelope) continue;
        if (decidedSoFar > 0 && decidedSoFar % DECISIONS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        decidedSoFar += 1;
        const result = await decideAndWrite(scope, opts.auth, envelope, now, opts.nowMs, today);
        if (result.status !== 'applied') {
          const wrong = await scope.checkAssumedAbsent();
          // Parts already written are taken back out: a refusal anywhere still leaves the cemetery as it was.
          await writer.undo();
          return wrong.size > 0 ? wrong : { ok: false, envelope, result };
        }
        scope.applied(envelope.id, envelope.name);
        // Decided: its args are no longer needed (the answer keeps its id and name).
        envelopes[i] = undefined;
      }
      envelopes.length = 0;
      if (scope.pendingAnswers >= partSize) {
        const stopped = await writer.write(false);
        if (stopped) return stopped;
      }
    }
    const stopped = await writer.write(true);
    if (stopped) return stopped;
    return await writer.publish();
  } catch (error) {
    // Taken over (its heartbeat was late): the new owner undoes it. An undo that fails in turn leaves the mark,
    // which the recovery takes over once silent; the caller learns of the first failure.
    if (!(error instanceof BulkLostError)) await writer.undo();
    throw error;
  }
}

/**
 * Mutations decided before their part is written, for a batch handed over in batches (issue 26: deciding the
 * 250,000 mutations of a 100,000-line register before writing any held 500 MB on the main thread).
 */
export const MUTATIONS_PER_PART = 20_000;

/**
 * Steps 3 to 5 of runBulk, part after part. The first part marks the cemetery (its counter checked against the
 * snapshot, as a batch in one part); each later part, in one short transaction, moves the counter by its own
 * seqs from where it stands (the mail archive may have taken some meanwhile) and extends the mark to them
 * (top_seq, tables), then is written as the first one was. Rows of the cemetery are written by nobody else
 * while the mark is there, so a later part's decisions, made on the rows the earlier parts wrote, stay true.
 * `undo` takes every part written back out (bulkUndo): a refusal or a failure in any part leaves the cemetery
 * as it was, as a batch in one part.
 */
class PartWriter {
  private mark: BulkWriteRow | null = null;
  private readonly owner = randomUUID();
  private readonly tables = new Set<TableName>();
  /** The provisional seqs handed out by the parts written so far. */
  private writtenSeq = 0;
  private cemeteryRow: StoredWrite | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: BulkOptions,
    private readonly scope: PlanningScope,
    private readonly snapshotSeq: number,
    private readonly now: string,
  ) {}

  /** Writes what was decided since the last part (`last`: the batch's end); 'stale' or rows found after all stop the attempt (written parts undone). */
  async write(last: boolean): Promise<'stale' | Map<string, FoundRow> | null> {
    const { db, scope, opts } = this;
    const espaceId = opts.espaceId;
    const wrong = await scope.checkAssumedAbsent();
    if (wrong.size > 0) {
      await this.undo();
      return wrong;
    }
    if (scope.pendingAnswers === 0 && (this.mark || !last)) return null;
    if (!this.mark) {
      await announce('staging', espaceId);
      await opts.beforeCommit?.();
      if (scope.pendingAnswers === 0) return null;
    }
    const decided = scope.takePart();
    // The last part: nothing more to decide, what the scope read is let go before the writing.
    if (last) scope.forget();
    for (const w of decided.writes) this.tables.add(w.info.name);
    const seqs = scope.seq - this.writtenSeq;
    let offset: number;
    if (!this.mark) {
      const mark = await db.transaction(async (tx): Promise<BulkWriteRow | null> => {
        const base = await lockCounter(tx, espaceId, { duringBulk: 'write' });
        if (await bulkWriteOf(tx, espaceId)) throw new HttpError(409, MSG_BULK_ALREADY);
        if (await scope.changedSince(tx, this.snapshotSeq)) return null;
        const row = {
          espaceId,
          batchId: randomUUID(),
          baseSeq: base,
          topSeq: base + seqs,
          historyFrom: await newestHistoryId(tx),
          tables: [...this.tables],
          state: 'writing',
          owner: this.owner,
        };
        await markBulkWrite(tx, row);
        if (seqs > 0) await saveCounter(tx, espaceId, base + seqs);
        return { ...row, startedAt: this.now, aliveAt: this.now };
      });
      if (!mark) return 'stale';
      this.mark = mark;
      offset = mark.baseSeq;
      await announce('committing', espaceId);
    } else {
      const mark = this.mark;
      const tables = [...this.tables];
      const from = await db.transaction(async (tx) => {
        const at = await lockCounter(tx, espaceId, { duringBulk: 'write' });
        await extendBulkWrite(tx, espaceId, this.owner, at + seqs, tables);
        if (seqs > 0) await saveCounter(tx, espaceId, at + seqs);
        return at;
      });
      this.mark = { ...mark, topSeq: from + seqs, tables };
      offset = from - this.writtenSeq;
    }
    this.writtenSeq = scope.seq;
    this.cemeteryRow = (await writeDecided(db, this.mark, decided, this.now, offset)) ?? this.cemeteryRow;
    return null;
  }

  /** Step 5: everything written appears at once. */
  async publish(): Promise<BulkOutcome> {
    const mark = this.mark;
    if (!mark) return { ok: true, seq: this.snapshotSeq };
    await publishBulkWrite(this.db, mark, this.cemeteryRow);
    this.mark = null;
    await announce('committed', this.opts.espaceId);
    return { ok: true, seq: mark.topSeq };
  }

  /** Takes back out every part written (nothing when none was). */
  async undo(): Promise<void> {
    const mark = this.mark;
    if (!mark) return;
    this.mark = null;
    const espaceId = this.opts.espaceId;
    if (await startUndo(this.db, espaceId, this.owner).catch(() => false)) {
      await announce('undoing', espaceId);
      if (await undoBulkWrite(this.db, mark, this.owner).then(() => true, () => false)) await announce('undone', espaceId);
    }
  }
}
