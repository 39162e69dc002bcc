import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoAt } from '../auth/clock';
import { feedText } from '../calendrier/feed.service';
import { activeFeed, createFeed, revokeFeed } from '../calendrier/feeds.repository';
import { notFound } from '../errors';
import { authOf, forbidWhileImpersonating, requireAuth, requireEspace } from '../http/authenticate';
import { parisToday } from '../sync/clock';

const espaceQuery = z.object({ espace: z.uuid({ error: 'Cimetière invalide.' }) });
const espaceBody = z.object({ espaceId: z.uuid({ error: 'Cimetière invalide.' }) });
const tokenParams = z.object({ token: z.string({ error: "Lien d'abonnement invalide." }).min(1, "Lien d'abonnement invalide.").max(200, "Lien d'abonnement invalide.") });

export const MSG_FEED_UNKNOWN = "Lien d'abonnement inconnu ou révoqué.";
export const MSG_FEED_REVOKED = "Le lien d'abonnement a été révoqué.";
export const MSG_NO_FEED = "Aucun lien d'abonnement actif.";

/** Calendar applications poll a feed every few minutes to hours; a token guesser is slowed down. */
const FEED_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

const feedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/api/calendrier/ics/${token}`;

/**
 * The calendar subscription link (issue 18): an iCalendar feed of a cemetery's concessions to renew, works and
 * legal deadlines, per user and cemetery, read-only, revocable. The owner manages it signed in; the calendar
 * application reads it with the token of its URL alone, as calendar applications cannot sign in. A new link
 * revokes the previous one. Impersonation may not make or revoke a person's link.
 */
export const calendrierRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const clock = () => app.security.clock.now();

  app.get('/calendrier/abonnement', { preHandler: requireAuth, schema: { querystring: espaceQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espace);
    return activeFeed(db, authOf(request).user.id, espace.id);
  });

  app.post('/calendrier/abonnement', { preHandler: requireAuth, schema: { body: espaceBody } }, async (request, reply) => {
    forbidWhileImpersonating(request);
    const espace = await requireEspace(request, request.body.espaceId);
    const { token, createdAt } = await createFeed(db, authOf(request).user.id, espace.id, isoAt(clock()));
    return reply.code(201).send({ url: feedUrl(app.deps.config.publicUrl, token), createdAt });
  });

  app.delete('/calendrier/abonnement', { preHandler: requireAuth, schema: { querystring: espaceQuery } }, async (request) => {
    forbidWhileImpersonating(request);
    const espace = await requireEspace(request, request.query.espace);
    if (!(await revokeFeed(db, authOf(request).user.id, espace.id, isoAt(clock())))) throw notFound(MSG_NO_FEED);
    return { message: MSG_FEED_REVOKED };
  });

  app.get('/calendrier/ics/:token', { schema: { params: tokenParams }, config: { rateLimit: FEED_RATE_LIMIT } }, async (request, reply) => {
    const now = clock();
    const text = await feedText(db, request.params.token, parisToday(now), isoAt(now), app.deps.config.publicUrl);
    if (text === undefined) throw notFound(MSG_FEED_UNKNOWN);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="cimetiere.ics"')
      .send(text);
  });
};
