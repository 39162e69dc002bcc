import type { MutationResult } from '../../src/domain/mutations/envelope';
import { decideMutation, permissionError, prepareMutation } from '../../src/domain/mutations/decide';
import { businessValues } from '../../src/domain/mutations/helpers';
import { jsonEqual } from '../../src/domain/mutations/base';
import type { MutationContext, MutationState, Row, RowWrite } from '../../src/domain/mutations/types';
import type { Db } from '../db/client';
import { recordAnswer } from '../sync/ledger.repository';
import { findRow, idExists, readSpec, storeWrite, takeSeq, type StoredWrite } from '../sync/rows.repository';
import { tableInfo } from '../sync/tables';
import { parisToday } from '../sync/clock';
import type { CommandAuth, CommandEnvelope, CommandOrigin } from './types';

export const MSG_ID_TAKEN = 'Identifiant déjà utilisé.';

/**
 * Decides and executes one mutation inside the caller's transaction, which must already hold the
 * cemetery's lock (lockEspace): validate, authorise, load the rows of this cemetery, compare base, apply,
 * write each row with the next seq, its version + 1 and its history, and record the answer under the
 * mutation id. Rejections and conflicts are recorded too: they are final, a replay gets the same answer.
 */
export async function applyInTransaction(
  tx: Db,
  auth: CommandAuth,
  espaceId: string,
  envelope: CommandEnvelope,
  origin: CommandOrigin,
  nowMs: number,
): Promise<MutationResult> {
  const now = new Date(nowMs).toISOString();
  const result = await decideAndWrite(tx, auth, espaceId, envelope, now, nowMs);
  await recordAnswer(tx, { id: envelope.id, espaceId, clientId: origin.clientId, clientSeq: origin.seq, name: envelope.name, result, at: now });
  return result;
}

async function decideAndWrite(
  tx: Db,
  auth: CommandAuth,
  espaceId: string,
  envelope: CommandEnvelope,
  now: string,
  nowMs: number,
): Promise<MutationResult> {
  const { id } = envelope;
  const prepared = prepareMutation(envelope.name, envelope.args);
  if (!prepared.ok) return { id, status: 'rejected', error: prepared.error };
  const { def, args } = prepared;
  const denied = permissionError(def, auth.roles);
  if (denied) return { id, status: 'rejected', error: denied };

  const info = tableInfo(def.table);
  const row = await findRow(tx, info, espaceId, args.id);
  // An id held by another cemetery's row: creating it would overwrite nothing here but must not collide.
  if (!row && def.kind === 'create' && (await idExists(tx, info, args.id))) return { id, status: 'rejected', error: MSG_ID_TAKEN };
  const state: MutationState = { row, reads: {} };
  for (const [key, spec] of Object.entries(def.reads?.(args, row) ?? {})) state.reads[key] = await readSpec(tx, espaceId, spec);

  const ctx: MutationContext = { now, today: parisToday(nowMs), userId: auth.user.id, espaceId, roles: auth.roles };
  const decision = decideMutation(def, args, envelope.base ?? null, state, ctx);
  if (decision.status === 'rejected') return { id, status: 'rejected', error: decision.error };
  if (decision.status === 'conflict') return { id, status: 'conflict', error: decision.error, current: decision.current };

  const planned: StoredWrite[] = [];
  for (const write of decision.writes) {
    const primary = write.table === def.table && row !== null && write.id === row.id;
    const target = primary ? { old: row } : await loadTarget(tx, espaceId, write);
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
    planned.push({ info: tableInfo(write.table), espaceId, old: target.old, row: next });
  }
  for (const write of planned) {
    write.row.seq = await takeSeq(tx, espaceId);
    await storeWrite(tx, write, { userId: auth.user.id, actorId: auth.actor.id, mutationId: id, at: now });
  }
  return { id, status: 'applied' };
}

async function loadTarget(tx: Db, espaceId: string, write: RowWrite): Promise<{ old: Row | null } | { taken: true }> {
  const info = tableInfo(write.table);
  const old = await findRow(tx, info, espaceId, write.id);
  if (!old && (await idExists(tx, info, write.id))) return { taken: true };
  return { old };
}

/** A write that would change nothing takes no seq: devices have nothing new to pull. */
function unchanged(old: Row, write: RowWrite): boolean {
  const before = businessValues(old);
  const after: Record<string, unknown> = { ...write.row, deletedAt: write.row.deletedAt ?? null };
  return Object.keys(after).every((key) => jsonEqual(before[key], after[key]));
}
