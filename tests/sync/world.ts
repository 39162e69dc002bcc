import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { MemoryMailer } from '../../server/mail/mailer';
import { createEspace, createSociete, createUser, login, testConfig, type EspaceRow } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/**
 * The real server for the sync tests: one database per file (PGlite in memory), an app that can be
 * rebuilt on the same database ("restart"), a cemetery and clerks who may write to it.
 */
export interface ServerWorld {
  database: Database;
  app: FastifyInstance;
  espace: EspaceRow;
  jwtSecret: string;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function openServer(): Promise<ServerWorld> {
  const database = await openTestDatabase();
  // A fixed secret, so tokens signed before a restart stay valid after it.
  const config = testConfig({ jwtSecret: 'sync-tests-secret-0123456789abcdef0123456789abcdef' });
  const make = () => buildApp({ config, database, mailer: new MemoryMailer() });
  const world: ServerWorld = {
    database,
    app: await make(),
    espace: await createEspace(database.db, (await createSociete(database.db)).id),
    jwtSecret: config.jwtSecret,
    async restart() {
      const old = world.app;
      world.app = await make();
      await old.close();
    },
    async close() {
      await world.app.close();
      await database.close();
    },
  };
  return world;
}

/** A clerk (ROLE_SOUS_ADMIN) of the world's municipality, signed in. */
export async function clerk(world: ServerWorld): Promise<{ id: string; token: string; roles: string[] }> {
  const user = await createUser(world.database.db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [world.espace.societeId] });
  const { token } = await login(world.app, user.username);
  return { id: user.id, token, roles: user.roles };
}
