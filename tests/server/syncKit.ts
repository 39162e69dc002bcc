import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { TableName } from '../../src/domain/entities/tables';
import type { PullResponse, PushResponse } from '../../src/domain/mutations/envelope';
import type { Row } from '../../src/domain/mutations/types';
import { buildApp, type AppDeps } from '../../server/app';
import type { Database, Db } from '../../server/db/client';
import { replicatedTables } from '../../server/db/replicatedTables';
import { espaces } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createEspace, createSociete, createUser, login, manualClock, testConfig, type EspaceRow } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/**
 * One app per test file for the sync tests: two municipalities, a cemetery each, a clerk who writes
 * (ROLE_SOUS_ADMIN), a reader (ROLE_USER) and a clerk of the other municipality.
 */
export interface SyncWorld {
  database: Database;
  db: Db;
  app: FastifyInstance;
  espace: EspaceRow;
  otherEspace: EspaceRow;
  writer: { id: string; token: string };
  reader: { id: string; token: string };
  admin: { id: string; token: string };
  stranger: { id: string; token: string };
}

/** `extend` adds test-only routes before the app starts answering; `deps` replaces the mailer, the SMS sender... */
export async function openWorld(extend?: (app: FastifyInstance) => void, deps: Partial<AppDeps> = {}): Promise<SyncWorld> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), mailer: new MemoryMailer(), ...deps });
  extend?.(app);
  const db = database.db;
  const societe = await createSociete(db);
  const otherSociete = await createSociete(db);
  const espace = await createEspace(db, societe.id);
  const otherEspace = await createEspace(db, otherSociete.id);
  const writerRow = await createUser(db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [societe.id] });
  const readerRow = await createUser(db, { roles: ['ROLE_USER'], societeIds: [societe.id] });
  const adminRow = await createUser(db, { roles: ['ROLE_ADMIN'], societeIds: [societe.id] });
  const strangerRow = await createUser(db, { roles: ['ROLE_ADMIN'], societeIds: [otherSociete.id] });
  const [w, r, a, s] = await Promise.all([
    login(app, writerRow.username),
    login(app, readerRow.username),
    login(app, adminRow.username),
    login(app, strangerRow.username),
  ]);
  return {
    database,
    db,
    app,
    espace,
    otherEspace,
    writer: { id: writerRow.id, token: w.token },
    reader: { id: readerRow.id, token: r.token },
    admin: { id: adminRow.id, token: a.token },
    stranger: { id: strangerRow.id, token: s.token },
  };
}

/** Inserts a row as the server would write it: the next seq of its cemetery, version 1. */
export async function seedRow(db: Db, table: TableName, espaceId: string, values: Record<string, unknown>): Promise<Row> {
  const [counter] = await db
    .update(espaces)
    .set({ changeSeq: sql`${espaces.changeSeq} + 1` })
    .where(eq(espaces.id, espaceId))
    .returning({ changeSeq: espaces.changeSeq });
  const id = (values.id as string | undefined) ?? randomUUID();
  const target = replicatedTables[table] as unknown as Parameters<Db['insert']>[0];
  await db.insert(target).values({ ...values, id, espaceId, seq: counter?.changeSeq ?? 1 } as never);
  return { ...values, id, espaceId, seq: counter?.changeSeq ?? 1, version: 1 } as Row;
}

export const seedEmplacement = (db: Db, espaceId: string, values: Record<string, unknown> = {}) =>
  seedRow(db, 'emplacements', espaceId, { carre: 'A', allee: '1', numero: String(Math.floor(Math.random() * 1000)), ...values });

export const seedLocation = (db: Db, espaceId: string, emplacementId: string, values: Record<string, unknown> = {}) =>
  seedRow(db, 'locations', espaceId, { emplacementId, type: 'Concession', dateDebut: '2001-05-04', ...values });

let seqByClient = new Map<string, number>();
export function resetSeqs(): void {
  seqByClient = new Map();
}

/** A mutation envelope as a device makes it: a fresh id and the client's next seq. */
export function mutation(clientId: string, name: string, args: Record<string, unknown>, base: Record<string, unknown> = {}) {
  const seq = (seqByClient.get(clientId) ?? 0) + 1;
  seqByClient.set(clientId, seq);
  return { id: randomUUID(), seq, name, args, base, createdAt: new Date().toISOString() };
}

export async function push(app: FastifyInstance, token: string, body: unknown) {
  const res = await app.inject({ method: 'POST', url: '/api/sync/push', headers: bearer(token), payload: body as Record<string, unknown> });
  return { status: res.statusCode, body: res.json<PushResponse & { message?: string; details?: unknown }>() };
}

export async function pull(app: FastifyInstance, token: string, espaceId: string, cursor = 0, limit?: number) {
  const query = `espace=${espaceId}&cursor=${cursor}${limit ? `&limit=${limit}` : ''}`;
  const res = await app.inject({ method: 'GET', url: `/api/sync/pull?${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json<PullResponse & { message?: string }>() };
}

/** Pulls every page from a cursor; returns the rows by table/id (last version wins) and the final cursor. */
export async function pullAll(app: FastifyInstance, token: string, espaceId: string, from = 0, limit = 1000) {
  const rows = new Map<string, Row>();
  let cursor = from;
  let pages = 0;
  for (;;) {
    const { status, body } = await pull(app, token, espaceId, cursor, limit);
    if (status !== 200) throw new Error(`pull ${status}: ${JSON.stringify(body)}`);
    for (const [table, list] of Object.entries(body.changes)) for (const r of list ?? []) rows.set(`${table}/${r.id}`, r);
    cursor = body.cursor;
    pages += 1;
    if (!body.hasMore) return { rows, cursor, pages };
  }
}

export const uuid = (): string => randomUUID();
