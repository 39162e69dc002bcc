import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { defuntDocumentContent, type DefuntFacts } from '../../../domain/documents/defuntDocument';
import type { Emplacement } from '../../../domain/entities/emplacement';
import type { Location } from '../../../domain/entities/location';
import { getReplica } from '../../../replica/db';
import { localDate } from '../../../replica/localDate';
import { useEspaceId } from '../../../replica/useEnqueue';
import type { DocumentPreview } from './PdfPreviewModal';
import { renderDocumentPdf } from './renderPdf';
import { useDocumentActions } from './useDocumentActions';
import { useDocumentFacts } from './useDocumentFacts';
import { withMairie } from '../../../domain/documents/mairie';

export interface DefuntDocument {
  /** The document as it would be generated now, drawn as a PDF (for 'Prévisualiser'). */
  preview(defunt: DefuntFacts): Promise<DocumentPreview>;
  /** Generates it and keeps it as a document of the concession (through the outbox, offline). */
  generate(defunt: DefuntFacts): Promise<boolean>;
}

/**
 * The document the deceased wizard's final box asks for (spec 001 §4 Deceased wizard: 'if the final validation
 * checkbox is ticked, a document is generated'): the burial, urn or dispersion authorisation, made on the device.
 */
export function useDefuntDocument(location: Location, emplacementId: string): DefuntDocument {
  const espaceId = useEspaceId();
  const facts = useDocumentFacts();
  const { addGenerated } = useDocumentActions(location.id);
  const emplacement = useLiveQuery(
    async () => (espaceId ? ((await getReplica(espaceId).emplacements.get(emplacementId)) as unknown as Emplacement | undefined) ?? null : null),
    [espaceId, emplacementId],
  );
  const contentOf = useCallback(
    (defunt: DefuntFacts) =>
      withMairie(defuntDocumentContent({
        defunt,
        location,
        emplacement: emplacement ?? { carre: null, allee: null, numero: null, libelle: null },
        espace: facts.espace,
        commune: facts.commune,
        today: localDate(new Date()),
      }), facts.mairie),
    [location, emplacement, facts.espace, facts.commune, facts.mairie],
  );
  const preview = useCallback(async (defunt: DefuntFacts) => {
    const content = contentOf(defunt);
    return { content, blob: await renderDocumentPdf(content) };
  }, [contentOf]);
  const generate = useCallback(async (defunt: DefuntFacts) => addGenerated(contentOf(defunt)), [addGenerated, contentOf]);
  return { preview, generate };
}
