import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdmin, isSuperAdmin } from '../../src/domain/roles';
import { AUTH_MSG } from '../auth/messages';
import { changeOwnPassword } from '../auth/passwordChange.service';
import {
  currentUserAnswer, espaceChoiceBody, espaceGroupsAnswer, firstConnectionBody, idParams, passwordChangeBody, sessionAnswer,
} from '../auth/schemas';
import { espaceGroupsOf, findSociete } from '../auth/scope.repository';
import { startSession } from '../auth/session';
import { findUserById, setFirstConnection, sharesSociete } from '../auth/users.repository';
import { forbidden, notFound } from '../errors';
import { authOf, forbidWhileImpersonating, requireAuth, requireEspace } from '../http/authenticate';

/** The signed-in user, its workspaces, its first-connection flag and its password (docs/CONTRACTS.md, Auth). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preHandler', requireAuth);

  app.get('/users/currentUser', { schema: { response: { 200: currentUserAnswer } } }, async (request) => {
    const { user, actor, impersonating } = authOf(request);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      roles: user.roles,
      identite: user.identite,
      firstConnection: user.firstConnection,
      publicUrl: app.deps.config.publicUrl,
      impersonator: impersonating ? { id: actor.id, username: actor.username } : null,
    };
  });

  // Only the effective user's municipalities: an impersonating admin sees what its user sees.
  app.get('/users/espaces', { schema: { response: { 200: espaceGroupsAnswer } } }, async (request) =>
    espaceGroupsOf(db, authOf(request).user.id, isSuperAdmin(authOf(request).roles)),
  );

  app.post('/sessions/eSpace', { schema: { body: espaceChoiceBody } }, async (request) => {
    const espace = await requireEspace(request, request.body.eSpace);
    const societe = await findSociete(db, espace.societeId);
    if (!societe) throw notFound(AUTH_MSG.espaceNotFound);
    return { espace, societe };
  });

  app.get('/users/isFirstConnection', async (request) => {
    const { user } = authOf(request);
    return { id: user.id, firstConnection: user.firstConnection };
  });

  /** The welcome tour's flag (spec 000 §4): set by its owner, or by an administrator of the owner. */
  app.put('/users/:id', { schema: { params: idParams, body: firstConnectionBody } }, async (request) => {
    const auth = authOf(request);
    const { id } = request.params;
    if (id !== auth.user.id) {
      if (!isAdmin(auth.roles)) throw forbidden();
      const target = await findUserById(db, id);
      const inScope = target !== undefined && (isSuperAdmin(auth.roles) || (await sharesSociete(db, auth.user.id, id)));
      if (!inScope) throw notFound(AUTH_MSG.userNotFound);
    }
    await setFirstConnection(db, id, request.body.firstConnection);
    return { id, firstConnection: request.body.firstConnection };
  });

  /** Ends every session of the user, then opens a new one for this device so it stays signed in. */
  app.put('/users/me/password', { schema: { body: passwordChangeBody, response: { 200: sessionAnswer } } }, async (request, reply) => {
    forbidWhileImpersonating(request);
    const { currentPassword, newPassword } = request.body;
    const updated = await changeOwnPassword(app, request, authOf(request), currentPassword, newPassword);
    return startSession(app, reply, updated);
  });
};
