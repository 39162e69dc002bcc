import { SyncStatus } from '../../features/sync/SyncStatus';

/**
 * Slot of the top bar for the sync status (online/offline, pending changes, last sync, conflicts: DESIGN §5).
 * Renders nothing until the sync engine's owner fills it; keep it in the top bar where it is placed.
 */
export function SyncStatusSlot() {
  return <SyncStatus />;
}
