import { useEffect } from 'react';
import { startSync } from '../../../workers/sync.client';
import { useDocumentHooks } from '../modeles/useDocumentHooks';
import { installSyncGuards } from './guards';
import { installTestHook } from './testHook';

/**
 * Runs the sync of the open cemetery while the shell is mounted, with the logout and update guards, and the
 * document templates' hooks on what this tab records (issue 17).
 */
export function useSyncEngine(espaceId: string | null): void {
  useDocumentHooks();
  useEffect(() => {
    installTestHook();
    return installSyncGuards();
  }, []);
  useEffect(() => (espaceId ? startSync(espaceId) : undefined), [espaceId]);
}
