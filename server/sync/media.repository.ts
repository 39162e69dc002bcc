import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documents, espaces, exhumations, media, userSocietes } from '../db/schema';

/**
 * Whether a user may fetch a stored file: some live cemetery that the user may see links to it, by a media
 * row (photo, document, plan), a document, an exhumation's files (the deed and entry authorisation of
 * another cemetery, the exhumation authorisation), or as its plan (espaces.mapSha256). Otherwise the file
 * is answered as unknown (404), like a foreign cemetery's rows.
 */
export async function mayReadMedia(db: Db, userId: string, allEspaces: boolean, sha256: string): Promise<boolean> {
  const mine = allEspaces
    ? sql`true`
    : inArray(espaces.societeId, db.select({ id: userSocietes.societeId }).from(userSocietes).where(eq(userSocietes.userId, userId)));
  const linked = or(
    sql`exists (select 1 from ${media} where ${media.espaceId} = ${espaces.id} and ${media.sha256} = ${sha256} and ${media.deletedAt} is null)`,
    sql`exists (select 1 from ${documents} where ${documents.espaceId} = ${espaces.id} and ${documents.mediaSha256} = ${sha256} and ${documents.deletedAt} is null)`,
    sql`exists (select 1 from ${exhumations} where ${exhumations.espaceId} = ${espaces.id} and ${exhumations.deletedAt} is null and (${exhumations.autorisation} = ${sha256} or ${exhumations.autreCimetiere}->>'acteConcession' = ${sha256} or ${exhumations.autreCimetiere}->>'autorisationEntree' = ${sha256}))`,
    eq(espaces.mapSha256, sha256),
  );
  const found = await db
    .select({ id: espaces.id })
    .from(espaces)
    .where(and(isNull(espaces.deletedAt), mine, linked))
    .limit(1);
  return found.length > 0;
}
