import type { FastifyInstance } from 'fastify';
import { findUnstorable, unstorableMessage, type Unstorable } from '../../src/domain/rules/storableText';
import { badRequest } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers each mutation of its body on its own (POST /api/sync/push): the text of a mutation's
     * `args` and `base` is judged with that mutation (src/domain/mutations/decide.ts, server/commands/batch.ts)
     * and refuses it alone, so one bad value never blocks the mutations after it (issue 27).
     */
    textPerMutation?: boolean;
  }
}

/** The push body with each mutation's args and base left out: they are judged one mutation at a time. */
function envelopeOnly(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !Array.isArray((body as { mutations?: unknown }).mutations)) return body;
  const mutations = (body as { mutations: unknown[] }).mutations.map((m) => {
    if (m === null || typeof m !== 'object' || Array.isArray(m)) return m;
    const { args: _args, base: _base, ...envelope } = m as Record<string, unknown>;
    return envelope;
  });
  return { ...body, mutations };
}

/**
 * Text that cannot be stored (a NUL, half an emoji) or absurd nesting, refused at the edge for every route
 * before its validation, with a French 400 naming the field (src/domain/rules/storableText.ts says why it is
 * refused and not cleaned): the query, the path's parameters, a JSON body (raw uploads are bytes, not text)
 * and the impersonation header. PostgreSQL refuses both characters in jsonb (a 500 on every retry of a push,
 * an audit line lost) and the NUL in text too.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? undefined : request.body;
    const body = request.routeOptions.config.textPerMutation ? envelopeOnly(rawBody) : rawBody;
    const found: Unstorable | null =
      findUnstorable(request.query) ?? findUnstorable(request.params) ?? findUnstorable(body) ?? prefixed('x-switch-user', findUnstorable(request.headers['x-switch-user']));
    if (found) throw badRequest(unstorableMessage(found), [{ champ: found.path, message: found.reason }]);
  });
}

function prefixed(name: string, found: Unstorable | null): Unstorable | null {
  return found ? { ...found, path: found.path ? `${name}.${found.path}` : name } : null;
}
