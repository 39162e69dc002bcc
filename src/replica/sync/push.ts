import { MAX_PUSH_MUTATIONS, type MutationEnvelope } from '../../domain/mutations';
import type { ReplicaDb } from '../db';
import { getClientId, setMeta } from '../meta';
import type { OutboxEntry } from '../types';
import { applyPushResults, type PushTally } from './applyPush';
import { SeqGapError, type SyncTransport } from './transport';

export const PUSH_BATCH = 200;

export function toEnvelope(m: OutboxEntry): MutationEnvelope {
  return { id: m.id, seq: m.seq, name: m.name, args: m.args, base: m.base, createdAt: m.createdAt };
}

/**
 * The head of the outbox that may leave now: in seq order, up to the first mutation that links a
 * blob not yet uploaded. Everything after it waits too, since the server refuses a gap in seq.
 */
async function nextBatch(db: ReplicaDb, size: number): Promise<{ batch: OutboxEntry[]; blocked: boolean }> {
  const head = await db.outbox.orderBy('seq').limit(size).toArray();
  const batch: OutboxEntry[] = [];
  for (const m of head) {
    const media = m.media.length > 0 ? await db.mediaBlobs.bulkGet(m.media) : [];
    if (media.some((b) => b && b.state !== 'uploaded')) return { batch, blocked: true };
    batch.push(m);
  }
  return { batch, blocked: false };
}

/** Moves to conflicts, as rejected, the head mutations whose blob the server refused for good. */
async function settleRefusedMedia(db: ReplicaDb): Promise<number> {
  const head = await db.outbox.orderBy('seq').limit(1).toArray();
  const m = head[0];
  if (!m || m.media.length === 0) return 0;
  const refused = (await db.mediaBlobs.bulkGet(m.media)).find((b) => b?.state === 'refused');
  if (!refused) return 0;
  const tally = await applyPushResults(db, [m], [{ id: m.id, status: 'rejected', error: `Le fichier joint a été refusé par le serveur : ${refused.lastError ?? 'format non accepté.'}` }]);
  return tally.refused;
}

async function markAttempt(db: ReplicaDb, batch: readonly OutboxEntry[], error: string | null): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const m of batch) {
      if (m.localId === undefined) continue;
      await db.outbox.update(m.localId, { attempts: m.attempts + 1, lastError: error });
    }
  });
}

/**
 * Renumbers the pending mutations from the seq the server expects. A 409 means the server took nothing
 * from the request, so renumbering what it never accepted is safe; ids stay, so anything it did apply
 * earlier still answers duplicate.
 */
async function renumberFrom(db: ReplicaDb, expected: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const pending = await db.outbox.orderBy('seq').toArray();
    for (const [i, m] of pending.entries()) if (m.localId !== undefined) await db.outbox.update(m.localId, { seq: expected + i });
    await setMeta(db, 'nextSeq', expected + pending.length);
  });
}

/**
 * Pushes the outbox in seq order, in batches, until it is empty or waits on a blob (DESIGN §5).
 * A gap (409) is handled once per call: renumber from the server's expected seq when it gives one, and
 * resend everything pending in order; a second gap is an error for the backoff.
 */
export async function pushOutbox(db: ReplicaDb, transport: SyncTransport, batchSize = PUSH_BATCH): Promise<PushTally & { serverCursor: number | null }> {
  const clientId = await getClientId(db);
  const total: PushTally & { serverCursor: number | null } = { applied: 0, refused: 0, serverCursor: null };
  const size = Math.min(batchSize, MAX_PUSH_MUTATIONS);
  let gapHandled = false;
  for (;;) {
    total.refused += await settleRefusedMedia(db);
    const { batch } = await nextBatch(db, size);
    if (batch.length === 0) break;
    let response;
    try {
      response = await transport.push({ espaceId: db.espaceId, clientId, mutations: batch.map(toEnvelope) });
    } catch (error) {
      await markAttempt(db, batch, error instanceof Error ? error.message : String(error));
      if (error instanceof SeqGapError && !gapHandled) {
        gapHandled = true;
        if (error.expectedSeq !== null) await renumberFrom(db, error.expectedSeq);
        continue;
      }
      throw error;
    }
    total.serverCursor = response.cursor;
    const tally = await applyPushResults(db, batch, response.results);
    total.applied += tally.applied;
    total.refused += tally.refused;
    // A server that answered none of the batch would loop forever: stop and let the next cycle retry.
    if (tally.applied + tally.refused === 0) throw new Error('Réponse du serveur incomplète : envoi interrompu.');
  }
  return total;
}
