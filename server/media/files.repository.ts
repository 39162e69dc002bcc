import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { espaces, mediaFiles, mediaOwners } from '../db/schema';

export interface StoredFile {
  mime: string;
  size: number;
}

/** Records a stored file; true when it was not recorded yet (several uploads of the same bytes: one true). */
export async function recordFile(db: Db, file: { sha256: string; mime: string; size: number; storage: string }): Promise<boolean> {
  const inserted = await db.insert(mediaFiles).values(file).onConflictDoNothing().returning({ sha256: mediaFiles.sha256 });
  return inserted.length > 0;
}

export async function findFile(db: Db, sha256: string): Promise<StoredFile | null> {
  const [row] = await db.select({ mime: mediaFiles.mime, size: mediaFiles.size }).from(mediaFiles).where(eq(mediaFiles.sha256, sha256)).limit(1);
  return row ?? null;
}

/** These municipalities now own these bytes (DESIGN §8); an owner already recorded keeps its first uploader. */
export async function recordOwners(db: Db, sha256: string, societeIds: readonly string[], uploadedBy: string | null): Promise<void> {
  if (societeIds.length === 0) return;
  await db
    .insert(mediaOwners)
    .values(societeIds.map((societeId) => ({ sha256, societeId, uploadedBy })))
    .onConflictDoNothing();
}

/** The hashes among these that the cemetery's municipality never uploaded. */
export async function hashesNotOwned(db: Db, espaceId: string, hashes: readonly string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const owned = await db
    .select({ sha256: mediaOwners.sha256 })
    .from(mediaOwners)
    .innerJoin(espaces, eq(espaces.societeId, mediaOwners.societeId))
    .where(and(eq(espaces.id, espaceId), inArray(mediaOwners.sha256, [...hashes])));
  const known = new Set(owned.map((r) => r.sha256));
  return hashes.filter((h) => !known.has(h));
}
