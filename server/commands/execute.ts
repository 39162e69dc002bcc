import type { MutationResult } from '../../src/domain/mutations/envelope';
import type { Db } from '../db/client';
import { findAnswers } from '../sync/ledger.repository';
import { CommandBatch } from './batch';
import { duplicateOf } from './duplicate';
import { REST_ORIGIN, type CommandAuth, type CommandEnvelope } from './types';

/**
 * The one entry for a REST route that changes data (DESIGN §1): the same authorisation, rules, base check,
 * seq, history and exactly-once record as a device's push (a batch of one), in one SQL transaction. The
 * caller has checked that the user may see the cemetery (requireEspace); the mutation's own rows are looked
 * up in it only.
 */
export async function executeMutation(
  db: Db,
  auth: CommandAuth,
  espaceId: string,
  envelope: CommandEnvelope,
  nowMs: number = Date.now(),
): Promise<MutationResult> {
  return db.transaction(async (tx) => {
    const batch = await CommandBatch.open(tx, espaceId);
    const known = (await findAnswers(tx, [envelope.id])).get(envelope.id);
    if (known) return duplicateOf(known, espaceId);
    const result = await batch.apply(auth, envelope, REST_ORIGIN, nowMs);
    await batch.finish();
    return result;
  });
}
