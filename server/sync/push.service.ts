import { CHAIN_OTHER_USER_CODE, chainAuthorOf, mayUseChain, MSG_CHAIN_OTHER_USER } from '../../src/domain/mutations/chainOwner';
import type { MutationResult, PushRequest, PushResponse } from '../../src/domain/mutations/envelope';
import { CommandBatch, type BatchLog } from '../commands/batch';
import { duplicateOf } from '../commands/duplicate';
import type { CommandAuth } from '../commands/types';
import type { Db } from '../db/client';
import { badRequest, conflict, HttpError } from '../errors';
import { checkAuthors, takenOverFrom } from './authorship';
import { findAnswers, lockClientSeq, saveClientSeq, type StoredAnswer } from './ledger.repository';
import { recordTakeOver } from './takeOver.repository';
import { inSavepoint, isMutationFault, MSG_MUTATION_FAILED } from './mutationFault';

type Step = { kind: 'duplicate'; answer: StoredAnswer } | { kind: 'repeat'; index: number } | { kind: 'apply' };

/**
 * The 409 of a sequence gap: nothing of the push was done; `details.lastSeq` says where to resume, and
 * `details.known` lists the ids of the push the server already has: they answer duplicate whatever their
 * seq, so a device renumbering its chain leaves them out of the count.
 */
function sequenceError(expected: number, got: number, lastSeq: number, known: readonly string[]) {
  return conflict(
    `Des modifications de cet appareil manquent avant celle-ci (n° ${expected} attendu, n° ${got} reçu) : rien n'a été enregistré, la synchronisation reprendra dans l'ordre.`,
    { lastSeq, expected, received: got, known },
  );
}

/**
 * POST /api/sync/push (DESIGN §5), in ONE transaction: check who may send each mutation (its author, or an
 * administrator taking it over: server/sync/authorship.ts, else 403 and nothing done); lock the chain's seq and
 * check it is its author's (a chain belongs to the user whose changes it numbers, issue 27: another user's
 * push on it is 403 and nothing done), then lock the cemetery; check the whole chain first (known ids are duplicates, new ones must follow lastSeq
 * without a gap, else 409 and nothing done); then decide each new mutation in order in one command batch
 * (server/commands/batch.ts) under the caller's identity, record every answer, the chain's new last seq and
 * the take-overs ('repris par X pour Y'). Whatever one mutation does, it never blocks the ones after it: a
 * mutation whose application fails (a database error, a fault of the code) is refused with a French reason
 * and logged, the others are decided as they would have been (issue 27).
 */
