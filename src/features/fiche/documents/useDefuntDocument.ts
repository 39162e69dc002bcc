import { useLiveQuery } from '../../../replica/useLiveQuery';
import { useCallback } from 'react';
import type { DefuntFacts } from '../../../domain/documents/defuntDocument';
import type { Contact } from '../../../domain/entities/contact';
import type { Emplacement } from '../../../domain/entities/emplacement';
import type { Location } from '../../../domain/entities/location';
import type { Occupant } from '../../../domain/entities/occupant';
import { defuntTemplateContent } from '../../../domain/templates/defuntDocuments';
import { sanitizeHtml } from '../../../platform/sanitizeHtml';
import { getReplica } from '../../../replica/db';
import { parisDate } from '../../../domain/parisTime';
import { useEspaceId } from '../../../replica/useEnqueue';
import { useTemplates } from '../../modeles/useTemplates';
import type { DocumentPreview } from './PdfPreviewModal';
import { renderDocumentPdf } from './renderPdf';
import { useDocumentActions } from './useDocumentActions';
import { useDocumentFacts } from './useDocumentFacts';

export interface DefuntDocument {
  /** The document as it would be generated now, drawn as a PDF (for 'Prévisualiser'). */
  preview(defunt: DefuntFacts): Promise<DocumentPreview>;
  /** Generates it and keeps it as a document of the concession (through the outbox, offline). */
  generate(defunt: DefuntFacts): Promise<boolean>;
}

const NO_PLOT = { carre: null, allee: null, numero: null, libelle: null, surface: null };

/**
 * The document the deceased wizard's final box asks for (spec 001 §4 Deceased wizard: 'if the final validation
 * checkbox is ticked, a document is generated'): the burial, urn or dispersion authorisation, made on the device
 * from the town hall's template of its kind, for the deceased being recorded (src/domain/templates/defuntDocuments.ts).
 */
export function useDefuntDocument(location: Location, emplacementId: string): DefuntDocument {
  const espaceId = useEspaceId();
  const facts = useDocumentFacts();
  const { templates } = useTemplates(espaceId);
  const { addGenerated } = useDocumentActions(location.id);
  const rows = useLiveQuery(async () => {
    if (!espaceId) return null;
    const db = getReplica(espaceId);
    const [emplacement, contacts, occupants] = await Promise.all([
      db.emplacements.get(emplacementId) as Promise<unknown>,
      db.contacts.where('locationId').equals(location.id).toArray() as Promise<unknown[]>,
      db.occupants.where('locationId').equals(location.id).toArray() as Promise<unknown[]>,
    ]);
    return {
      emplacement: (emplacement as Emplacement | undefined) ?? null,
      contacts: (contacts as Contact[]).filter((c) => !c.deletedAt),
      occupants: (occupants as Occupant[]).filter((o) => !o.deletedAt),
    };
  }, [espaceId, emplacementId, location.id]);
  const contentOf = useCallback(
    (defunt: DefuntFacts) =>
      defuntTemplateContent(
        {
          defunt,
          location,
          emplacement: rows?.emplacement ?? NO_PLOT,
          contacts: rows?.contacts ?? [],
          occupants: rows?.occupants ?? [],
          espace: facts.espace,
          commune: facts.commune,
          today: parisDate(new Date()),
        },
        templates,
        facts.mairie,
        sanitizeHtml,
      ),
    [location, rows, facts.espace, facts.commune, facts.mairie, templates],
  );
  const preview = useCallback(async (defunt: DefuntFacts) => {
    const content = contentOf(defunt);
    return { content, blob: await renderDocumentPdf(content) };
  }, [contentOf]);
  const generate = useCallback(async (defunt: DefuntFacts) => addGenerated(contentOf(defunt)), [addGenerated, contentOf]);
  return { preview, generate };
}
