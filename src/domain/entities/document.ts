import type { IsoDate, ReplicatedRow } from './replicated';

/**
 * A document of a concession or plot (spec 001 §3 Document, location document), generated from a template
 * (`slug`) or uploaded. Named DocumentRow so that it never shadows the DOM's Document.
 */
export interface DocumentRow extends ReplicatedRow {
  locationId: string | null;
  emplacementId: string | null;
  nom: string;
  description: string | null;
  mediaSha256: string | null;
  slug: string | null;
  /** The day it was generated or added (null for a document of before issue 28). */
  dateDocument: IsoDate | null;
  /** The document that replaced it (a redone document, issue 28: documents/replacement.ts); null while current. */
  remplacePar: string | null;
}
