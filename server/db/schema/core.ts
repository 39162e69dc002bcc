import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import type { Civilite } from '../../../src/domain/constants/contacts';
import type { MairieContact } from '../../../src/domain/entities/mairie';
import { json } from '../columns';

/** Municipality (spec 000 §3, Societe). */
export const societes = pgTable('societes', {
  id: uuid().primaryKey(),
  nom: text().notNull(),
  commune: text().notNull(),
  departement: text(),
  adresse: text(),
  codePostal: text(),
  ville: text(),
  email: text(),
  telephone: text(),
  tresorerie: text(),
  /** SHA-256 of the coat of arms in the media store. */
  logo: text(),
  horaires: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** The mayor (spec 000 §2.8): civility H or F, names, and the SHA-256 of the signature-with-stamp image. */
  maireCivilite: text().$type<Civilite>().notNull().default('H'),
  maireNom: text(),
  mairePrenom: text(),
  maireSignature: text(),
  /** The town hall's contacts (spec 000 §3 contactsArray). */
  contacts: json<MairieContact[]>().notNull().default(sql`'[]'::jsonb`),
  /** Product type of the space, for the users administration tabs (clients, démonstration, test). */
  typeEspace: text().notNull().default('client'),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Cemetery (spec 000 §3, Espace). `changeSeq` is the per-cemetery change counter: every replicated write
 * takes the next value inside its transaction, which serialises writes per cemetery and hands out seq in
 * commit order (DESIGN §4). The espace row is itself replicated to devices (its `seq` is its own last write).
 */
export const espaces = pgTable('espaces', {
  id: uuid().primaryKey(),
  societeId: uuid().notNull().references(() => societes.id),
  nom: text().notNull(),
  adresse: text(),
  codePostal: text(),
  ville: text(),
  logo: text(),
  latitude: text(),
  longitude: text(),
  zoomInitial: integer().notNull().default(19),
  /** SHA-256 of the sanitised SVG plan in the media store; the plan itself is served as an image. */
  mapSha256: text(),
  mapWidth: integer(),
  mapHeight: integer(),
  /** Georeferencing control points: [{ px: [x, y], lonLat: [lon, lat] }]. */
  controlPoints: json<Array<{ px: [number, number]; lonLat: [number, number] }>>(),
  horaires: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  nomReglement: text(),
  reglementSha256: text(),
  nomPatrimoine: text(),
  patrimoineSha256: text(),
  autresDocuments: json<Array<{ id: string; nom: string; description: string; sha256?: string }>>().notNull().default(sql`'[]'::jsonb`),
  actif: integer().notNull().default(1),
  uid: text(),
  /** Deaths under this many years are not listed by the public portal (issue 30); null: none hidden. */
  portailDelai: integer(),
  notifications: json<string[]>().notNull().default(sql`'["critique","principale"]'::jsonb`),
  changeSeq: integer().notNull().default(0),
  version: integer().notNull().default(1),
  seq: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true, mode: 'string' }),
});

/** Server user (spec 000 §3). `tokenVersion` grows on password change or disabling: it cuts every session. */
export const users = pgTable('users', {
  id: uuid().primaryKey(),
  username: text().notNull(),
  email: text(),
  identite: text(),
  civilite: text().notNull().default('H'),
  nom: text(),
  prenom: text(),
  fonction: text(),
  telephone: text(),
  passwordHash: text().notNull(),
  roles: json<string[]>().notNull(),
  firstConnection: boolean().notNull().default(false),
  isDemo: boolean().notNull().default(false),
  disabled: boolean().notNull().default(false),
  /** The cemeteries of its municipalities this user may open (issue 16); null: all of them. */
  espaceIds: json<string[]>(),
  /** 'Supprimer cet utilisateur': disabled for good and out of the lists; what it recorded stays attributed to it. */
  deletedAt: timestamp({ withTimezone: true, mode: 'string' }),
  tokenVersion: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_username_unique').on(sql`lower(${t.username})`)]);

/** Membership of a user in a municipality; the cemeteries a user may see are those of its municipalities. */
export const userSocietes = pgTable('user_societes', {
  userId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
  societeId: uuid().notNull().references(() => societes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.societeId] })]);

