import type { DocumentRow } from '../../domain/entities/document';
import type { ReplicaDb } from '../db';

/** A concession's documents as the replica holds them, deleted ones included (the replacement rule reads them all). */
export async function documentsOfLocation(db: ReplicaDb, locationId: string): Promise<DocumentRow[]> {
  return (await db.documents.where('locationId').equals(locationId).toArray()) as unknown as DocumentRow[];
}
