import { formatSyncTime, type SyncStatus } from '../../replica/status';
import { othersLabel } from './othersText';

/** Ends a sentence with one full stop: 'synchronisation…' already ends (issue 14: 'synchronisation…. 4 en attente'). */
export function endSentence(text: string): string {
  return /[.…!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The sync button's accessible name: the state, the user's own pending count first (what tests and screen
 * readers look for), then the others' apart, the last sync and what waits for review.
 */
export function syncLabel(status: Pick<SyncStatus, 'state' | 'pending' | 'othersPending' | 'others' | 'lastSyncAt' | 'conflicts'>): string {
  const others = status.othersPending > 0 ? ` ${othersLabel(status.othersPending, status.others.length)}.` : '';
  const conflicts = status.conflicts > 0 ? `. ${status.conflicts} à revoir` : '';
  return `Synchronisation : ${endSentence(status.state)} ${status.pending} en attente.${others} Dernière synchro : ${formatSyncTime(status.lastSyncAt)}${conflicts}`;
}

/** What the top bar says in words while offline, upright too (issue 14), around the pending count's badge. */
export const OFFLINE_WORDS = 'Hors ligne';
export const PENDING_WORDS = 'en attente';
