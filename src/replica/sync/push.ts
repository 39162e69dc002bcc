import { MAX_PUSH_MUTATIONS } from '../../domain/mutations';
import { NetworkError } from '../../platform/errors';
import { maySend } from '../authors';
import type { ReplicaDb } from '../db';
import { chainOf, setChain, setNextSeq } from '../meta';
import type { OutboxEntry } from '../types';
import { applyPushResults, type PushTally } from './applyPush';
import { ChainTakenError, PushCutError, PushRefusedError } from './pushRefusal';
import { SeqGapError, type SyncTransport } from './transport';
import { toEnvelope } from './toEnvelope';

export { toEnvelope };

export const PUSH_BATCH = 200;

/** One author's pending changes in their chain's order (ties, after a renumbering, in the order made). */
function chainEntries(db: ReplicaDb, authorId: string) {
  return db.outbox.where('[author.userId+seq]').between([authorId, -Infinity], [authorId, Infinity]);
}

/**
 * The head of an author's chain that may leave now: in seq order, while the signed-in user may send it
 * (their own, or taken over), up to the first mutation that links a blob not yet uploaded. Everything after
 * waits too, since the server refuses a gap in seq.
 */
async function nextBatch(db: ReplicaDb, authorId: string, userId: string, size: number): Promise<OutboxEntry[]> {
  const head = await chainEntries(db, authorId).limit(size).toArray();
  const batch: OutboxEntry[] = [];
  for (const m of head) {
    if (!maySend(m, userId)) break;
    const media = m.media.length > 0 ? await db.mediaBlobs.bulkGet(m.media) : [];
    if (media.some((b) => b && b.state !== 'uploaded')) break;
    batch.push(m);
  }
  return batch;
}

/** Moves to conflicts, as rejected, the chain's head mutation when its blob was refused for good. */
async function settleRefusedMedia(db: ReplicaDb, authorId: string, userId: string): Promise<number> {
  const m = await chainEntries(db, authorId).first();
  if (!m || m.media.length === 0 || !maySend(m, userId)) return 0;
  const refused = (await db.mediaBlobs.bulkGet(m.media)).find((b) => b?.state === 'refused');
  if (!refused) return 0;
  return refuseLocally(db, authorId, m, `Le fichier joint a été refusé par le serveur : ${refused.lastError ?? 'format non accepté.'}`);
}

/**
 * Refuses, on the device, the head of an author's chain that the server never took (its blob refused, or its
 * push refused as a whole): it moves to conflicts with the reason, shown to its author like the server's
 * refusals, and the rest of the chain takes its numbers from its seq on, since the server never counted it
 * (without this, the next push would open a gap: a 409 and one more round trip).
 */
async function refuseLocally(db: ReplicaDb, authorId: string, m: OutboxEntry, reason: string): Promise<number> {
  const tally = await applyPushResults(db, [m], [{ id: m.id, status: 'rejected', error: reason }]);
  if (tally.refused > 0) await renumberFrom(db, authorId, m.seq, new Set());
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
 * Renumbers an author's pending mutations from the seq the server expects. A 409 means the server took
 * nothing from the request, so renumbering what it never accepted is safe; ids stay, so anything it did
 * apply earlier still answers duplicate. Those (`known`, from the 409) take no number of their own: the
 * server skips them whatever their seq, and counting them would open the gap again.
 */
async function renumberFrom(db: ReplicaDb, authorId: string, expected: number, known: ReadonlySet<string>): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    let next = expected;
    for (const m of await chainEntries(db, authorId).toArray()) {
      if (m.localId !== undefined) await db.outbox.update(m.localId, { seq: next });
      if (!known.has(m.id)) next++;
    }
    await setNextSeq(db, authorId, next);
  });
}

/**
 * Leaves a chain that the server ties to another user (403, issue 27: a clientId reused, or a device chain
 * shared by several users before chains were per author) for a new one: a new clientId for this author, their
 * pending mutations numbered from 1 in their order, in one transaction with the chain's meta (a tab enqueueing
 * meanwhile takes the next number of the new chain). Nothing is lost or sent twice: the 403 means the server
 * took nothing from the request, ids stay, and one it applied earlier answers duplicate on any chain (a gap
 * this leaves is the 409 whose `known` renumbers it).
 */
async function startNewChain(db: ReplicaDb, authorId: string): Promise<string> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const clientId = crypto.randomUUID();
    let next = 1;
    for (const m of await chainEntries(db, authorId).toArray()) {
      if (m.localId !== undefined) await db.outbox.update(m.localId, { seq: next });
      next++;
    }
    await setChain(db, authorId, { clientId, nextSeq: next });
    return clientId;
  });
}

