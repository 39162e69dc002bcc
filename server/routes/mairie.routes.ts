import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mairieUpdateSchema, type MairieUpdate } from '../../src/domain/entities/mairie';
import { isAdmin, isSuperAdmin } from '../../src/domain/roles';
import { badRequest, forbidden, notFound } from '../errors';
import { authOf, requireAuth } from '../http/authenticate';
import { hashesNotOwnedBy, latestAbonnement, toMairie, updateColumns, updateSociete, visibleSociete } from '../mairie/mairie.repository';
import { MSG_MEDIA_NOT_OWNED } from '../media/links';

export const MSG_MAIRIE_UNKNOWN = 'Mairie introuvable.';
export const MSG_MAIRIE_ADMIN_ONLY = 'Seul un administrateur peut modifier les informations de la mairie.';

const MSG_NOT_AN_OBJECT = 'Requête invalide : les champs de la mairie sont attendus.';
const params = z.object({ id: z.string().max(64) });

/** The images an update links, that the municipality must have uploaded. */
function linkedImages(update: MairieUpdate): string[] {
  return [update.logo, update.maire?.signature].filter((h): h is string => typeof h === 'string');
}

/**
 * Infos mairie (spec 000 §2.8, §7 GET and PUT /societes/{id}): the town hall is one row per municipality,
 * shared by its cemeteries and read by every generated document, so it is not replicated; these routes are
 * online only and the device keeps the last answer (src/features/compte/mairieCache.ts). Members read it;
 * administrators of the municipality change it (spec 000 §2.8 'editable by administrators').
 */
export const mairieRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preHandler', requireAuth);

  app.get('/societes/:id', { schema: { params } }, async (request) => {
    const auth = authOf(request);
    const row = await visibleSociete(db, auth.user.id, isSuperAdmin(auth.roles), request.params.id);
    if (!row) throw notFound(MSG_MAIRIE_UNKNOWN);
    return { ...toMairie(row), abonnement: await latestAbonnement(db, row.id) };
  });

  app.put('/societes/:id', { schema: { params, body: z.unknown() } }, async (request) => {
    const auth = authOf(request);
    const row = await visibleSociete(db, auth.user.id, isSuperAdmin(auth.roles), request.params.id);
    if (!row) throw notFound(MSG_MAIRIE_UNKNOWN);
    if (!isAdmin(auth.roles)) throw forbidden(MSG_MAIRIE_ADMIN_ONLY);
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MSG_NOT_AN_OBJECT);
    const parsed = mairieUpdateSchema.safeParse(body);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Paramètres invalides.');
    if ((await hashesNotOwnedBy(db, row.id, linkedImages(parsed.data))).length > 0) throw badRequest(MSG_MEDIA_NOT_OWNED);
    const updated = await updateSociete(db, row.id, updateColumns(parsed.data));
    if (!updated) throw notFound(MSG_MAIRIE_UNKNOWN);
    return { ...toMairie(updated), abonnement: await latestAbonnement(db, row.id) };
  });
};
