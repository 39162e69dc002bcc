import { liveQuery, type Observable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Contact, Emplacement, Location, Occupant, Procedure, Travaux } from '../../domain/entities';
import { joinLists, type ListRows } from '../../domain/filters';
import { getReplica, type ReplicaDb } from '../db';
import { localDate } from '../localDate';

/** Reads the six tables the lists join, in one read transaction so the join never sees half a sync. */
export async function loadListRows(db: ReplicaDb, today: string = localDate(new Date())): Promise<ListRows> {
  const tables = [db.emplacements, db.locations, db.occupants, db.contacts, db.travaux, db.procedures];
  const [emplacements, locations, occupants, contacts, travaux, procedures] = await db.transaction('r', tables, () =>
    Promise.all(tables.map((t) => t.toArray())),
  );
  // Replica rows keep the server's shape (docs/CONTRACTS.md): the entity types describe them.
  return joinLists(
    {
      emplacements: emplacements as unknown as Emplacement[],
      locations: locations as unknown as Location[],
      occupants: occupants as unknown as Occupant[],
      contacts: contacts as unknown as Contact[],
      travaux: travaux as unknown as Travaux[],
      procedures: procedures as unknown as Procedure[],
    },
    today,
  );
}

/** The rows of every list, recomputed when (and only when) one of the six tables changes. */
export function listRows$(db: ReplicaDb): Observable<ListRows> {
  return liveQuery(() => loadListRows(db));
}

/**
 * The joined rows of every list for a screen: one live query per cemetery, so a render reuses the last join
 * and a replica change (a pull, an enqueued edit) recomputes it once. Undefined while loading.
 */
export function useListRows(espaceId: string | null): ListRows | undefined {
  return useLiveQuery(() => (espaceId ? loadListRows(getReplica(espaceId)) : undefined), [espaceId]);
}

/** The cemetery's name, for export titles; null until the replica has its espace row. */
export function useEspaceNom(espaceId: string | null): string | null {
  return (
    useLiveQuery(async () => {
      if (!espaceId) return null;
      const row = await getReplica(espaceId).espaces.get(espaceId);
      return typeof row?.['nom'] === 'string' ? row['nom'] : null;
    }, [espaceId]) ?? null
  );
}
