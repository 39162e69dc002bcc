import { notifications } from '@mantine/notifications';
import { cachedMairie } from '../../platform/mairie';
import { sanitizeHtml } from '../../platform/sanitizeHtml';
import { getSession } from '../../platform/session';
import { cachedTemplates } from '../../platform/templates';
import { findWorkspace } from '../../platform/workspaces';
import type { RecordedMutation } from '../../replica/events';
import { renderDocumentsPdf } from '../fiche/documents/renderPdf';
import { addHookedDocuments, type HookedDocumentsDeps } from './hookedDocuments';

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
 * Adds the documents a recorded mutation's hooks fire (hookedDocuments.ts), from the templates and the town
 * hall as kept on the device, and tells the user what was added or why not. Loaded with the first change,
 * with the PDF drawing and the sanitizer it needs, not with the shell (issue 14, first load).
 */
export async function runDocumentHooks(recorded: RecordedMutation): Promise<void> {
  const espaceId = recorded.db.espaceId;
  const results = await addHookedDocuments(recorded, {
    templates: cachedTemplates,
    townHall: () => townHall(espaceId),
    draw: (contents) => renderDocumentsPdf(contents),
    sanitize: sanitizeHtml,
  });
  for (const r of results) {
    if (r.ok) notifications.show({ color: 'green', message: `${r.template.nom} : document ajouté à la concession.` });
    else notifications.show({ color: 'red', title: 'Document non généré', message: `${r.template.nom} : ${r.error}` });
  }
}
