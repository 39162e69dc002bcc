import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../auth/audit';
import { HttpError } from '../errors';
import { pathOf } from './authenticate';
import { answerTooLarge } from './bodyLimit';

// Validation details reach the user: zod speaks French in this server.
z.config(z.locales.fr());

const MALFORMED_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * One place turns every failure into a JSON answer with a French message: validation failures and
 * malformed bodies are 400, never 500; only real faults are 500, and those are logged. Every refusal (403)
 * is written to the security log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 403) await auditRefusal(request, error.message);
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) {
        return reply.code(error.statusCode).header('Retry-After', String(retryAfter)).send({ message: error.message, retryAfter });
      }
      return reply.code(error.statusCode).send({ message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        champ: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '',
        message: v.message,
      }));
      return reply.code(400).send({ message: 'Requête invalide : vérifiez les champs envoyés.', details: issues });
    }
    const status = error.statusCode;
    if (status === 413) return answerTooLarge(request, reply);
    if (status === 415) return reply.code(415).send({ message: 'Type de contenu non pris en charge.' });
    if (status === 429) return reply.code(429).send({ message: 'Trop de requêtes, veuillez patienter.' });
    if (status === 400 && MALFORMED_BODY_CODES.has(error.code)) {
      return reply.code(400).send({ message: "Requête invalide : le corps n'est pas un JSON valide." });
    }
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: 'Requête invalide.' });
    }
    // The cause of every 500, with its stack (server/http/logging.ts serialises it without secrets).
    request.log.error({ err: error, req: request }, 'Erreur interne du serveur');
    return reply.code(500).send({ message: 'Erreur interne du serveur.' });
  });
}

/**
 * Errors the router raises before any handler (an address it cannot decode, a path parameter over Fastify's
 * 100 characters): its own answers are English, ours are French like every other refusal.
 */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send({ message: 'Adresse trop longue.' });
  else void reply.code(400).send({ message: 'Adresse invalide.' });
}

/**
 * French 404 for unknown /api paths. Set on the /api scope, not the root: the root's not-found handler
 * belongs to the static front end (its client-side routes fall back to the app shell), and Fastify
 * allows one per prefix.
 */
export function registerApiNotFound(api: FastifyInstance): void {
  api.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Ressource introuvable.' }));
}

function retryAfterOf(error: HttpError): number | undefined {
  // 429 (slow down) and 503 (a large import holds the cemetery): the client is told when to try again.
  if (error.statusCode !== 429 && error.statusCode !== 503) return undefined;
  const value = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof value === 'number' ? value : undefined;
}

async function auditRefusal(request: FastifyRequest, message: string): Promise<void> {
  const auth = request.auth;
  const switchUser = request.headers['x-switch-user'];
  await audit(
    request.server.deps.database.db,
    {
      event: 'forbidden',
      userId: auth?.user.id,
      actorId: auth?.actor.id,
      username: auth?.actor.username,
      ip: request.ip,
      detail: { method: request.method, path: pathOf(request), message, ...(switchUser ? { switchUser } : {}) },
    },
    request.log,
  );
}
