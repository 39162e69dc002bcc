import { useEffect, useState } from 'react';
import type { DocumentContent } from '../../domain/documents/content';
import { formatFrDate } from '../../domain/dates';
import { templateAddresseesNotice, templateDocuments } from '../../domain/templates/generate';
import type { TemplateDocument } from '../../domain/templates/types';
import { saveBlob } from '../../platform/download';
import { sanitizeHtml } from '../../platform/sanitizeHtml';
import { getReplica } from '../../replica/db';
import { parisDate } from '../../domain/parisTime';
import { useEspaceId } from '../../replica/useEnqueue';
import { renderDocumentsPdf } from '../fiche/documents/renderPdf';
import { linkDocument } from '../fiche/documents/useDocumentActions';
import { useDocumentFacts } from '../fiche/documents/useDocumentFacts';
import { useRunMutation } from '../fiche/useFicheActions';
import { renderDocumentsDocx } from './renderDocx';
import { concessionFacts } from './templateFacts';

export type GeneratedTemplate = Pick<TemplateDocument, 'slug' | 'nom' | 'content' | 'moredata'>;

/** How a generated document is described in the concession's documents: its template, its letters, its date. */
export function generatedDescription(nom: string, letters: number, today: string): string {
  return `Modèle : ${nom}${letters > 1 ? ` (${letters} courriers)` : ''}, le ${formatFrDate(today)}`;
}

/**
 * A template filled from one concession of the replica (issue 17), offline: the documents to preview (one per
 * holder for a letter), and the ways out: kept in the concession's documents as a PDF, or downloaded as PDF or
 * Word. Used by the templates' preview and by the sheet's 'Générer depuis un modèle'.
 */
export function useTemplateGeneration(template: GeneratedTemplate | null, locationId: string | null) {
  const espaceId = useEspaceId();
  const facts = useDocumentFacts();
  const run = useRunMutation();
  const [contents, setContents] = useState<DocumentContent[] | null>(null);
  // A letter with no living holder: to whom it goes, said before it is kept (issue 28).
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    if (!espaceId || !locationId || !template) {
      setContents(null);
      setNotice(null);
      return undefined;
    }
    void concessionFacts(espaceId, locationId, facts).then((f) => {
      if (!alive) return;
      setContents(f ? templateDocuments(template, f, facts.mairie, sanitizeHtml) : null);
      setNotice(f ? templateAddresseesNotice(template, f.contacts) : null);
    });
    return () => {
      alive = false;
    };
  }, [espaceId, locationId, facts, template]);

  const fileBase = contents?.[0]?.fileName.replace(/\.pdf$/, '') ?? 'document';
  const keep = async (): Promise<boolean> => {
    if (!espaceId || !locationId || !contents || !template) return false;
    setBusy(true);
    try {
      const blob = await renderDocumentsPdf(contents);
      const description = generatedDescription(template.nom, contents.length, parisDate(new Date()));
      return await linkDocument(getReplica(espaceId), run, { locationId, blob, nom: template.nom, description, slug: template.slug, success: `${template.nom} : document généré.` });
    } finally {
      setBusy(false);
    }
  };
  const downloadPdf = async () => contents && saveBlob(await renderDocumentsPdf(contents), `${fileBase}.pdf`);
  const downloadDocx = async () => contents && saveBlob(await renderDocumentsDocx(contents), `${fileBase}.docx`);
  return { contents, notice, busy, keep, downloadPdf, downloadDocx };
}
