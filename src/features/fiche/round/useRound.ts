import { useCallback, useEffect } from 'react';
import { endRound, recordAction, roundActionOf, startRound, visitPlot, type Round, type RoundScope } from '../../../domain/round/round';
import { onRecorded } from '../../../replica/events';
import { rounds } from '../../../replica/rounds';
import { useActor, useEspaceId } from '../../../replica/useEnqueue';
import { useLiveQuery } from '../../../replica/useLiveQuery';
import { uuidv7 } from '../../../replica/uuidv7';

export interface RoundControls {
  /** The user's round in this cemetery; null when none; undefined while it is read. */
  round: Round | null | undefined;
  start: (scope: RoundScope) => Promise<void>;
  end: () => Promise<void>;
}

/**
 * The signed-in user's survey round on this device (issue 29; src/replica/rounds.ts), as the plot sheet of
 * `emplacementId` sees it: the sheet marks its plot seen, and the photos, states and deceased the user records
 * while a round goes on are counted by it (the recorded change's plot: its args, or the concession it wrote).
 */
export function useRound(emplacementId: string): RoundControls {
  const userId = useActor()?.userId ?? null;
  const espaceId = useEspaceId();
  const round = useLiveQuery(async () => (userId && espaceId ? rounds.get(userId, espaceId) : null), [userId, espaceId]);
  const active = round && !round.endedAt ? round.id : null;

  useEffect(() => {
    if (!active || !userId || !espaceId) return;
    void rounds.update(userId, espaceId, (r) => (r.id === active ? visitPlot(r, emplacementId) : r)).catch(() => undefined);
  }, [active, userId, espaceId, emplacementId]);

  useEffect(() => {
    if (!active || !userId || !espaceId) return;
    return onRecorded(({ db, entry, written }) => {
      if (db.espaceId !== espaceId || entry.author.userId !== userId) return;
      const plotOf = entry.args['emplacementId'] ?? written.find((w) => w.table === 'locations')?.row['emplacementId'];
      const action = roundActionOf(entry, typeof plotOf === 'string' ? plotOf : null, entry.createdAt);
      if (action) void rounds.update(userId, espaceId, (r) => (r.id === active ? recordAction(r, action) : r)).catch(() => undefined);
    });
  }, [active, userId, espaceId]);

  const start = useCallback(
    async (scope: RoundScope) => {
      if (!userId || !espaceId) return;
      const at = new Date();
      await rounds.put(startRound({ id: uuidv7(at.getTime()), espaceId, userId, at: at.toISOString(), scope, emplacementId }));
    },
    [userId, espaceId, emplacementId],
  );

  const end = useCallback(async () => {
    if (!userId || !espaceId) return;
    await rounds.update(userId, espaceId, (r) => endRound(r, new Date().toISOString()));
  }, [userId, espaceId]);

  return { round, start, end };
}
