import type { PLAN_RASTER_FORMAT } from '../domain/plan/planRaster';
import type { PlanSnapshot } from '../domain/plan/planSnapshot';
import type { PlanFirstDraw } from '../domain/plan/planFirstDraw';
import type { PLAN_PICTURE_FORMAT, PlanPictureKey } from '../domain/plan/planPicture';
import type { MediaProgress } from '../domain/sync/mediaDownload';

/**
 * Shapes of the device-only tables of a replica (DESIGN §1, §5). Replicated rows keep the server's shape
 * (docs/CONTRACTS.md); these tables exist only on the device and hold the user's unsent work.
 */

/** A replicated row as pulled; tables add their own fields (docs/CONTRACTS.md). */
export interface ReplicaRow {
  id: string;
  espaceId: string;
  version: number;
  seq: number;
  updatedAt: string;
  deletedAt: string | null;
  [field: string]: unknown;
}

/** Values of the fields a mutation writes, as the user saw them (DESIGN §5 `base`). */
export type Base = Record<string, unknown>;

/** A row a mutation wrote, named by table. */
export interface RowRef {
  table: string;
  id: string;
}

/** Who made a change on this device: the signed-in user's id, and a name for the screens ('' when unknown). */
export interface Author {
  userId: string;
  name: string;
}

/** An administrator took over another user's pending change: it goes out in the administrator's name. */
export interface TakeOver {
  userId: string;
  name: string;
  at: string;
}

/**
 * One mutation waiting for the server. `localId` is the insertion order on the device (the order the
 * rebuild replays them in); `seq` numbers its author's mutations for this cemetery without gaps, which is
 * what the server checks: each author has their own seq chain (meta `chains`), so one user's held changes
 * never block another's (docs/CONTRACTS.md).
 */
export interface OutboxEntry {
  localId?: number;
  id: string;
  seq: number;
  name: string;
  args: Record<string, unknown>;
  base: Base;
  createdAt: string;
  /** Rows the optimistic apply wrote: the rebuild after a pull resets exactly these. */
  rows: RowRef[];
  /** SHA-256 of media the mutation links: it is pushed only once they are uploaded. */
  media: string[];
  /** Who acted: the rebuild replays the mutation with the same permissions and clock. Not sent. */
  actor: { userId: string; roles: string[] };
  /** Who made it (actor.userId, with a name): only they send it, or an administrator who takes it over. */
  author: Author;
  takeOver: TakeOver | null;
  status: 'pending' | 'sending';
  attempts: number;
  lastError: string | null;
}

/** A mutation the server refused, kept until the user decides (DESIGN §5: nothing dropped silently). */
export interface ConflictEntry {
  /** The mutation id. */
  id: string;
  name: string;
  args: Record<string, unknown>;
  base: Base;
  createdAt: string;
  rows: RowRef[];
  actor: { userId: string; roles: string[] };
  /** Whose change it was: the conflicts screen shows the signed-in user's only. */
  author: Author;
  status: 'conflict' | 'rejected';
  message: string;
  /** The server's row at the time of the answer, when it sent one. */
  current: ReplicaRow | null;
  /** The table of `current`, when known. */
  table: string | null;
  /** The values the user wanted: the fields the mutation writes. */
  mine: Record<string, unknown>;
  receivedAt: string;
}

/** A photo or document kept on the device until the server has it (DESIGN §5 Photos). */
export interface MediaBlob {
  sha256: string;
  blob: Blob;
  mime: string;
  size: number;
  /** 'refused': the server will never take it (type, size); the blob stays for export. */
  state: 'pending' | 'uploaded' | 'refused';
  lastError?: string;
  createdAt: string;
}

/**
 * The server's last known version of a row the outbox changed (null: the server has no such row).
 * After a pull the rebuild starts from these and replays the pending mutations, so a pulled row never
 * hides the user's change, and a refused change goes back to the server's value.
 */
export interface Shadow {
  table: string;
  id: string;
  row: ReplicaRow | null;
}

/** Sync states shown to the user (src/replica/status.ts). */
export type SyncState =
  | 'synchronisé'
  | 'à terminer'
  | 'en attente'
  | 'synchronisation…'
  | 'hors ligne'
  | 'session expirée'
  | 'erreur serveur'
  | 'modification refusée';

export interface SyncStateRecord {
  state: SyncState;
  reason: string;
  at: string;
}

export interface BootstrapProgress {
  received: number;
  estimated: number | null;
  done: boolean;
}

/**
 * One author's seq chain on this device database: the clientId the server keeps their last seq under
 * (client_seqs), and the seq their next change takes.
 */
export interface SeqChain {
  clientId: string;
  nextSeq: number;
}

/** Key-value device settings of a replica. */
export interface MetaValues {
  cursor: number;
  lastSyncAt: string | null;
  /** Seq chains by author user id. */
  chains: Record<string, SeqChain>;
  schemaVersion: number;
  syncState: SyncStateRecord | null;
  bootstrap: BootstrapProgress | null;
  /** True while shadows were changed and the replica must be rebuilt from them. */
  needsRebuild: boolean;
  persistAsked: boolean;
  /** How far the download of the cemetery's photos and documents is (issue 29; src/replica/mediaDownload.ts). */
  mediaProgress: MediaProgress | null;
  /** The user's storage budget for those files, in bytes; null: no budget but the device's room. */
  mediaBudget: number | null;
  /** Files the server answered it does not have for this user: tried again once per start of the app. */
  mediaUnavailable: string[];
  /**
   * The plan's plots of the last full read with the replica's stamp then (issue 29; src/replica/queries/planSnapshot.ts):
   * used when a plan screen opens only while the replica still has that stamp.
   */
  planSnapshot: PlanSnapshot | null;
  /** The stamp of `planSnapshot`, apart: read first, so a stale snapshot is never read whole. */
  planSnapshotStamp: string | null;
  /**
   * The first frame of `planSnapshot`, packed, with the same stamp and written with it (issue 29;
   * src/domain/plan/planFirstDraw.ts): the plan is drawn from it before the whole snapshot is read.
   */
  planFirstDraw: PlanFirstDraw | null;
  /**
   * The cemetery's plan image as a bitmap, made once per plan version on this device (issue 29;
   * src/replica/queries/planRaster.ts): drawn while the plan is seen whole, the SVG once zoomed in.
   */
  planRaster: PlanRaster | null;
  /**
   * The plan as drawn at its opening view, per screen and size, for the replica's current stamp (issue 29;
   * src/domain/plan/planPicture.ts): shown at the next opening while the map is built.
   */
  planPictures: PlanPicture[];
}

/** The plan's opening picture (meta 'planPictures', issue 29, src/domain/plan/planPicture.ts). */
export interface PlanPicture extends PlanPictureKey {
  format: typeof PLAN_PICTURE_FORMAT;
  /** The map's layers as drawn, composed into one PNG, `width × pixelRatio` by `height × pixelRatio`. */
  blob: Blob;
}

/** The bitmap of one plan image stored on the device (meta 'planRaster', issue 29). */
export interface PlanRaster {
  format: typeof PLAN_RASTER_FORMAT;
  /** SHA-256 of the SVG it was made from (the cemetery row's mapSha256). */
  sha256: string;
  width: number;
  height: number;
  /** PNG. */
  blob: Blob;
}

export type MetaKey = keyof MetaValues;

export interface MetaRecord<K extends MetaKey = MetaKey> {
  key: K;
  value: MetaValues[K];
}
