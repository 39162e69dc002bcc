import { parisTimeOfDay } from '../domain/parisTime';
import { mediaMissing, mediaMissingSentence, type MediaProgress } from '../domain/sync/mediaDownload';
import { splitWork, type OthersPending } from './authors';
import type { ReplicaDb } from './db';
import { getMeta } from './meta';
import type { BootstrapProgress, SyncState, SyncStateRecord } from './types';

/** What the top bar shows (DESIGN §5: online or offline, pending count, last successful sync, conflicts). */
export interface SyncStatus {
  online: boolean;
  state: SyncState;
  /** A French sentence for the status panel. */
  reason: string;
  /** The signed-in user's mutations not yet acknowledged plus blobs not yet uploaded. */
  pending: number;
  pendingMutations: number;
  pendingMedia: number;
  /** The signed-in user's refused changes. */
  conflicts: number;
  /** Other users' changes kept on this device for their authors (issue 13), by author. */
  others: OthersPending[];
  /** How many of the others' changes wait. */
  othersPending: number;
  lastSyncAt: string | null;
  bootstrap: BootstrapProgress | null;
  /** The download of the cemetery's photos and documents (issue 29); null before the first count. */
  media: MediaProgress | null;
}

export interface StatusFacts {
  online: boolean;
  pendingMutations: number;
  pendingMedia: number;
  conflicts: number;
  others?: OthersPending[];
  lastSyncAt: string | null;
  record: SyncStateRecord | null;
  bootstrap: BootstrapProgress | null;
  media?: MediaProgress | null;
}

/**
 * Counts and stored facts of a replica, read in one go (the hook reads them in a live query). The counts are
 * the signed-in user's (`userId`; null: nobody's), the others' work is counted apart by author.
 */
export async function readStatusFacts(db: ReplicaDb, userId: string | null): Promise<Omit<StatusFacts, 'online'>> {
  const [work, lastSyncAt, record, bootstrap, media] = await Promise.all([
    splitWork(db, userId ?? ''),
    getMeta(db, 'lastSyncAt'),
    getMeta(db, 'syncState'),
    getMeta(db, 'bootstrap'),
    getMeta(db, 'mediaProgress'),
  ]);
  return {
    pendingMutations: work.mutations.length,
    pendingMedia: work.media.filter((b) => b.state === 'pending').length,
    conflicts: work.conflicts.length,
    others: work.others.filter((o) => o.mutations > 0),
    lastSyncAt,
    record,
    bootstrap,
    media,
  };
}

/**
 * The one state to show, by precedence: what blocks sync (no network, expired session) first, then a
 * running cycle, a server error, refused changes waiting for the user, unsent work, a first sync not ended,
 * photos or documents still to download (issue 29), and all clear.
 */
export function deriveStatus(f: StatusFacts): SyncStatus {
  const pending = f.pendingMutations + f.pendingMedia;
  const others = f.others ?? [];
  const stored = f.record?.state;
  const base = {
    // The browser may say online (a captive portal, an API that does not answer) when the last sync found no
    // network: one word for both, so the panel never reads 'En ligne' beside 'hors ligne' (issue 14).
    online: f.online && stored !== 'hors ligne',
    pending,
    pendingMutations: f.pendingMutations,
    pendingMedia: f.pendingMedia,
    conflicts: f.conflicts,
    others,
    othersPending: others.reduce((n, o) => n + o.mutations, 0),
    lastSyncAt: f.lastSyncAt,
    bootstrap: f.bootstrap,
    media: f.media ?? null,
  };
  const waiting = pending > 0 ? ` ${pending} modification${pending > 1 ? 's' : ''} en attente sur cet appareil.` : '';
  // The first pull has not ended (not begun, interrupted, or still running): the replica lacks rows.
  const incomplete = f.bootstrap ? !f.bootstrap.done : f.lastSyncAt === null;
  const missing = incomplete ? ' Les données du cimetière ne sont pas encore toutes sur cet appareil.' : '';
  // Issue 29: the rows are not all: a photo or document still to download is said, in words, and keeps
  // 'synchronisé' away.
  const filesSentence = f.media ? mediaMissingSentence(f.media) : null;
  const filesMissing = f.media ? mediaMissing(f.media) > 0 : false;
  const files = filesSentence ? ` ${filesSentence}` : '';
  if (!f.online) return { ...base, state: 'hors ligne', reason: `Pas de réseau : vous pouvez continuer à travailler.${waiting}${missing}${files}` };
  if (stored === 'session expirée') return { ...base, state: 'session expirée', reason: `${f.record?.reason ?? 'Session expirée : reconnectez-vous.'}${waiting}` };
  if (stored === 'synchronisation…') return { ...base, state: 'synchronisation…', reason: 'Synchronisation en cours.' };
  if (stored === 'erreur serveur' || stored === 'hors ligne') {
    return { ...base, state: stored, reason: `${f.record?.reason ?? ''}${waiting}`.trim() };
  }
  if (f.conflicts > 0) {
    return { ...base, state: 'modification refusée', reason: `${f.conflicts} modification${f.conflicts > 1 ? 's' : ''} à revoir : le serveur ne les a pas acceptées.` };
  }
  if (pending > 0) return { ...base, state: 'en attente', reason: `${waiting}${missing}${files}`.trim() };
  if (incomplete) return { ...base, state: 'à terminer', reason: `${missing.trim()} Elles arrivent à la prochaine synchronisation.` };
  if (filesMissing) return { ...base, state: 'à terminer', reason: files.trim() };
  return { ...base, state: 'synchronisé', reason: `Toutes vos modifications sont enregistrées sur le serveur.${files}` };
}

/** 'HH:MM' in French time, for 'Dernière synchro : HH:MM'. */
export function formatSyncTime(iso: string | null): string {
  if (!iso) return 'jamais';
  return parisTimeOfDay(iso);
}
