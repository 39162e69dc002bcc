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
  useEffect(() => {
    if (!espaceId) return;
    // In a task of its own: the worker's start, its first request and the storage question stay out of the
    // first screen's commit, which runs these effects (issue 14, TBT).
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => (stop = startSync(espaceId)), 0);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [espaceId]);
}
