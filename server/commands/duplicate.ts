import type { MutationResult } from '../../src/domain/mutations/envelope';
import type { StoredAnswer } from '../sync/ledger.repository';

export const MSG_ID_REUSED = 'Identifiant de modification déjà utilisé.';

/**
 * The answer to a mutation id seen before: 'duplicate', repeating the first answer (its message and the
 * row it showed) so a replay after a lost response tells the device what happened. An id first used in
 * another cemetery says nothing of it.
 */
export function duplicateOf(known: StoredAnswer, espaceId: string): MutationResult {
  if (known.espaceId !== espaceId) return { id: known.id, status: 'rejected', error: MSG_ID_REUSED };
  const first = known.result;
  const original = first.status === 'duplicate' ? first.original : first.status;
  return {
    id: known.id,
    status: 'duplicate',
    ...(original ? { original } : {}),
    ...(first.error !== undefined ? { error: first.error } : {}),
    ...(first.current !== undefined ? { current: first.current } : {}),
  };
}