export async function executePush(db: Db, auth: CommandAuth, request: PushRequest, nowMs: number = Date.now(), log?: BatchLog): Promise<PushResponse> {
  const { espaceId, clientId, mutations } = request;
  return db.transaction(async (tx) => {
    const takenOver = await checkAuthors(tx, auth, espaceId, mutations);
    const chain = chainAuthorOf(auth.user.id, mutations);
    if (!chain.ok) throw badRequest(chain.error);
    const { lastSeq, ownerId } = await lockClientSeq(tx, clientId, espaceId, chain.authorId);
    if (!mayUseChain(ownerId, chain.authorId)) throw new HttpError(403, MSG_CHAIN_OTHER_USER, { code: CHAIN_OTHER_USER_CODE });
    const batchOptions = log ? { log } : {};
    const batch = await CommandBatch.open(tx, espaceId, batchOptions);
    const known = await findAnswers(tx, mutations.map((m) => m.id));

    const steps: Step[] = [];
    const firstIndex = new Map<string, number>();
    let expected = lastSeq + 1;
    mutations.forEach((m, index) => {
      const answer = known.get(m.id);
      const earlier = firstIndex.get(m.id);
      if (answer) steps.push({ kind: 'duplicate', answer });
      else if (earlier !== undefined) steps.push({ kind: 'repeat', index: earlier });
      else if (m.seq === expected) {
        steps.push({ kind: 'apply' });
        expected += 1;
      } else throw sequenceError(expected, m.seq, lastSeq, [...known.keys()]);
      if (earlier === undefined) firstIndex.set(m.id, index);
    });

    const decisions = { auth, espaceId, clientId, mutations, steps, nowMs, ...(log ? { log } : {}) };
    // Fast path: the whole push in one batch. When applying it fails, it is decided again one mutation at a
    // time, each in its own savepoint, so that the one that fails is refused alone (issue 27). The retry locks
    // the cemetery again (a lock taken by SELECT … FOR UPDATE is lost when a savepoint that wrote its row is
    // rolled back) and reads every row afresh.
    const { results, cursor } = await inSavepoint(tx, 'push_batch', () => decideAll(tx, batch, { ...decisions, careful: false })).catch(async (error: unknown) => {
      if (!isMutationFault(error)) throw error;
      return decideAll(tx, await CommandBatch.open(tx, espaceId, batchOptions), { ...decisions, careful: true });
    });
    if (expected - 1 > lastSeq) await saveClientSeq(tx, clientId, espaceId, expected - 1);
    for (const author of takenOver.values()) {
      const mutationIds = mutations.filter((m, index) => steps[index]?.kind === 'apply' && takenOverFrom(auth, m) === author.id).map((m) => m.id);
      if (mutationIds.length > 0) await recordTakeOver(tx, { espaceId, by: { id: auth.user.id, username: auth.user.username ?? null }, actorId: auth.actor.id, author, mutationIds });
    }
    return { results, cursor };
  });
}

interface Decisions {
  auth: CommandAuth;
  espaceId: string;
  clientId: string;
  mutations: PushRequest['mutations'];
  steps: readonly Step[];
  nowMs: number;
  /** One savepoint per mutation, its writes sent before the next one: a failure refuses that mutation only. */
  careful: boolean;
  log?: BatchLog;
}

/**
 * Decides the new mutations in order in one command batch (server/commands/batch.ts), under the caller's
 * identity, and answers the others as duplicates.
 */
async function decideAll(tx: Db, batch: CommandBatch, d: Decisions): Promise<PushResponse> {
  if (!d.careful) await batch.preload(d.mutations.filter((_, index) => d.steps[index]?.kind === 'apply'));
  const results: MutationResult[] = [];
  for (const [index, step] of d.steps.entries()) {
    const m = d.mutations[index];
    if (!m) continue;
    const origin = { clientId: d.clientId, seq: m.seq };
    if (step.kind === 'duplicate') results.push(duplicateOf(step.answer, d.espaceId));
    else if (step.kind === 'repeat') results.push(repeatOf(results[step.index], m.id));
    else if (!d.careful) results.push(await batch.apply(d.auth, m, origin, d.nowMs));
    else {
      const mark = batch.mark();
      try {
        results.push(
          await inSavepoint(tx, 'push_mutation', async () => {
            const result = await batch.apply(d.auth, m, origin, d.nowMs);
            await batch.settle();
            return result;
          }),
        );
      } catch (error) {
        if (!isMutationFault(error)) throw error;
        batch.restore(mark);
        await batch.relock();
        d.log?.error({ err: error, mutationId: m.id, name: m.name, espaceId: d.espaceId }, 'Modification refusée : son application a échoué sur le serveur');
        results.push(batch.refuse(m, origin, d.nowMs, MSG_MUTATION_FAILED));
      }
    }
  }
  return { results, cursor: await batch.finish() };
}

/** The same id twice in one push: the second is a duplicate of the first's answer. */
function repeatOf(first: MutationResult | undefined, id: string): MutationResult {
  const original = first && first.status !== 'duplicate' ? first.status : first?.original;
  return {
    id,
    status: 'duplicate',
    ...(original ? { original } : {}),
    ...(first?.error !== undefined ? { error: first.error } : {}),
    ...(first?.current !== undefined ? { current: first.current } : {}),
  };
}
