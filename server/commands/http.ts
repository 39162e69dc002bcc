import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MutationResult } from '../../src/domain/mutations/envelope';
import { MSG_ADMIN_ONLY, MSG_READ_ONLY } from '../../src/domain/mutations/decide';
import { badRequest, conflict, forbidden } from '../errors';
import { authOf } from '../http/authenticate';
import { executeMutation } from './execute';

/**
 * For REST routes of the spec that change data (PUT /api/locations/{id}/etatabandon...): run the named
 * mutation through the command layer and turn its answer into HTTP. Applied (or an already-seen id) is the
 * result; a refusal is 403 for a role, 400 with the rule's French message otherwise; a conflict is 409 with
 * the current row in `details`. The caller has already checked the cemetery with requireEspace.
 */
export async function runCommand(
  request: FastifyRequest,
  espaceId: string,
  name: string,
  args: Record<string, unknown>,
  options: { id?: string; base?: Record<string, unknown> } = {},
): Promise<MutationResult> {
  const result = await executeMutation(request.server.deps.database.db, authOf(request), espaceId, {
    id: options.id ?? randomUUID(),
    name,
    args,
    ...(options.base ? { base: options.base } : {}),
  }, request.server.security.clock.now());
  if (result.status === 'rejected') {
    const message = result.error ?? 'Modification refusée.';
    throw message === MSG_READ_ONLY || message === MSG_ADMIN_ONLY ? forbidden(message) : badRequest(message);
  }
  if (result.status === 'conflict') throw conflict(result.error ?? 'Conflit de modification.', { current: result.current ?? null });
  if (result.status === 'duplicate' && result.original !== 'applied') {
    throw badRequest(result.error ?? 'Modification déjà traitée.');
  }
  return result;
}
