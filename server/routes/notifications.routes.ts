import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEEDBACK_PER_ACCOUNT, feedbackSchema, MSG_FEEDBACK_MERCI, msgFeedbackAccountLimit } from '../../src/domain/notifications/feedback';
import { HttpError } from '../errors';
import { frenchDelay } from '../http/rateLimit';
import { authOf, requireAuth, requireEspace, requireRole } from '../http/authenticate';
import { insertFeedbackWithinLimit, listFeedback } from '../notifications/feedback.repository';

/** A person may send a few opinions in a row, a script may not fill the table: per address here, per account in the database (FEEDBACK_PER_ACCOUNT). */
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
    const stored = await insertFeedbackWithinLimit(db, { userId: authOf(request).user.id, espaceId: b.espaceId, note: b.note, questions: b.questions, suggestions: b.suggestions, remarques: b.remarques }, app.security.clock.now());
    if (!stored.ok) {
      throw new HttpError(429, msgFeedbackAccountLimit(FEEDBACK_PER_ACCOUNT.max, frenchDelay(stored.waitMs)), { retryAfter: Math.ceil(stored.waitMs / 1000) });
    }
    return reply.code(201).send({ message: MSG_FEEDBACK_MERCI });
  });

  app.get('/feedback', { preHandler: requireRole('ROLE_SUPER_ADMIN'), schema: { querystring: feedbackPage } }, async (request) => {
    return listFeedback(db, request.query.limit, request.query.offset);
  });
};
