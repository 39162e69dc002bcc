import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

/**
 * One place turns every failure into a JSON answer with a French message: validation failures and
 * malformed bodies are 400, never 500; only real faults are 500, and those are logged.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        champ: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '',
        message: v.message,
      }));
      return reply.code(400).send({ message: 'Requête invalide : vérifiez les champs envoyés.', details: issues });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return reply.code(413).send({ message: 'Fichier ou requête trop volumineux.' });
    if (status === 415) return reply.code(415).send({ message: 'Type de contenu non pris en charge.' });
    if (status === 429) return reply.code(429).send({ message: 'Trop de requêtes, veuillez patienter.' });
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: 'Requête invalide.' });
    }
    request.log.error(error);
    return reply.code(500).send({ message: 'Erreur interne du serveur.' });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Ressource introuvable.' }));
}
