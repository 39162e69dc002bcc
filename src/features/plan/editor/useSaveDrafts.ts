import { useCallback } from 'react';
import { useEnqueue } from '../../../replica/useEnqueue';
import { uuidv7 } from '../../../replica/uuidv7';
import { draftProblem, type Draft } from './draft';

/**
 * Sends only the edited shapes (spec 001 §2), one mutation each: a new geometry for a linked plot, a creation
 * otherwise. Through the outbox, so the editor works offline. Stops at the first refusal and says which.
 */
export function useSaveDrafts(): (drafts: readonly Draft[]) => Promise<{ saved: string[]; error: string | null }> {
  const enqueue = useEnqueue();
  return useCallback(
    async (drafts) => {
      const saved: string[] = [];
      for (const d of drafts) {
        const problem = draftProblem(d);
        if (problem) return { saved, error: problem };
        try {
          // A null geometry clears the plot's shape: the plot and its concession stay, off the plan.
          if (d.plotId) await enqueue({ name: 'emplacement.setGeometry', args: { id: d.plotId, geometry: d.geometry } });
          else
            await enqueue({
              name: 'emplacement.create',
              args: { id: uuidv7(), carre: d.carre, allee: d.allee, numero: d.numero, typeOccupation: d.type, geometry: d.geometry },
            });
          saved.push(d.key);
        } catch (e) {
          return { saved, error: e instanceof Error ? e.message : 'Enregistrement impossible.' };
        }
      }
      return { saved, error: null };
    },
    [enqueue],
  );
}
