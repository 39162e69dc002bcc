import { useCallback } from 'react';
import type { Contact } from '../../../domain/entities/contact';
import type { Emplacement } from '../../../domain/entities/emplacement';
import type { Location } from '../../../domain/entities/location';
import { decideMutation, prepareMutation } from '../../../domain/mutations';
import { getReplica } from '../../../replica/db';
import { mutationContext } from '../../../replica/writeScope';
import { parisDate } from '../../../domain/parisTime';
import { readState } from '../../../replica/rows';
import { useActor, useEspaceId } from '../../../replica/useEnqueue';
import type { DocumentPreview } from './PdfPreviewModal';
import { renderDocumentPdf } from './renderPdf';
import { useDeedContent } from './useDeedContent';
import { useDocumentFacts } from './useDocumentFacts';

export type AttributionDeed = 'acte' | 'titre';

/**
 * 'Prévisualiser' of the assignment's deeds before Valider: the concession is computed by the very mutation
 * Valider will run (location.create, its end date and tariff included), without writing anything, so the
 * preview shows exactly what will be generated.
 */
export function useAttributionPreview(): (args: Record<string, unknown>, deed: AttributionDeed) => Promise<DocumentPreview | string> {
  const espaceId = useEspaceId();
  const actor = useActor();
  const facts = useDocumentFacts();
  const deedOf = useDeedContent();
  return useCallback(
    async (args, deed) => {
      if (!espaceId || !actor) return 'Aucun cimetière ouvert.';
      const prepared = prepareMutation('location.create', args);
      if (!prepared.ok) return prepared.error;
      const db = getReplica(espaceId);
      const state = await db.transaction('r', [db.emplacements, db.locations, db.tarifs], () => readState(db, prepared.def, prepared.args));
      const decision = decideMutation(prepared.def, prepared.args, null, state, mutationContext(db, actor, new Date()));
      if (decision.status !== 'applied') return decision.error;
      const location = decision.writes.find((w) => w.table === 'locations')?.row as unknown as Location | undefined;
      const emplacement = state.reads.emplacement as unknown as Emplacement | null;
      if (!location || !emplacement) return 'Concession introuvable.';
      const contacts = decision.writes.filter((w) => w.table === 'contacts').map((w) => ({ ...w.row, deletedAt: null }) as unknown as Contact);
      const content = deedOf(deed, { location, emplacement, contacts, occupants: [], espace: facts.espace, commune: facts.commune, today: parisDate(new Date()) });
      return { content, blob: await renderDocumentPdf(content) };
    },
    [espaceId, actor, facts.espace, facts.commune, deedOf],
  );
}
