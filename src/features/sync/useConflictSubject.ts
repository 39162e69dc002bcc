import { conflictSubject } from '../../domain/sync/conflictWording';
import type { Emplacement } from '../../domain/entities/emplacement';
import { getReplica } from '../../replica/db';
import { isReplicaTable } from '../../replica/schema';
import type { ConflictEntry } from '../../replica/types';
import { useLiveQuery } from '../../replica/useLiveQuery';

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The record a refused change is on, in words ('Carré A, allée 2, n° 14'), read from the replica: the row the
 * mutation targets (the device's copy, else the server's row sent with the answer, else the change's own
 * arguments), then the plot it belongs to, through its concession when the row only knows that.
 */
export function useConflictSubject(espaceId: string, conflict: ConflictEntry): string | undefined {
  return useLiveQuery(async () => {
    const db = getReplica(espaceId);
    const target = conflict.rows[0] ?? null;
    const table = target?.table ?? conflict.table;
    const local = target && isReplicaTable(target.table) ? ((await db.table(target.table).get(target.id)) as Record<string, unknown> | undefined) : undefined;
    const row: Record<string, unknown> = { ...conflict.args, ...(conflict.current ?? {}), ...(local ?? {}) };
    let emplacementId = table === 'emplacements' ? (target?.id ?? str(row['id'])) : str(row['emplacementId']);
    const locationId = str(row['locationId']);
    if (!emplacementId && locationId) {
      const location = (await db.table('locations').get(locationId)) as Record<string, unknown> | undefined;
      emplacementId = str(location?.['emplacementId']);
    }
    const emplacement = emplacementId ? ((await db.table('emplacements').get(emplacementId)) as Emplacement | undefined) : undefined;
    return conflictSubject({ table, row, emplacement: emplacement ?? null });
  }, [espaceId, conflict.id]);
}
