import { ApiError, NetworkError } from '../../platform/errors';
import type { ReplicaDb } from '../db';
import { chainOf, getMeta, setMeta } from '../meta';
import { StorageFullError } from '../quota';
import { refreshMediaProgress } from '../mediaDownload';
import { rebuildFromShadows } from '../rebuild';
import type { BootstrapProgress, SyncState, SyncStateRecord } from '../types';
import { pullAll } from './pull';
import { uploadPendingMedia } from './media';
import { pushOutbox } from './push';
import { SeqGapError, SessionExpiredError, type SyncTransport } from './transport';

/** The user signed in on the device: only their changes (and those they took over) are sent. */
export interface SyncUser {
  userId: string;
  /** Their display name, given to their changes recorded before names were (authorUpgrade.ts). */
  name?: string;
}

export interface CycleOptions {
  user: SyncUser;
  batchSize?: number;
  pullLimit?: number;
  onProgress?: (progress: BootstrapProgress) => void;
  now?: () => Date;
}

/** How a cycle ended, for the scheduler: 'ok', retry later ('offline', 'error'), or wait for sign-in. */
export type CycleOutcome = 'ok' | 'offline' | 'error' | 'session';

export interface CycleReport {
  outcome: CycleOutcome;
  uploaded: number;
  applied: number;
  refused: number;
  pulled: number;
  message: string | null;
}

async function setState(db: ReplicaDb, state: SyncState, reason: string, now: Date): Promise<void> {
  const record: SyncStateRecord = { state, reason, at: now.toISOString() };
  await setMeta(db, 'syncState', record);
}

function classify(error: unknown): { outcome: CycleOutcome; state: SyncState; reason: string } {
  if (error instanceof SessionExpiredError) return { outcome: 'session', state: 'session expirée', reason: error.message };
  if (error instanceof NetworkError) return { outcome: 'offline', state: 'hors ligne', reason: 'Pas de réseau : vos modifications restent sur cet appareil et partiront au retour du réseau.' };
  if (error instanceof SeqGapError) return { outcome: 'error', state: 'erreur serveur', reason: `Le serveur refuse l’ordre des modifications : ${error.message}` };
  if (error instanceof StorageFullError) return { outcome: 'error', state: 'erreur serveur', reason: error.message };
  if (error instanceof ApiError) return { outcome: 'error', state: 'erreur serveur', reason: error.message };
  return { outcome: 'error', state: 'erreur serveur', reason: error instanceof Error ? error.message : 'Erreur inconnue pendant la synchronisation.' };
}

/** Gives the user's name to their changes that have none (recorded before names were, authorUpgrade.ts). */
async function nameAuthor(db: ReplicaDb, userId: string, name: string): Promise<void> {
  const unnamed = (entry: { author: { userId: string; name: string } }) => entry.author.userId === userId && entry.author.name === '';
  if (!(await db.outbox.filter(unnamed).first()) && !(await db.conflicts.filter(unnamed).first())) return;
  await db.transaction('rw', db.outbox, db.conflicts, async () => {
    await db.outbox.filter(unnamed).modify({ author: { userId, name } });
    await db.conflicts.filter(unnamed).modify({ author: { userId, name } });
  });
}

/**
 * One sync cycle (DESIGN §5): unsent blobs first, then the outbox in seq order, then pull until the
 * replica is current. The caller holds the cemetery's sync lock. Errors never escape: they become the
 * cycle's outcome and the state shown to the user, and the user's work stays in the outbox.
 */
export async function runCycle(db: ReplicaDb, transport: SyncTransport, options: CycleOptions): Promise<CycleReport> {
  const now = options.now ?? (() => new Date());
  const report: CycleReport = { outcome: 'ok', uploaded: 0, applied: 0, refused: 0, pulled: 0, message: null };
  try {
    await setState(db, 'synchronisation…', 'Envoi et réception des modifications.', now());
    // A rebuild left pending by an interrupted cycle is finished before anything else reads the rows.
    if (await getMeta(db, 'needsRebuild')) {
      const cursor = await getMeta(db, 'cursor');
      if (cursor > 0) await rebuildFromShadows(db).catch(() => undefined);
    }
    if (options.user.name) await nameAuthor(db, options.user.userId, options.user.name);
    report.uploaded = await uploadPendingMedia(db, transport, options.user.userId);
    const pushed = await pushOutbox(db, transport, options.user.userId, options.batchSize);
    report.applied = pushed.applied;
    report.refused = pushed.refused;
    let serverCursor = pushed.serverCursor;
    if (serverCursor === null && (await getMeta(db, 'cursor')) === 0) {
      // Bootstrap: an empty push costs one request and tells how far the pull will go.
      serverCursor = (await transport.push({ espaceId: db.espaceId, clientId: (await chainOf(db, options.user.userId)).clientId, mutations: [] }).catch(() => null))?.cursor ?? null;
    }
    report.pulled = await pullAll(db, transport, {
      ...(options.pullLimit ? { limit: options.pullLimit } : {}),
      serverCursor,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    // Rows just pulled may link files the device lacks: counted before the state says 'synchronisé' (issue 29).
    await refreshMediaProgress(db);
    const at = now();
    await setMeta(db, 'lastSyncAt', at.toISOString());
    await setState(db, 'synchronisé', 'Toutes les modifications envoyées ont été traitées.', at);
  } catch (error) {
    const { outcome, state, reason } = classify(error);
    report.outcome = outcome;
    report.message = reason;
    // Recording how it ended can be refused too (a device out of storage refuses every write). The running
    // mark must not outlive the cycle: shown as 'synchronisation…' for good, it would tell the user that a sync
    // is under way when none is. A deletion frees room, so it goes through where a write does not.
    await setState(db, state, reason, now()).catch(() => db.meta.delete('syncState').catch(() => undefined));
  }
  return report;
}
