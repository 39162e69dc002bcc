import { useEffect } from 'react';
import { onRecorded } from '../../replica/events';

/**
 * While the shell is mounted, each mutation this tab records is followed by the document templates its hooks
 * fire (src/features/modeles/hookedDocuments.ts): the templates and the town hall as kept on the device, so it
 * works offline. What was added, or why not, is said to the user (runDocumentHooks.ts, loaded with the first
 * change).
 */
export function useDocumentHooks(): void {
  useEffect(() => onRecorded((recorded) => void import('./runDocumentHooks').then(({ runDocumentHooks }) => runDocumentHooks(recorded))), []);
}
