import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { espaces, mediaOwners, societes, userSocietes, users } from '../db/schema';
import { MEDIA_LINK_FIELDS } from '../media/links';
import { tableInfo } from './tables';

/** SQL: the cemetery `espaces` row links this hash by one of the link fields (links.ts), on a live row. */
function linksHash(sha256: string): SQL {
  const tests = MEDIA_LINK_FIELDS.map((link) => {
    const info = tableInfo(link.table);
    const column = info.columns[link.column];
    if (!column) throw new Error(`Colonne ${link.column} absente de ${link.table}`);
    if (link.each && link.key) {
      const inList = sql`exists (select 1 from jsonb_array_elements(${column}) as item where item->>${link.key} = ${sha256})`;
      if (link.table === 'espaces') return inList;
      return sql`exists (select 1 from ${info.table} where ${info.scope} = ${espaces.id} and ${info.deletedAt} is null and ${inList})`;
    }
    const value = link.key ? sql`${column}->>${link.key}` : sql`${column}`;
    if (link.table === 'espaces') return sql`${value} = ${sha256}`;
    return sql`exists (select 1 from ${info.table} where ${info.scope} = ${espaces.id} and ${info.deletedAt} is null and ${value} = ${sha256})`;
  });
  return or(...tests) ?? sql`false`;
}

/**
 * SQL: the cemetery `espaces` row is one the user may open, as `visibleEspace` decides: a cemetery of one of
 * their municipalities, within their own list of cemeteries when they have one (users.espace_ids, issue 27).
 */
function visibleTo(userId: string): SQL {
  return sql`exists (select 1 from ${userSocietes} inner join ${users} on ${users.id} = ${userSocietes.userId}
    where ${userSocietes.userId} = ${userId} and ${userSocietes.societeId} = ${espaces.societeId}
    and (${users.espaceIds} is null or ${users.espaceIds} @> to_jsonb(${espaces.id}::text)))`;
}

/**
 * Whether a user may fetch a stored file (DESIGN §8): some live cemetery that the user may see links to it
 * (a photo, document or plan media row, a document, an exhumation's files, its plan), AND that cemetery's
 * municipality uploaded these bytes. A link forged to another town's hash therefore opens nothing, and a
 * user restricted to some cemeteries of the town reads the files of those only (issue 27): a file belongs
 * to the cemeteries whose rows link it. Otherwise the file is answered as unknown (404), like a foreign
 * cemetery's rows. The town hall's images are the municipality's, readable by all its members.
 */
export async function mayReadMedia(db: Db, userId: string, allEspaces: boolean, sha256: string): Promise<boolean> {
  const mine = allEspaces ? sql`true` : visibleTo(userId);
  const owned = sql`exists (select 1 from ${mediaOwners} where ${mediaOwners.sha256} = ${sha256} and ${mediaOwners.societeId} = ${espaces.societeId})`;
  const found = await db
    .select({ id: espaces.id })
    .from(espaces)
    .where(and(isNull(espaces.deletedAt), mine, owned, linksHash(sha256)))
    .limit(1);
  return found.length > 0 || (await isTownHallImage(db, userId, allEspaces, sha256));
}

/**
 * The town hall's own images (spec 000 §2.8: coat of arms, the mayor's signature with stamp): readable by the
 * members of that municipality when the municipality uploaded them, like a cemetery's files.
 */
async function isTownHallImage(db: Db, userId: string, allSocietes: boolean, sha256: string): Promise<boolean> {
  const mine = allSocietes ? sql`true` : inArray(societes.id, db.select({ id: userSocietes.societeId }).from(userSocietes).where(eq(userSocietes.userId, userId)));
  const owned = sql`exists (select 1 from ${mediaOwners} where ${mediaOwners.sha256} = ${sha256} and ${mediaOwners.societeId} = ${societes.id})`;
  const found = await db
    .select({ id: societes.id })
    .from(societes)
    .where(and(mine, owned, or(eq(societes.logo, sha256), eq(societes.maireSignature, sha256))))
    .limit(1);
  return found.length > 0;
}
