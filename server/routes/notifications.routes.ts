import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackSchema, MSG_FEEDBACK_MERCI } from '../../src/domain/notifications/feedback';
import { authOf, requireAuth, requireEspace, requireRole } from '../http/authenticate';
import { insertFeedback, listFeedback } from '../notifications/feedback.repository';

/** A person may send a few opinions in a row, a script may not fill the table. */
const FEEDBACK_RATE_LIMIT = { max: 20, timeWindow: 60 * 60_000 } as const;

const feedbackPage = z.object({
  limit: z.coerce.number({ error: 'Nombre de réponses invalide.' }).int({ error: 'Nombre de réponses invalide.' }).min(1, { error: 'Nombre de réponses invalide.' }).max(200, { error: 'Nombre de réponses invalide.' }).default(50),
  offset: z.coerce.number({ error: 'Position invalide.' }).int({ error: 'Position invalide.' }).min(0, { error: 'Position invalide.' }).max(2 ** 31 - 1, { error: 'Position invalide.' }).default(0),
});

/**
 * The feedback form (spec 000 §2.7, §7 POST /notifications/envoyer-avis): any signed-in user; stored on the
 * server, read by the provider's administrators (ROLE_SUPER_ADMIN) through GET /api/feedback.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.post('/notifications/envoyer-avis', { preHandler: requireAuth, schema: { body: feedbackSchema }, config: { rateLimit: FEEDBACK_RATE_LIMIT } }, async (request, reply) => {
    const b = request.body;
    // A cemetery the sender may not see answers 404, as everywhere.
    if (b.espaceId) await requireEspace(request, b.espaceId);
    await insertFeedback(db, { userId: authOf(request).user.id, espaceId: b.espaceId, note: b.note, questions: b.questions, suggestions: b.suggestions, remarques: b.remarques });
    return reply.code(201).send({ message: MSG_FEEDBACK_MERCI });
  });

  app.get('/feedback', { preHandler: requireRole('ROLE_SUPER_ADMIN'), schema: { querystring: feedbackPage } }, async (request) => {
    return listFeedback(db, request.query.limit, request.query.offset);
  });
};
