import { useCallback } from 'react';
import type { Contact } from '../../../domain/entities/contact';
import type { Emplacement } from '../../../domain/entities/emplacement';
import type { Location } from '../../../domain/entities/location';
import { getReplica } from '../../../replica/db';
import { parisDate } from '../../../domain/parisTime';
import { useEspaceId } from '../../../replica/useEnqueue';
import { useRunMutation } from '../useFicheActions';
import { renderDocumentPdf } from './renderPdf';
import { linkDocument } from './useDocumentActions';
import { useDeedContent } from './useDeedContent';
import { useDocumentFacts } from './useDocumentFacts';

/** The deeds the assignment's 'actes' step may generate (spec 001 §4, slugs of §7). */
export interface ActesChoice {
  acte: boolean;
  titre: boolean;
}

export const NO_ACTES: ActesChoice = { acte: false, titre: false };

/**
 * Generates the chosen deeds of a concession just created by the assignment wizard, from what the replica now
 * holds (the concession and its holders were written by location.create in the same breath), offline.
 */
export function useAttributionActes(): (locationId: string, choice: ActesChoice) => Promise<void> {
  const espaceId = useEspaceId();
  const facts = useDocumentFacts();
  const run = useRunMutation();
  const deed = useDeedContent();
  return useCallback(
    async (locationId, choice) => {
      if (!espaceId || (!choice.acte && !choice.titre)) return;
      const db = getReplica(espaceId);
      const location = (await db.locations.get(locationId)) as unknown as Location | undefined;
      const emplacement = location ? ((await db.emplacements.get(location.emplacementId)) as unknown as Emplacement | undefined) : undefined;
      if (!location || !emplacement) return;
      const contacts = (await db.contacts.where('locationId').equals(locationId).toArray()) as unknown as Contact[];
      const input = { location, emplacement, contacts, occupants: [], espace: facts.espace, commune: facts.commune, today: parisDate(new Date()) };
      for (const [wanted, kind] of [[choice.acte, 'acte'], [choice.titre, 'titre']] as const) {
        if (!wanted) continue;
        const content = deed(kind, input);
        await linkDocument(db, run, { locationId, blob: await renderDocumentPdf(content), nom: content.title, slug: content.slug, success: `${content.title} : document généré.` });
      }
    },
    [espaceId, facts.espace, facts.commune, deed, run],
  );
}
