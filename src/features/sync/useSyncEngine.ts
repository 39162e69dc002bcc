import { useEffect } from 'react';
import { startSync } from '../../../workers/sync.client';
import { installSyncGuards } from './guards';
import { installTestHook } from './testHook';

/** Runs the sync of the open cemetery while the shell is mounted, with the logout and update guards. */
export function useSyncEngine(espaceId: string | null): void {
  useEffect(() => {
    installTestHook();
    return installSyncGuards();
  }, []);
  useEffect(() => (espaceId ? startSync(espaceId) : undefined), [espaceId]);
}
