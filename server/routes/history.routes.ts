import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEspace, requireRole } from '../http/authenticate';
import { rowHistory } from '../sync/history.repository';

const historyQuery = z.object({
  espace: z.uuid({ error: 'Cimetière invalide.' }),
  rowId: z.uuid({ error: 'Identifiant de fiche invalide.' }),
});

/**
 * GET /api/history?espace=E&rowId=R (administrators): who changed a row, when, by which mutation, and
 * whether an administrator took the change over from its author (DESIGN §4 audit trail; issue 13).
 * A cemetery the caller may not see answers 404.
 */
export async function historyRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get('/history', { preHandler: requireRole('ROLE_ADMIN'), schema: { querystring: historyQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espace);
    return { entries: await rowHistory(request.server.deps.database.db, espace.id, request.query.rowId) };
  });
}
