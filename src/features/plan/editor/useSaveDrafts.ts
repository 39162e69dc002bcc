import { useCallback } from 'react';
import { useEnqueue } from '../../../replica/useEnqueue';
import { uuidv7 } from '../../../replica/uuidv7';
import { draftMutation, draftProblem, type Draft } from './draft';

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
          await enqueue(draftMutation(d, uuidv7()));
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
