import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireEspace, requireRole } from '../http/authenticate';
import { applyRestore, listChanges, previewRestore } from '../donnees/restore.service';

const espace = z.uuid({ error: 'Cimetière invalide.' });
const historyId = z.number({ error: 'Point de restauration invalide.' }).int('Point de restauration invalide.').min(1, 'Point de restauration invalide.').max(Number.MAX_SAFE_INTEGER, 'Point de restauration invalide.');
const listQuery = z.object({ espace });
const previewBody = z.object({ espace, avant: historyId });
const restoreBody = z.object({
  espace,
  avant: historyId,
  dernier: z.number({ error: "Aperçu invalide : ouvrez à nouveau l'aperçu." }).int("Aperçu invalide : ouvrez à nouveau l'aperçu.").min(0, "Aperçu invalide : ouvrez à nouveau l'aperçu.").max(Number.MAX_SAFE_INTEGER, "Aperçu invalide : ouvrez à nouveau l'aperçu."),
});

/**
 * Restore points (spec 000 §2.10, issue 15), administrators only, online only:
 * - GET /api/restore-points?espace=E: the changes of the last 7 days, one per mutation, with who and where;
 * - POST /api/restore-points/preview { espace, avant }: what going back to just before history entry `avant` changes;
 * - POST /api/restore-points/restore { espace, avant, dernier }: does it, as one mutation of the catalogue;
 *   409 when the cemetery changed after the preview (`dernier`, the newest history id the preview saw).
 * A cemetery the caller may not see answers 404.
 */
export async function restoreRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ROLE_ADMIN');
  app.get('/restore-points', { preHandler: admin, schema: { querystring: listQuery } }, async (request) => {
    const row = await requireEspace(request, request.query.espace);
    return listChanges(request.server.deps.database.db, row.id, request.server.security.clock.now());
  });
  app.post('/restore-points/preview', { preHandler: admin, schema: { body: previewBody } }, async (request) => {
    const row = await requireEspace(request, request.body.espace);
    return previewRestore(request.server.deps.database.db, row.id, request.body.avant, request.server.security.clock.now());
  });
  app.post('/restore-points/restore', { preHandler: admin, schema: { body: restoreBody } }, async (request) => {
    const row = await requireEspace(request, request.body.espace);
    const { mutationId, lignes } = await applyRestore(
      request.server.deps.database.db,
      authOf(request),
      row.id,
      request.body.avant,
      request.body.dernier,
      request.server.security.clock.now(),
    );
    return { mutationId, lignes };
  });
}
