import type { ControlPoint } from '../geo/affine';
import type { IsoInstant } from './replicated';

/**
 * A cemetery (spec 000 §3 Espace), mirror of server/db/schema/core.ts. It is the one replicated row with no
 * `espaceId`: its own `id` is the cemetery. The server's `changeSeq` counter is not replicated (it moves on
 * every write in the cemetery while this row's `seq` moves only when the row itself is written).
 */
export interface Espace {
  id: string;
  societeId: string;
  nom: string;
  adresse: string | null;
  codePostal: string | null;
  ville: string | null;
  logo: string | null;
  latitude: string | null;
  longitude: string | null;
  zoomInitial: number;
  /** SHA-256 of the SVG plan in the media store; width and height are the plan's pixel size. */
  mapSha256: string | null;
  mapWidth: number | null;
  mapHeight: number | null;
  /** Georeferencing control points: plan pixel (y down) matched with WGS 84 longitude, latitude. */
  controlPoints: ControlPoint[] | null;
  horaires: string[];
  nomReglement: string | null;
  /** SHA-256 of the rules document (PDF) in the media store. */
  reglementSha256: string | null;
  nomPatrimoine: string | null;
  /** SHA-256 of the funerary heritage document (PDF only, spec 000 §5). */
  patrimoineSha256: string | null;
  /** Extra documents (spec 000 §3 autresDocumentsArray): `sha256` names the bytes in the media store. */
  autresDocuments: Array<{ id: string; nom: string; description: string; sha256?: string }>;
  actif: number;
  uid: string | null;
  /** Deaths under this many years are not listed by the public portal (issue 30); null or absent: none hidden. */
  portailDelai?: number | null;
  notifications: string[];
  version: number;
  seq: number;
  updatedAt: IsoInstant;
  deletedAt: IsoInstant | null;
}
