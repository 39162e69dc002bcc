import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newSpaceBody } from '../../src/domain/users/newSpace';
import { createNewSpace } from '../admin/newSpace.service';
import { authOf, requireRole } from '../http/authenticate';
import { MAX_SVG_BYTES } from '../svg/limits';

/**
 * POST /api/espace/creer (spec 000 §2.12 and §7; issue 16): the new-space wizard of /utilisateurs. Only the
 * provider's administrators (ROLE_SUPER_ADMIN) create a town hall; an administrator of a town adds its users
 * with 'Ajouter nouveau' (POST /api/admin/users) and does not reach this route, even for its own town
 * (a new cemetery is a change of its subscription, made by the provider). docs/CONTRACTS.md, New space.
 */
export const newSpaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/espace/creer',
    {
      preHandler: requireRole('ROLE_SUPER_ADMIN'),
      // A few plans of up to 20 MB each may come in one body.
      bodyLimit: 3 * MAX_SVG_BYTES,
      schema: {
        body: newSpaceBody,
        response: { 201: z.object({ message: z.literal('ok'), societeId: z.string(), espaceIds: z.array(z.string()), userIds: z.array(z.string()) }) },
      },
    },
    async (request, reply) => reply.code(201).send(await createNewSpace(request.server, request, authOf(request), request.body)),
  );
};
