import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pullQuerySchema, pushRequestSchema } from '../../src/domain/mutations/envelope';
import { authOf, requireAuth, requireEspace } from '../http/authenticate';
import { pullChanges } from '../sync/pull.service';
import { executePush } from '../sync/push.service';

/**
 * Sync protocol v1 (DESIGN §5, docs/CONTRACTS.md). Both answer 404 for a cemetery the caller may not see.
 * Any role may pull; a push from a read-only role (ROLE_USER) is answered mutation by mutation with
 * 'rejected' and the French reason, so the device moves each one to its conflicts screen rather than
 * retrying a 403 forever.
 */
export async function syncRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get('/sync/pull', { preHandler: requireAuth, schema: { querystring: pullQuerySchema } }, async (request, reply) => {
    const { espace, cursor, limit } = request.query;
    const row = await requireEspace(request, espace);
    // The page comes as JSON text (built by the database): sent as is, compressed like any answer.
    return reply.type('application/json; charset=utf-8').send(await pullChanges(request.server.deps.database.db, row.id, cursor, limit));
  });

  app.post('/sync/push', { preHandler: requireAuth, schema: { body: pushRequestSchema }, config: { textPerMutation: true } }, async (request) => {
    const row = await requireEspace(request, request.body.espaceId);
    const now = request.server.security.clock.now();
    const answer = await executePush(request.server.deps.database.db, authOf(request), { ...request.body, espaceId: row.id }, now, request.log);
    // A message queued by this push (a mail, or a template hook's mail) goes out now rather than at the next round.
    if (answer.results.some((r) => r.status === 'applied')) request.server.mailDispatcher.kick();
    return answer;
  });
}
