import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { cachedMairie } from '../../platform/mairie';
import { sanitizeHtml } from '../../platform/sanitizeHtml';
import { getSession } from '../../platform/session';
import { cachedTemplates } from '../../platform/templates';
import { findWorkspace } from '../../platform/workspaces';
import { onRecorded } from '../../replica/events';
import { renderDocumentsPdf } from '../fiche/documents/renderPdf';
import type { HookedDocumentsDeps } from './hookedDocuments';

async function townHall(espaceId: string): ReturnType<HookedDocumentsDeps['townHall']> {
  const session = getSession();
  const workspace = findWorkspace(session.profile?.espaces ?? [], espaceId);
  const societeId = session.societeId ?? workspace?.societe.id ?? null;
  const cached = societeId ? await cachedMairie(societeId) : null;
  return {
    commune: cached?.mairie.commune ?? workspace?.societe.commune ?? null,
    mairie: cached ? { mairie: cached.mairie, logo: cached.logo, signature: cached.signature } : null,
  };
}

/**
 * While the shell is mounted, each mutation this tab records is followed by the document templates its hooks
 * fire (src/features/modeles/hookedDocuments.ts): the templates and the town hall as kept on the device, so it
 * works offline. What was added, or why not, is said to the user.
 */
export function useDocumentHooks(): void {
  useEffect(
    () =>
      onRecorded((recorded) => {
        const espaceId = recorded.db.espaceId;
        // Loaded with the first change (the write path is, too), not with the shell (issue 14, first load).
        void import('./hookedDocuments').then(({ addHookedDocuments }) => addHookedDocuments(recorded, {
          templates: cachedTemplates,
          townHall: () => townHall(espaceId),
          draw: (contents) => renderDocumentsPdf(contents),
          sanitize: sanitizeHtml,
        })).then((results) => {
          for (const r of results) {
            if (r.ok) notifications.show({ color: 'green', message: `${r.template.nom} : document ajouté à la concession.` });
            else notifications.show({ color: 'red', title: 'Document non généré', message: `${r.template.nom} : ${r.error}` });
          }
        });
      }),
    [],
  );
}
