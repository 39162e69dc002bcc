import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ABONNEMENT_OPTIONS } from '../../src/domain/constants/abonnement';
import { fournisseurQuery, selectCommunes } from '../../src/domain/users/fournisseur';
import { communesOfProvider } from '../admin/fournisseur.repository';
import { isSuperAdmin } from '../../src/domain/roles';
import { forbidden } from '../errors';
import { authenticate } from '../http/authenticate';

/** Who may read the provider's view: its own administrators; a town's administrator is told so in French. */
export const MSG_FOURNISSEUR_ONLY = 'Réservé aux administrateurs du fournisseur.';

const communeRow = z.object({
  id: z.string(),
  nom: z.string(),
  commune: z.string(),
  departement: z.string().nullable(),
  typeEspace: z.string(),
  cimetieres: z.array(z.object({ id: z.string(), nom: z.string(), actif: z.boolean() })),
  abonnement: z
    .object({
      dateDebut: z.string(),
      etat: z.number(),
      dateRenouv: z.string().nullable(),
      options: z.object({ abonnement: z.array(z.enum(ABONNEMENT_OPTIONS)), premium: z.array(z.enum(ABONNEMENT_OPTIONS)) }),
    })
    .nullable(),
  derniereSynchro: z.string().nullable(),
  derniereConnexion: z.string().nullable(),
  derniereActivite: z.string().nullable(),
  utilisateurs: z.number(),
});

/**
 * GET /api/fournisseur/communes (issue 16): the provider's municipalities of one tab (spec 000 §2.11), with
 * their cemeteries, subscription and last activity; searched and sorted. ROLE_SUPER_ADMIN only. docs/CONTRACTS.md.
 */
export const fournisseurRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fournisseur/communes',
    {
      preHandler: async (request) => {
        if (!isSuperAdmin((await authenticate(request)).roles)) throw forbidden(MSG_FOURNISSEUR_ONLY);
      },
      schema: { querystring: fournisseurQuery, response: { 200: z.object({ data: z.array(communeRow), total: z.number() }) } },
    },
    async (request) => {
      const data = selectCommunes(await communesOfProvider(app.deps.database.db), request.query);
      return { data, total: data.length };
    },
  );
};
