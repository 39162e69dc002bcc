import type { FastifyInstance } from 'fastify';
import { hasNulCharacter, MSG_NUL_CHARACTER } from '../../src/domain/rules/nulCharacter';
import { badRequest } from '../errors';

/**
 * PostgreSQL refuses U+0000 in text and jsonb, so a NUL in any field reached the database and answered 500
 * (a login with one in its username did). Refused here, before validation, for every route: the query,
 * the path's parameters, a JSON body (raw uploads are bytes, not text) and the impersonation header.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    if (hasNulCharacter(request.query) || hasNulCharacter(request.params) || hasNulCharacter(body) || hasNulCharacter(request.headers['x-switch-user'])) {
      throw badRequest(MSG_NUL_CHARACTER);
    }
  });
}