/**
 * Refresh tokens: stored hashed, rotated on each use; reusing a rotated one revokes its whole family. A family
 * is one session: it is over once any of its rows is revoked (revocation is never undone), and every request's
 * access token names its family (`fid`), so `refresh_tokens_family_revoked` answers "is this session over?" by
 * one index probe, for every server process on the database.
 */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid().primaryKey(),
  userId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid().notNull(),
  tokenHash: text().notNull(),
  tokenVersion: integer().notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp({ withTimezone: true, mode: 'string' }),
  revokedAt: timestamp({ withTimezone: true, mode: 'string' }),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
  index('refresh_tokens_family').on(t.familyId),
  index('refresh_tokens_family_revoked').on(t.familyId).where(sql`${t.revokedAt} is not null`),
]);

/** Password reset tokens (hashed, single use, short-lived). */
export const passwordResets = pgTable('password_resets', {
  id: uuid().primaryKey(),
  userId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp({ withTimezone: true, mode: 'string' }),
});

/**
 * Account requests from /register, validated by an administrator. One pending request per e-mail address
 * (in any case): a repeated request answers the pending one, so a flood cannot bury a town's queue in copies.
 */
export const accountRequests = pgTable('account_requests', {
  id: uuid().primaryKey(),
  email: text().notNull(),
  civilite: text().notNull().default('H'),
  nom: text().notNull(),
  prenom: text().notNull(),
  fonction: text(),
  telephone: text(),
  commune: text().notNull(),
  message: text(),
  status: text().notNull().default('pending'),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  decidedAt: timestamp({ withTimezone: true, mode: 'string' }),
  decidedBy: uuid(),
}, (t) => [
  uniqueIndex('account_requests_pending_email').on(sql`lower(${t.email})`).where(sql`${t.status} = 'pending'`),
  index('account_requests_status_created').on(t.status, t.createdAt),
]);

/** Security log: sign-ins, failures, refusals and impersonated requests, never a secret. */
export const auditLog = pgTable('audit_log', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  event: text().notNull(),
  userId: uuid(),
  actorId: uuid(),
  username: text(),
  ip: text(),
  detail: jsonb(),
});

/** Old versions of replicated rows: the audit trail and the restore points of spec 000 §2.10. */
export const history = pgTable('history', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  espaceId: uuid().notNull(),
  tableName: text().notNull(),
  rowId: uuid().notNull(),
  oldRow: jsonb(),
  userId: uuid(),
  actorId: uuid(),
  mutationId: uuid(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('history_espace_at').on(t.espaceId, t.at), index('history_row').on(t.rowId)]);

/** Applied mutation ids: a replay answers `duplicate` (exactly once, DESIGN §5). */
export const appliedMutations = pgTable('applied_mutations', {
  id: uuid().primaryKey(),
  espaceId: uuid().notNull(),
  clientId: uuid().notNull(),
  clientSeq: integer().notNull(),
  name: text().notNull(),
  status: text().notNull(),
  result: jsonb(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** The large write that recorded this answer (bulk_writes.batch_id), so that its undo finds it; null for the others. */
  bulkId: uuid(),
}, (t) => [index('applied_mutations_bulk').on(t.bulkId).where(sql`${t.bulkId} is not null`)]);

/**
 * Last mutation seq received from each device chain for each cemetery; a gap is refused. `userId`: the user
 * the chain belongs to, the author of its changes (issue 27, src/domain/mutations/chainOwner.ts), recorded by
 * its first push; null for a chain recorded before chains were tied, taken by the next author to push on it.
 */
export const clientSeqs = pgTable('client_seqs', {
  clientId: uuid().notNull(),
  espaceId: uuid().notNull(),
  lastSeq: integer().notNull().default(0),
  userId: uuid(),
}, (t) => [primaryKey({ columns: [t.clientId, t.espaceId] })]);
