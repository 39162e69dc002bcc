import type { MutationResult } from '../../src/domain/mutations/envelope';
import { prepareMutation, type Prepared } from '../../src/domain/mutations/decide';
import { unstorableError } from '../../src/domain/rules/storableText';
import type { TableName } from '../../src/domain/entities/tables';
import type { ReadSpec, Row, RowWrite } from '../../src/domain/mutations/types';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { hashesNotOwned } from '../media/files.repository';
import { recordAnswers, type AnswerEntry } from '../sync/ledger.repository';
import { findByIds, insertHistory, lockCounter, readSpec, saveCounter, writeRows, type FoundRow, type HistoryEntry, type StoredWrite } from '../sync/rows.repository';
import { tableInfo } from '../sync/tables';
import type { WrittenRow } from '../../src/domain/templates/hooks';
import { loadHookContext, planHooks, recordFirings, type HookContext, type HookPlan } from '../templates/hooks.service';
import { decideAndWrite, type BatchScope } from './apply';
import type { CommandAuth, CommandEnvelope, CommandOrigin } from './types';

export const MSG_CEMETERY_MOVED = 'Le cimetière a été modifié pendant l’envoi : les modifications seront renvoyées dans un instant.';

/** Where a batch reports what it could not do without failing a mutation (a template it could not render). */
export interface BatchLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Many mutations of one cemetery in one transaction (a device's push, an SVG import, or one REST call),
 * at a few SQL statements each instead of seven:
 * - the cemetery's counter row is locked and read once; seqs are handed out in memory and the final value is
 *   written once by finish(), still under the lock, so seq stays in commit order (DESIGN §4);
 * - the primary rows of the batch are read in one query per table (preload), then kept until written;
 * - rows, their history rows and every answer (applied, conflict, rejected) are written together, in
 *   multi-row statements; written rows are flushed before any later read of the database, so a mutation
 *   always reads what an earlier one of the batch wrote.
 * finish() must run before the transaction commits; an error anywhere rolls everything back.
 */
export class CommandBatch implements BatchScope {
  private readonly history: HistoryEntry[] = [];
  private readonly answers: AnswerEntry[] = [];
  /** Rows read and not written since, by table/id; null: no cemetery has this id. */
  private readonly known = new Map<string, FoundRow | null>();
  private readonly prepared = new WeakMap<CommandEnvelope, Prepared>();
  /** Rows written and not yet sent to the database, by table/id, in order. */
  private readonly pending = new Map<string, StoredWrite>();
  private readonly savedSeq: number;
  /** The municipality's templates that may fire, read once per batch, and what fired (recorded by finish()). */
  private hookContext: Promise<HookContext> | undefined;
  private readonly firings: HookPlan['firings'] = [];

  private constructor(
    readonly tx: Db,
    readonly espaceId: string,
    private seq: number,
    private readonly log: BatchLog | undefined,
  ) {
    this.savedSeq = seq;
  }

  /** Locks the cemetery for the rest of the transaction (lockCounter) and starts a batch in it. */
  static async open(tx: Db, espaceId: string, options: { log?: BatchLog } = {}): Promise<CommandBatch> {
    return new CommandBatch(tx, espaceId, await lockCounter(tx, espaceId), options.log);
  }

  /**
   * Validates these envelopes and reads their primary rows, then the rows their `reads` name by id, one query
   * per table each time, instead of a query (and a flush of the pending writes) per read. Optional: a speed-up.
   */
  async preload(envelopes: readonly CommandEnvelope[]): Promise<void> {
    const prepared = envelopes.map((envelope) => this.prepare(envelope)).filter((p) => p.ok);
    await this.loadKnown(prepared.map((p) => ({ table: p.def.table, id: p.args.id })));
    const reads: Array<{ table: TableName; id: string }> = [];
    for (const p of prepared) {
      const found = this.known.get(`${p.def.table}/${p.args.id}`);
      const row = found && found.espaceId === this.espaceId ? found.row : null;
      for (const spec of Object.values(p.def.reads?.(p.args, row) ?? {})) if ('id' in spec) reads.push(spec);
    }
    await this.loadKnown(reads);
  }

  /** Reads the rows not known yet, one query per table. */
  private async loadKnown(refs: ReadonlyArray<{ table: TableName; id: string }>): Promise<void> {
    const idsByTable = new Map<TableName, Set<string>>();
    for (const { table, id } of refs) {
      if (this.known.has(`${table}/${id}`) || this.pending.has(`${table}/${id}`)) continue;
      const ids = idsByTable.get(table) ?? new Set<string>();
      ids.add(id);
      idsByTable.set(table, ids);
    }
    if (idsByTable.size === 0) return;
    await this.flush();
    for (const [table, ids] of idsByTable) {
      const found = await findByIds(this.tx, tableInfo(table), [...ids]);
      for (const id of ids) this.known.set(`${table}/${id}`, found.get(id) ?? null);
    }
  }

  /** Decides and executes one mutation; its answer is recorded by finish() under its id. */
  async apply(auth: CommandAuth, envelope: CommandEnvelope, origin: CommandOrigin, nowMs: number): Promise<MutationResult> {
    const now = new Date(nowMs).toISOString();
    const result = await decideAndWrite(this, auth, envelope, now, nowMs);
    this.answers.push({ id: envelope.id, espaceId: this.espaceId, clientId: origin.clientId, clientSeq: origin.seq, name: envelope.name, result, at: now });
    return result;
  }

  /** Records an answer the batch did not decide (a mutation refused because applying it failed). */
  refuse(envelope: CommandEnvelope, origin: CommandOrigin, nowMs: number, error: string): MutationResult {
    const result: MutationResult = { id: envelope.id, status: 'rejected', error };
    this.answers.push({ id: envelope.id, espaceId: this.espaceId, clientId: origin.clientId, clientSeq: origin.seq, name: envelope.name, result, at: new Date(nowMs).toISOString() });
    return result;
  }

  /**
   * Sends now everything the mutations applied so far wrote (rows, history, answers, firings), so that a failing
   * statement belongs to the mutation just applied (the one-savepoint-per-mutation path of a push).
   */
  async settle(): Promise<void> {
    await this.flush();
    await insertHistory(this.tx, this.history.splice(0));
    await recordAnswers(this.tx, this.answers.splice(0));
    await recordFirings(this.tx, this.firings.splice(0));
  }

  /** Where the batch stands after a settle(): what restore() comes back to. */
  mark(): number {
    return this.seq;
  }

  /**
   * Forgets what was done since the mark, after the caller rolled the database back to its savepoint: the seqs
   * handed out, the writes, history, answers and firings not yet sent, and every row read (the cache may hold
   * what was rolled back).
   */
  restore(seq: number): void {
    this.seq = seq;
    this.pending.clear();
    this.known.clear();
    this.history.splice(0);
    this.answers.splice(0);
    this.firings.splice(0);
    this.hookContext = undefined;
  }

  /**
   * Takes the cemetery's lock again after a rollback to a savepoint (a lock taken by SELECT … FOR UPDATE is lost
   * when a rolled-back savepoint wrote its row, as a change of the cemetery's own row does). Should another
   * writer have slipped in meanwhile, the seqs this batch handed out are no longer its own: the push fails
   * whole, for the device to send again.
   */
  async relock(): Promise<void> {
    if ((await lockCounter(this.tx, this.espaceId)) !== this.savedSeq) throw new HttpError(503, MSG_CEMETERY_MOVED, { retryAfter: 1 });
  }

  /** Writes the history rows, the answers and the counter. Returns the cemetery's seq after the batch. */
  async finish(): Promise<number> {
    await this.settle();
    if (this.seq !== this.savedSeq) await saveCounter(this.tx, this.espaceId, this.seq);
    return this.seq;
  }

  /**
   * A read by id of a row read and not written since is answered from memory, as readSpec would (a live row
   * of this cemetery, else null): the cemetery's lock keeps every other writer out until commit. Any other
   * read goes to the database, after the pending writes.
   */
  async read(spec: ReadSpec): Promise<Row | Row[] | null> {
    if ('id' in spec) {
      const hit = this.known.get(`${spec.table}/${spec.id}`);
      if (hit !== undefined) return hit && hit.espaceId === this.espaceId && hit.row.deletedAt == null ? hit.row : null;
    }
    await this.flush();
    return readSpec(this.tx, this.espaceId, spec);
  }

  /** Sends the pending rows, one table after the other, in multi-row statements. */
  private async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const byTable = new Map<TableName, StoredWrite[]>();
    for (const write of this.pending.values()) {
      const list = byTable.get(write.info.name) ?? [];
      list.push(write);
      byTable.set(write.info.name, list);
    }
    this.pending.clear();
    for (const [table, writes] of byTable) await writeRows(this.tx, tableInfo(table), writes);
  }

  prepare(envelope: CommandEnvelope): Prepared {
    const hit = this.prepared.get(envelope);
    if (hit) return hit;
    const prepared = prepareMutation(envelope.name, envelope.args);
    // The base is only compared, never stored, but a hostile one (nested a million levels) must refuse its
    // mutation, not overflow the comparison (src/domain/rules/storableText.ts).
    const baseError = prepared.ok && envelope.base ? unstorableError(envelope.base) : null;
    if (baseError) {
      const refused: Prepared = { ok: false, error: baseError };
      this.prepared.set(envelope, refused);
      return refused;
    }
    this.prepared.set(envelope, prepared);
    return prepared;
  }

  async lookup(table: TableName, id: string): Promise<FoundRow | null> {
    const key = `${table}/${id}`;
    const hit = this.known.get(key);
    if (hit !== undefined) return hit;
    await this.flush();
    const found = (await findByIds(this.tx, tableInfo(table), [id])).get(id) ?? null;
    this.known.set(key, found);
    return found;
  }

  async planHooks(written: WrittenRow[], meta: { mutationId: string; now: string; today: string }): Promise<RowWrite[]> {
    this.hookContext ??= loadHookContext(this.tx, this.espaceId);
    const plan = await planHooks(this, await this.hookContext, written, meta);
    this.firings.push(...plan.firings);
    for (const failure of plan.failures) {
      this.log?.error({ err: failure.error, templateId: failure.templateId, mutationId: failure.mutationId, espaceId: this.espaceId }, `Modèle « ${failure.templateNom} » impossible à remplir : aucun courriel envoyé, la modification est enregistrée`);
    }
    return plan.writes;
  }

  async hashesNotOwned(hashes: readonly string[]): Promise<string[]> {
    return hashesNotOwned(this.tx, this.espaceId, hashes);
  }

  async write(writes: StoredWrite[], who: { userId: string; actorId: string; mutationId: string; at: string }): Promise<void> {
    for (const write of writes) {
      this.seq += 1;
      write.row.seq = this.seq;
      const key = `${write.info.name}/${write.row.id}`;
      // A later lookup reads the row back from the database, as stored (defaults, normalised values).
      this.known.delete(key);
      // Twice in one mutation: the last write holds the row's final values (and the first's old version).
      const earlier = this.pending.get(key);
      this.pending.set(key, earlier ? { ...write, old: earlier.old } : write);
      this.history.push({ espaceId: this.espaceId, tableName: write.info.name, rowId: write.row.id, oldRow: write.old, ...who });
    }
  }
}
