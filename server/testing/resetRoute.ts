import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { restoreDataSnapshot, takeDataSnapshot } from './dataSnapshot';

/**
 * POST /api/test/reset: the data back to what the server had when it started (server/testing/dataSnapshot.ts).
 * Registered only on a test run's server (E2E_RESET=1, refused with NODE_ENV=production by server/config.ts),
 * before it listens: the end-to-end fixture calls it before each journey (e2e/support/test.ts).
 */
export async function registerTestReset(app: FastifyInstance, db: Db): Promise<void> {
  const snapshot = await takeDataSnapshot(db);
  // One reset at a time: a journey's fixture waits for its answer, but a stray second call must not interleave.
  let running: Promise<void> = Promise.resolve();
  app.post('/api/test/reset', { schema: { hide: true } }, async (_request, reply) => {
    running = running.catch(() => undefined).then(() => restoreDataSnapshot(db, snapshot));
    await running;
    return reply.code(204).send();
  });
}
