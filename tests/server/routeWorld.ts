import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { insertAccountRequest } from '../../server/auth/accountRequests.repository';
import type { Database, Db } from '../../server/db/client';
import { MemoryMailer } from '../../server/mail/mailer';
import type { Row } from '../../src/domain/mutations/types';
import { bearer, createEspace, createSociete, createUser, login, manualClock, testConfig, type EspaceRow, type SocieteRow } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';
import { seedEmplacement, seedRow } from './syncKit';

/**
 * The route table and a two-municipality world for the route matrix and the route fuzzing: every /api route
 * as Fastify registered it (an onRoute hook, so a route added later is picked up with no change here), and
 * callers of every demo role in one municipality plus an administrator of another.
 */

export interface ListedRoute {
  /** 'POST /api/sync/push': the key of the policy table. */
  key: string;
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

export const ROLES_OF_TOWN = ['ROLE_USER', 'ROLE_SOUS_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] as const;
export type TownRole = (typeof ROLES_OF_TOWN)[number];
export type CallerName = TownRole | 'stranger';

export interface Caller {
  id: string;
  username: string;
  password: string;
  token: string;
}

function recorder(): { routes: ListedRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: ListedRoute[] = [];
  return {
    routes,
    onRoute(route) {
      // HEAD copies of GET routes share their handler and checks; static files are not the API.
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        routes.push({ key: `${method} ${route.url}`, method, url: route.url, schema: route.schema as ListedRoute['schema'] });
      }
    },
  };
}

/** The route table alone, without a database: for test files that make one test per route. */
export async function listApiRoutes(): Promise<ListedRoute[]> {
  const { routes, onRoute } = recorder();
  const database: Database = { db: {} as Db, engine: 'pglite', close: async () => undefined };
  const app = await buildApp({ config: testConfig(), database, onRoute });
  await app.close();
  return routes;
}

export interface RouteWorld {
  database: Database;
  db: Db;
  app: FastifyInstance;
  routes: ListedRoute[];
  societe: SocieteRow;
  espace: EspaceRow;
  otherSociete: SocieteRow;
  otherEspace: EspaceRow;
  callers: Record<CallerName, Caller>;
  plot: Row;
  /** A PNG of the town, linked to its plot: readable by the town only. */
  media: { sha256: string; bytes: Buffer };
  /** Texts only the town's own answers may contain. */
  markers: string[];
  /** A signed-in user made for one request, for routes that end its session (password change). */
  freshCaller(role: TownRole | 'stranger'): Promise<Caller>;
  /** A pending account request of the town (approve and reject consume one). */
  pendingRequest(): Promise<string>;
}

export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('image de test')]);
export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function openRouteWorld(): Promise<RouteWorld> {
  const database = await openTestDatabase();
  const { routes, onRoute } = recorder();
  const app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), mailer: new MemoryMailer(), onRoute });
  const db = database.db;
  const tag = randomUUID().slice(0, 8);
  const societe = await createSociete(db, { commune: `Villeprivée-${tag}` });
  const otherSociete = await createSociete(db, { commune: `Autreville-${tag}` });
  const espace = await createEspace(db, societe.id, { nom: `Cimetière secret ${tag}` });
  const otherEspace = await createEspace(db, otherSociete.id);

  async function makeCaller(role: TownRole | 'stranger'): Promise<Caller> {
    const roles = role === 'stranger' ? ['ROLE_ADMIN'] : [role];
    const societeIds = role === 'stranger' ? [otherSociete.id] : role === 'ROLE_SUPER_ADMIN' ? [] : [societe.id];
    const user = await createUser(db, { roles, societeIds, username: `${role === 'stranger' ? 'etranger' : 'agent'}-${randomUUID().slice(0, 8)}` });
    const session = await login(app, user.username, user.password);
    return { id: user.id, username: user.username, password: user.password, token: session.token };
  }

  const callers = {} as Record<CallerName, Caller>;
  for (const role of [...ROLES_OF_TOWN, 'stranger'] as const) callers[role] = await makeCaller(role);

  const plot = await seedEmplacement(db, espace.id, { numero: `N-${tag}` });
  const sha256 = sha256Of(PNG_BYTES);
  const upload = await app.inject({
    method: 'PUT',
    url: `/api/media/${sha256}`,
    headers: { ...bearer(callers.ROLE_ADMIN.token), 'content-type': 'application/octet-stream' },
    payload: PNG_BYTES,
  });
  if (upload.statusCode >= 300) throw new Error(`media upload ${upload.statusCode} ${upload.body}`);
  await seedRow(db, 'media', espace.id, { sha256, nom: 'photo.png', mime: 'image/png', size: PNG_BYTES.length, kind: 'photo', emplacementId: plot.id });

  const townUsers = ROLES_OF_TOWN.filter((r) => r !== 'ROLE_SUPER_ADMIN').map((r) => callers[r]);
  return {
    database,
    db,
    app,
    routes,
    societe,
    espace,
    otherSociete,
    otherEspace,
    callers,
    plot,
    media: { sha256, bytes: PNG_BYTES },
    markers: [espace.nom, societe.commune, societe.nom, `N-${tag}`, ...townUsers.flatMap((u) => [u.username, u.id])],
    freshCaller: makeCaller,
    pendingRequest: async () => {
      const request = await insertAccountRequest(db, {
        email: `demande-${randomUUID().slice(0, 8)}@example.fr`,
        civilite: 'F',
        nom: 'Demandeuse',
        prenom: 'Anne',
        fonction: null,
        telephone: null,
        commune: societe.commune,
        message: null,
      });
      return request.id;
    },
  };
}