/** The authors whose chains this user sends now: their own first, then those they took over. */
async function sendableAuthors(db: ReplicaDb, userId: string): Promise<string[]> {
  const authors = new Set<string>();
  await db.outbox.each((m) => {
    if (maySend(m, userId)) authors.add(m.author.userId);
  });
  return [...authors].sort((a, b) => Number(b === userId) - Number(a === userId));
}

/**
 * Below this size a push cut on the way is taken for what it most likely is, a failure of the network (a retry
 * with the backoff is the right answer): no proxy's body limit is set that low (nginx's default is 1 MB).
 */
export const PROXY_CUT_MIN_BYTES = 16 * 1024;

function mayBeCutForSize(batch: readonly OutboxEntry[], userId: string): boolean {
  return new TextEncoder().encode(JSON.stringify(batch.map((m) => toEnvelope(m, userId)))).length >= PROXY_CUT_MIN_BYTES;
}

/** Whether the server answers an empty push (it changes nothing: the bootstrap's own request). */
async function serverAnswers(transport: SyncTransport, espaceId: string, clientId: string): Promise<boolean> {
  return transport.push({ espaceId, clientId, mutations: [] }).then(
    () => true,
    () => false,
  );
}

/**
 * Pushes one author's chain in seq order, in batches, until nothing sendable is left or it waits on a blob.
 * A gap (409) is handled once per call: renumber from the server's expected seq when it gives one, and
 * resend in order; a second gap is an error for the backoff. A chain the server ties to another user (403)
 * is left for a new one, once per call (startNewChain). A batch refused as a whole (400, 413: pushRefusal.ts)
 * is halved until the mutation the server refuses is alone; that one is refused on the device with the
 * server's reason, and the chain goes on (issue 27): a mutation never holds the ones after it. A batch whose
 * connection breaks while the server answers is halved the same way (PushCutError for one change alone).
 */
async function pushChain(db: ReplicaDb, transport: SyncTransport, authorId: string, userId: string, size: number): Promise<PushTally & { serverCursor: number | null }> {
  let { clientId } = await chainOf(db, authorId);
  const total: PushTally & { serverCursor: number | null } = { applied: 0, refused: 0, serverCursor: null };
  let gapHandled = false;
  let chainRenewed = false;
  let limit = size;
  for (;;) {
    total.refused += await settleRefusedMedia(db, authorId, userId);
    const batch = await nextBatch(db, authorId, userId, limit);
    if (batch.length === 0) break;
    let response;
    try {
      response = await transport.push({ espaceId: db.espaceId, clientId, mutations: batch.map((m) => toEnvelope(m, userId)) });
    } catch (error) {
      await markAttempt(db, batch, error instanceof Error ? error.message : String(error));
      if (error instanceof SeqGapError && !gapHandled) {
        gapHandled = true;
        if (error.expectedSeq !== null) await renumberFrom(db, authorId, error.expectedSeq, new Set(error.known));
        continue;
      }
      if (error instanceof ChainTakenError && !chainRenewed) {
        chainRenewed = true;
        clientId = await startNewChain(db, authorId);
        continue;
      }
      // A large push whose connection broke while the server still answers a push with nothing in it: something
      // on the way (a proxy with a body limit lower than ours) cuts what it carries. Halve it, as for a 413; a
      // single change cut so stays on the device, never refused on a guess, and the user is told (issue 27).
      if (error instanceof NetworkError && mayBeCutForSize(batch, userId) && (await serverAnswers(transport, db.espaceId, clientId))) {
        if (batch.length > 1) {
          limit = Math.ceil(batch.length / 2);
          continue;
        }
        throw new PushCutError();
      }
      if (error instanceof PushRefusedError) {
        const [only] = batch;
        if (batch.length > 1 || !only) limit = Math.ceil(batch.length / 2);
        else {
          total.refused += await refuseLocally(db, authorId, only, error.reason);
          limit = size;
        }
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

/**
 * Pushes what the signed-in user may send (DESIGN §5, issue 13): each author's chain on its own clientId,
 * their own changes first, then those they took over. Other users' changes stay in the outbox for their
 * author: they never go out under this user's name, and, being on their own chains, never hold this
 * user's changes back.
 */
export async function pushOutbox(db: ReplicaDb, transport: SyncTransport, userId: string, batchSize = PUSH_BATCH): Promise<PushTally & { serverCursor: number | null }> {
  const total: PushTally & { serverCursor: number | null } = { applied: 0, refused: 0, serverCursor: null };
  const size = Math.min(batchSize, MAX_PUSH_MUTATIONS);
  for (const authorId of await sendableAuthors(db, userId)) {
    const pushed = await pushChain(db, transport, authorId, userId, size);
    total.applied += pushed.applied;
    total.refused += pushed.refused;
    total.serverCursor = pushed.serverCursor ?? total.serverCursor;
  }
  return total;
}
