import { useLiveQuery } from '../useLiveQuery';
import { getReplica } from '../db';
import { getMeta } from '../meta';

/**
 * Whether the replica still waits for its first complete pull (true), has one (false), or is being read
 * (undefined). A screen shows loading rather than an empty state until then (issue 14: the plan said 'Aucun
 * plan n'a encore été importé' while the cemetery was loading). A bootstrap that started records its progress;
 * before it starts, a replica that never synced and whose cursor is still 0 has not been filled either.
 */
export function useAwaitingFirstPull(espaceId: string | null): boolean | undefined {
  return useLiveQuery(async () => {
    if (!espaceId) return false;
    const db = getReplica(espaceId);
    const [bootstrap, lastSyncAt, cursor] = await Promise.all([getMeta(db, 'bootstrap'), getMeta(db, 'lastSyncAt'), getMeta(db, 'cursor')]);
    if (bootstrap) return !bootstrap.done;
    return lastSyncAt === null && cursor === 0;
  }, [espaceId]);
}
