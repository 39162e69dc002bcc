import type { MutationResult } from '../../src/domain/mutations/envelope';
import { decideMutation, permissionError, type Prepared } from '../../src/domain/mutations/decide';
import { businessValues } from '../../src/domain/mutations/helpers';
import { jsonEqual } from '../../src/domain/mutations/base';
import type { MutationContext, MutationState, ReadSpec, Row, RowWrite } from '../../src/domain/mutations/types';
import type { TableName } from '../../src/domain/entities/tables';
import { MSG_MEDIA_NOT_OWNED, newlyLinkedHashes } from '../media/links';
import type { FoundRow, StoredWrite } from '../sync/rows.repository';
import { tableInfo } from '../sync/tables';
import type { WrittenRow } from '../../src/domain/templates/hooks';
import { misfitField } from '../sync/columnFit';
import { parisToday } from '../sync/clock';
import type { CommandAuth, CommandEnvelope } from './types';

export const MSG_ID_TAKEN = 'Identifiant déjà utilisé.';
export const MSG_FREE_VALUES_NO_ROW = 'Fiche introuvable : une restauration ne crée aucune fiche.';

/** What deciding one mutation needs from its batch (server/commands/batch.ts). */
export interface BatchScope {
  readonly espaceId: string;
  prepare(envelope: CommandEnvelope): Prepared;
  /** The row with this id in any cemetery, or null when no cemetery has it. */
  lookup(table: TableName, id: string): Promise<FoundRow | null>;
  /** A mutation's `reads`, as of every write made before in the batch. */
  read(spec: ReadSpec): Promise<Row | Row[] | null>;
  /** The hashes among these that the cemetery's municipality never uploaded (DESIGN §8 media ownership). */
  hashesNotOwned(hashes: readonly string[]): Promise<string[]>;
  /** Writes the rows in order, each with the next seq, and keeps their old versions for history. */
  write(writes: StoredWrite[], who: { userId: string; actorId: string; mutationId: string; at: string }): Promise<void>;
  /**
   * The rows the template hooks of these written rows make (spec 002 §4), read as of those writes; the batch
   * records the firings with the mutation. Absent where no hook fires (bulk imports).
   */
  planHooks?(written: WrittenRow[], meta: { mutationId: string; now: string; today: string }): Promise<RowWrite[]>;
}

/**
 * Decides and executes one mutation in its batch's transaction, which holds the cemetery's lock:
 * validate, authorise, load the rows of this cemetery, compare base, apply, write each row with the next
 * seq and its version + 1. Rejections and conflicts are answers too (the batch records every answer).
 * A write that links stored bytes (a photo, a document, a plan...) is refused unless this cemetery's
 * municipality uploaded them: knowing another town's hash must not open its files (DESIGN §8). That is a
 * server fact, checked here on the decided writes, so the pure rules of src/domain stay as they are.
 */
export async function decideAndWrite(
  batch: BatchScope,
  auth: CommandAuth,
  envelope: CommandEnvelope,
  now: string,
  nowMs: number,
  today = parisToday(nowMs),
): Promise<MutationResult> {
  const { id } = envelope;
  const { espaceId } = batch;
  const prepared = batch.prepare(envelope);
  if (!prepared.ok) return { id, status: 'rejected', error: prepared.error };
  const { def, args } = prepared;
  const denied = permissionError(def, auth.roles);
  if (denied) return { id, status: 'rejected', error: denied };

  const primary = await loadTarget(batch, def.table, args.id);
  // An id held by another cemetery's row: creating it would overwrite nothing here but must not collide.
  if ('taken' in primary && def.kind === 'create') return { id, status: 'rejected', error: MSG_ID_TAKEN };
  const row = 'old' in primary ? primary.old : null;
  const state: MutationState = { row, reads: {} };
  for (const [key, spec] of Object.entries(def.reads?.(args, row) ?? {})) state.reads[key] = await batch.read(spec);

  const ctx: MutationContext = { now, today, userId: auth.user.id, espaceId, roles: auth.roles };
  const decision = decideMutation(def, args, envelope.base ?? null, state, ctx);
  if (decision.status === 'rejected') return { id, status: 'rejected', error: decision.error };
  if (decision.status === 'conflict') return { id, status: 'conflict', error: decision.error, current: decision.current };

  const planned: StoredWrite[] = [];
  const linked = new Set<string>();
  for (const write of decision.writes) {
    const isPrimary = write.table === def.table && row !== null && write.id === row.id;
    const target = isPrimary ? { old: row } : await loadTarget(batch, write.table, write.id);
    if ('taken' in target) return { id, status: 'rejected', error: MSG_ID_TAKEN };
    if (target.old && unchanged(target.old, write)) continue;
    const next: Row = {
      ...write.row,
      id: write.id,
      espaceId,
      version: (target.old?.version ?? 0) + 1,
      seq: 0,
      updatedAt: now,
      deletedAt: write.row.deletedAt ?? null,
    };
    const info = tableInfo(write.table);
    // A restore only writes back rows that exist (every row written since the moment does): it creates none.
    if (def.freeValues && !target.old) return { id, status: 'rejected', error: MSG_FREE_VALUES_NO_ROW };
    const misfit = def.freeValues ? misfitField(info, next) : null;
    if (misfit) return { id, status: 'rejected', error: `Valeur invalide pour le champ ${misfit} (${write.table}).` };
    planned.push({ info, espaceId, old: target.old, row: next });
    for (const hash of newlyLinkedHashes(write.table, target.old, next)) linked.add(hash);
  }
  if (linked.size > 0 && (await batch.hashesNotOwned([...linked])).length > 0) return { id, status: 'rejected', error: MSG_MEDIA_NOT_OWNED };
  const who = { userId: auth.user.id, actorId: auth.actor.id, mutationId: id, at: now };
  await batch.write(planned, who);
  if (batch.planHooks && !def.freeValues && planned.length > 0) {
    const hookWrites = await batch.planHooks(planned.map((p) => ({ table: p.info.name, old: p.old, row: p.row })), { mutationId: id, now, today: ctx.today });
    const made: StoredWrite[] = [];
    for (const write of hookWrites) {
      // New rows only, with ids derived from the mutation's: one already there was made by this very firing.
      const target = await loadTarget(batch, write.table, write.id);
      if ('taken' in target || target.old) continue;
      made.push({ info: tableInfo(write.table), espaceId, old: null, row: { ...write.row, id: write.id, espaceId, version: 1, seq: 0, updatedAt: now, deletedAt: null } });
    }
    await batch.write(made, who);
  }
  return { id, status: 'applied' };
}

/** This cemetery's row (null when absent), or `taken` when the id belongs to another cemetery's row. */
async function loadTarget(batch: BatchScope, table: TableName, id: string): Promise<{ old: Row | null } | { taken: true }> {
  const found = await batch.lookup(table, id);
  if (!found) return { old: null };
  return found.espaceId === batch.espaceId ? { old: found.row } : { taken: true };
}

/** A write that would change nothing takes no seq: devices have nothing new to pull. */
function unchanged(old: Row, write: RowWrite): boolean {
  const before = businessValues(old);
  const after: Record<string, unknown> = { ...write.row, deletedAt: write.row.deletedAt ?? null };
  return Object.keys(after).every((key) => jsonEqual(before[key], after[key]));
}
