import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';

/**
 * The app as `npm run openapi` and its drift test see it: every route registered, no database opened
 * (routes only keep a handle to it until a request comes, and none comes), nothing on disk.
 */
export async function openApiApp(): Promise<FastifyInstance> {
  const config = { ...loadConfig({}), dataDir: 'memory://', jwtSecret: '' };
  const database: Database = { db: {} as Db, engine: 'pglite', close: async () => undefined };
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}
