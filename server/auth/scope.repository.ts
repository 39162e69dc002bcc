import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { espaces, societes, userSocietes, users } from '../db/schema';

/** The user's own list of cemeteries (users.espaceIds, set in /utilisateurs) allows this one; null allows all. */
const allowedByUser = sql`(${users.espaceIds} is null or ${users.espaceIds} @> to_jsonb(${espaces.id}::text))`;

export type EspaceRow = typeof espaces.$inferSelect;
export type SocieteRow = typeof societes.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The cemetery when the user may see it: one of its municipalities owns it, or the user is a super admin.
 * Anything else (unknown, deleted, foreign, not even a uuid) is the same undefined, so callers answer 404.
 */
export async function visibleEspace(db: Db, userId: string, allEspaces: boolean, espaceId: string): Promise<EspaceRow | undefined> {
  if (!UUID.test(espaceId)) return undefined;
  if (allEspaces) {
    const [row] = await db.select().from(espaces).where(and(eq(espaces.id, espaceId), isNull(espaces.deletedAt)));
    return row;
  }
  const [row] = await db
    .select({ espace: espaces })
    .from(espaces)
    .innerJoin(userSocietes, and(eq(userSocietes.societeId, espaces.societeId), eq(userSocietes.userId, userId)))
    .innerJoin(users, eq(users.id, userSocietes.userId))
    .where(and(eq(espaces.id, espaceId), isNull(espaces.deletedAt), allowedByUser));
  return row?.espace;
}

export async function findSociete(db: Db, id: string): Promise<SocieteRow | undefined> {
  const [row] = await db.select().from(societes).where(eq(societes.id, id));
  return row;
}

export interface EspaceGroup {
  societe: { id: string; nom: string; commune: string };
  espaces: Array<{ id: string; nom: string; ville: string | null }>;
}

/**
 * The user's municipalities with their live cemeteries, by commune then name (the chooser of spec 000 §2.4).
 * A super admin (the provider) sees every municipality, as `visibleEspace` lets it open every cemetery.
 */
export async function espaceGroupsOf(db: Db, userId: string, allEspaces = false): Promise<EspaceGroup[]> {
  if (allEspaces) {
    const rows = await db
      .select({
        societe: { id: societes.id, nom: societes.nom, commune: societes.commune },
        espace: { id: espaces.id, nom: espaces.nom, ville: espaces.ville },
      })
      .from(societes)
      .leftJoin(espaces, and(eq(espaces.societeId, societes.id), isNull(espaces.deletedAt)));
    return group(rows);
  }
  const rows = await db
    .select({
      societe: { id: societes.id, nom: societes.nom, commune: societes.commune },
      espace: { id: espaces.id, nom: espaces.nom, ville: espaces.ville },
    })
    .from(userSocietes)
    .innerJoin(users, eq(users.id, userSocietes.userId))
    .innerJoin(societes, eq(societes.id, userSocietes.societeId))
    .leftJoin(espaces, and(eq(espaces.societeId, societes.id), isNull(espaces.deletedAt), allowedByUser))
    .where(eq(userSocietes.userId, userId));
  return group(rows);
}

type GroupRow = { societe: EspaceGroup['societe']; espace: EspaceGroup['espaces'][number] | null };

function group(rows: GroupRow[]): EspaceGroup[] {
  const groups = new Map<string, EspaceGroup>();
  for (const row of rows) {
    let group = groups.get(row.societe.id);
    if (!group) {
      group = { societe: row.societe, espaces: [] };
      groups.set(row.societe.id, group);
    }
    if (row.espace) group.espaces.push(row.espace);
  }
  return sortGroups([...groups.values()]);
}

/** SQL collation differs between engines; French order is decided here, the same everywhere. */
function sortGroups(groups: EspaceGroup[]): EspaceGroup[] {
  const fr = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  for (const g of groups) g.espaces.sort((a, b) => fr.compare(a.nom, b.nom));
  return groups.sort((a, b) => fr.compare(a.societe.commune, b.societe.commune) || fr.compare(a.societe.nom, b.societe.nom));
}

/** Municipalities of a user, with their names, for matching account requests. */
export async function societesOf(db: Db, userId: string): Promise<SocieteRow[]> {
  const rows = await db
    .select({ societe: societes })
    .from(userSocietes)
    .innerJoin(societes, eq(societes.id, userSocietes.societeId))
    .where(eq(userSocietes.userId, userId));
  return rows.map((r) => r.societe);
}
