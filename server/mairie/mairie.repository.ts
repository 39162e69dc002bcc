import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Mairie, MairieUpdate } from '../../src/domain/entities/mairie';
import type { Db } from '../db/client';
import { abonnements, mediaOwners, societes, userSocietes } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SocieteRow = typeof societes.$inferSelect;

/** The municipality when the user belongs to it (a super admin sees all); anything else is undefined (404). */
export async function visibleSociete(db: Db, userId: string, all: boolean, societeId: string): Promise<SocieteRow | undefined> {
  if (!UUID.test(societeId)) return undefined;
  if (all) {
    const [row] = await db.select().from(societes).where(eq(societes.id, societeId));
    return row;
  }
  const [row] = await db
    .select({ societe: societes })
    .from(societes)
    .innerJoin(userSocietes, and(eq(userSocietes.societeId, societes.id), eq(userSocietes.userId, userId)))
    .where(eq(societes.id, societeId));
  return row?.societe;
}

/** The stored row as the contract names it (src/domain/entities/mairie.ts). */
export function toMairie(row: SocieteRow): Mairie {
  const horaires = Array.from({ length: 7 }, (_, i) => row.horaires[i] ?? '');
  return {
    id: row.id,
    nom: row.nom,
    commune: row.commune,
    departement: row.departement,
    adresse: row.adresse,
    codePostal: row.codePostal,
    ville: row.ville,
    email: row.email,
    telephone: row.telephone,
    tresorerie: row.tresorerie,
    logo: row.logo,
    horaires,
    maire: { civilite: row.maireCivilite, nom: row.maireNom, prenom: row.mairePrenom, signature: row.maireSignature },
    contacts: row.contacts,
  };
}

/** The columns an update writes: the mayor's four fields flattened, the others by their names. */
export function updateColumns(update: MairieUpdate): Partial<typeof societes.$inferInsert> {
  const { maire, ...rest } = update;
  const out: Partial<typeof societes.$inferInsert> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  if (maire) Object.assign(out, { maireCivilite: maire.civilite, maireNom: maire.nom, mairePrenom: maire.prenom, maireSignature: maire.signature });
  return out;
}

export async function updateSociete(db: Db, id: string, columns: Partial<typeof societes.$inferInsert>): Promise<SocieteRow | undefined> {
  const [row] = await db.update(societes).set(columns).where(eq(societes.id, id)).returning();
  return row;
}

/** Among these hashes, those the municipality never uploaded (DESIGN §8: linking takes having sent the bytes). */
export async function hashesNotOwnedBy(db: Db, societeId: string, hashes: readonly string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const owned = await db
    .select({ sha256: mediaOwners.sha256 })
    .from(mediaOwners)
    .where(and(eq(mediaOwners.societeId, societeId), inArray(mediaOwners.sha256, [...hashes])));
  const have = new Set(owned.map((o) => o.sha256));
  return hashes.filter((h) => !have.has(h));
}

/** The municipality's latest subscription (spec 000 §2.8 Abonnement & options), or null. */
export async function latestAbonnement(db: Db, societeId: string) {
  const [row] = await db.select().from(abonnements).where(eq(abonnements.societeId, societeId)).orderBy(desc(abonnements.dateDebut)).limit(1);
  return row ? { dateDebut: row.dateDebut, etat: row.etat, dateRenouv: row.dateRenouv, options: row.options } : null;
}
