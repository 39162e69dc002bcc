import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationDraft } from '../../src/domain/notifications/types';
import type { Contact } from '../../src/domain/entities/contact';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure } from '../../src/domain/entities/procedure';
import type { Tarif } from '../../src/domain/entities/tarif';
import type { Db } from '../db/client';
import {
  contacts, emplacements, espaces, history, locations, notifications, notificationSubjects, occupants, procedures, societes, tarifs, userSocietes, users,
} from '../db/schema';
import { INSERT_CHUNK, lockCounter, saveCounter } from '../sync/rows.repository';

/** What the daily generation reads and writes (server/notifications/generation.job.ts), and nothing else. */

export interface CemeteryRow {
  id: string;
  societeId: string;
  toggles: string[];
  plan: boolean;
}

export async function liveCemeteries(db: Db): Promise<CemeteryRow[]> {
  const rows = await db
    .select({ id: espaces.id, societeId: espaces.societeId, toggles: espaces.notifications, mapSha256: espaces.mapSha256 })
    .from(espaces)
    .where(isNull(espaces.deletedAt))
    .orderBy(espaces.id);
  return rows.map((r) => ({ id: r.id, societeId: r.societeId, toggles: r.toggles, plan: r.mapSha256 !== null }));
}

/** The cemetery's live plots, concessions (current and past), procedures, and price count. */
export async function cemeteryRows(db: Db, espaceId: string) {
  const [plots, concessions, procs, [prices]] = await Promise.all([
    db.select().from(emplacements).where(and(eq(emplacements.espaceId, espaceId), isNull(emplacements.deletedAt))),
    db.select().from(locations).where(and(eq(locations.espaceId, espaceId), isNull(locations.deletedAt))),
    db.select().from(procedures).where(and(eq(procedures.espaceId, espaceId), isNull(procedures.deletedAt), isNull(procedures.dateFin))),
    db.select({ n: count() }).from(tarifs).where(and(eq(tarifs.espaceId, espaceId), isNull(tarifs.deletedAt), eq(tarifs.archive, false))),
  ]);
  return {
    emplacements: plots as unknown as Emplacement[],
    locations: concessions as unknown as Location[],
    procedures: procs as unknown as Procedure[],
    tarifs: prices?.n ?? 0,
  };
}

/** What a procedure's legal calendar needs of its plot: the deceased, the concession's contacts, the price list. */
export async function procedureContextRows(db: Db, espaceId: string, emplacementIds: readonly string[], locationIds: readonly string[]) {
  if (emplacementIds.length === 0) return { occupants: [] as Occupant[], contacts: [] as Contact[], tarifs: [] as Tarif[] };
  const [dead, people, prices] = await Promise.all([
    db.select().from(occupants).where(and(eq(occupants.espaceId, espaceId), isNull(occupants.deletedAt), inArray(occupants.emplacementId, [...emplacementIds]))),
    locationIds.length === 0
      ? Promise.resolve([])
      : db.select().from(contacts).where(and(eq(contacts.espaceId, espaceId), isNull(contacts.deletedAt), inArray(contacts.locationId, [...locationIds]))),
    db.select().from(tarifs).where(and(eq(tarifs.espaceId, espaceId), isNull(tarifs.deletedAt))),
  ]);
  return { occupants: dead as unknown as Occupant[], contacts: people as unknown as Contact[], tarifs: prices as unknown as Tarif[] };
}

/**
 * The municipality's account as the setup reminder reads it. The mayor: a member of the municipality whose
 * function is 'Maire' (spec 000 §9 function choices), the one place the account records a mayor today.
 */
export async function accountOf(db: Db, societeId: string) {
  const [societe] = await db.select().from(societes).where(eq(societes.id, societeId));
  const members = await db
    .select({ id: users.id, roles: users.roles, fonction: users.fonction, disabled: users.disabled })
    .from(users)
    .innerJoin(userSocietes, eq(userSocietes.userId, users.id))
    .where(eq(userSocietes.societeId, societeId))
    .orderBy(users.id);
  const active = members.filter((m) => !m.disabled);
  return {
    // The mayor and the signature the generated documents print (Infos mairie, spec 000 §2.7).
    maire: Boolean(societe?.maireNom?.trim() && societe.maireSignature),
    tresorerie: Boolean(societe?.tresorerie?.trim()),
    coordonnees: Boolean(societe?.adresse?.trim() && societe.email?.trim() && societe.telephone?.trim()),
    administrators: active.filter((m) => m.roles.includes('ROLE_ADMIN')).map((m) => m.id),
  };
}

/** Addressees of the cemetery who chose 'ne plus me le rappeler' ('tous' for a notification to everyone). */
export async function optedOut(db: Db, espaceId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.espaceId, espaceId), eq(notifications.nePlusRappeler, true)));
  return new Set(rows.map((r) => r.userId ?? 'tous'));
}

/** Every subject the cemetery was ever notified of. */
export async function knownSubjects(db: Db, espaceId: string): Promise<Set<string>> {
  const rows = await db.select({ cle: notificationSubjects.cle }).from(notificationSubjects).where(eq(notificationSubjects.espaceId, espaceId));
  return new Set(rows.map((r) => r.cle));
}

/**
 * UUID v7 (RFC 9562) with a 12-bit counter after the milliseconds (its method 1): the notifications of one
 * run share their dateRecu, and the panel sorts them by id after it, newest first; the first draft (the most
 * important) takes the highest counter, so the panel keeps the plan's order.
 */
function orderedId(ms: number, counter: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  const c = Math.min(counter, 0xfff);
  bytes[6] = 0x70 | (c >> 8);
  bytes[7] = c & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Creates the notifications as any write does (DESIGN §4): under the cemetery's counter lock, each with the
 * next seq (so devices pull them like every row), a history entry, and its subjects recorded. The lock is
 * taken only when there is something to write: most days, nothing is new and no cemetery is held.
 */
export async function insertNotifications(db: Db, espaceId: string, drafts: readonly NotificationDraft[], now: string): Promise<void> {
  if (drafts.length === 0) return;
  let seq = await lockCounter(db, espaceId);
  const rows = drafts.map((d, i) => ({
    id: orderedId(Date.parse(now), drafts.length - i), espaceId, version: 1, seq: ++seq, updatedAt: now, deletedAt: null,
    titre: d.titre, description: d.description, dateRecu: now, dateLue: null, archive: false,
    emplacementId: d.emplacementId, criticite: d.criticite, userId: d.userId, nePlusRappeler: false, etatsUtilisateurs: {},
  }));
  await db.insert(notifications).values(rows);
  await db.insert(history).values(rows.map((r) => ({ espaceId, tableName: 'notifications', rowId: r.id, oldRow: null, userId: null, actorId: null, mutationId: null, at: now })));
  const subjects = drafts.flatMap((d, i) => [d.cle, ...d.couvre].map((cle) => ({ espaceId, cle, notificationId: (rows[i] as { id: string }).id, createdAt: now })));
  for (let i = 0; i < subjects.length; i += INSERT_CHUNK) await db.insert(notificationSubjects).values(subjects.slice(i, i + INSERT_CHUNK)).onConflictDoNothing();
  await saveCounter(db, espaceId, seq);
}

