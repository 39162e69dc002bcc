import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newUserBody, userUpdateBody, usersQuery } from '../../src/domain/users/administration';
import { ADMIN_USERS_MSG, createManagedUser, deleteManagedUser, listUsers, updateManagedUser } from '../admin/users.service';
import { idParams, messageAnswer } from '../auth/schemas';
import { authOf, requireRole } from '../http/authenticate';

const userRow = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  civilite: z.string(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  fonction: z.string().nullable(),
  telephone: z.string().nullable(),
  roles: z.array(z.string()),
  actif: z.boolean(),
  communes: z.array(z.string()),
  societeIds: z.array(z.string()),
  espaceIds: z.array(z.string()).nullable(),
});

/** /utilisateurs (spec 000 §2.11, issue 16): administrators list, add, edit and delete users. docs/CONTRACTS.md, Users administration. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('ROLE_ADMIN'));

  app.get('/admin/users', { schema: { querystring: usersQuery, response: { 200: z.object({ data: z.array(userRow), total: z.number() }) } } }, async (request) =>
    listUsers(app, authOf(request), request.query),
  );

  app.post('/admin/users', { schema: { body: newUserBody, response: { 201: userRow } } }, async (request, reply) => {
    const row = await createManagedUser(app, request, authOf(request), request.body);
    return reply.code(201).send(row);
  });

  app.put('/admin/users/:id', { schema: { params: idParams, body: userUpdateBody, response: { 200: userRow } } }, async (request) =>
    updateManagedUser(app, request, authOf(request), request.params.id, request.body),
  );

  app.delete('/admin/users/:id', { schema: { params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await deleteManagedUser(app, request, authOf(request), request.params.id);
    return { message: ADMIN_USERS_MSG.deleted };
  });
};
