import type { MediaKind } from '../constants/media';
import type { IsoInstant, ReplicatedRow } from './replicated';

/**
 * A file linked to a plot or concession (photos, documents, plan). The bytes live in the media store under
 * their SHA-256; this row is the link, so the same file may be linked twice without being stored twice.
 */
export interface Media extends ReplicatedRow {
  sha256: string;
  nom: string;
  mime: string;
  size: number;
  kind: MediaKind;
  emplacementId: string | null;
  locationId: string | null;
  /** 'Anciennes photos' when true (spec 001 §2). */
  archive: boolean;
  takenAt: IsoInstant | null;
  latitude: number | null;
  longitude: number | null;
}
