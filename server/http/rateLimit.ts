import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { HttpError } from '../errors';

/**
 * Account requests per client address: a town hall's staff may ask for a few accounts at once, a script may
 * not fill a town's queue (100 requests were accepted in 0.4 s).
 */
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: 60 * 60_000 } as const;

/** 'dans 45 secondes', 'dans 1 minute', 'dans 38 minutes'. */
export function frenchDelay(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/**
 * @fastify/rate-limit for the routes that set `config: { rateLimit: { max, timeWindow } }` (none is limited
 * by default). The key is `request.ip`, which follows TRUST_PROXY like the sign-in slow-down: a client cannot
 * pick its own address by sending X-Forwarded-For. The plugin counts on request arrival, before the body is
 * validated, so malformed requests count too. Counts live in each process's memory (DESIGN §8 allows it for
 * throttling): N processes let through up to N times the limit. Refusals are 429 `{ message, retryAfter }` in
 * French with Retry-After, through the app's error handler.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        context.statusCode,
        `Trop de demandes envoyées depuis cette adresse. Veuillez réessayer dans ${frenchDelay(context.ttl)}.`,
        { retryAfter },
      );
    },
  });
}
