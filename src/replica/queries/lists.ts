import { liveQuery, type Observable } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';
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

interface SharedRows {
  rows: ListRows | undefined;
  listeners: Set<() => void>;
}

const shared = new Map<string, SharedRows>();

/**
 * One live query per cemetery for the whole tab, kept while the tab lives: every list screen and tab reads
 * the same joined rows, so going from /defunts to /travaux shows the list at once instead of reading the six
 * tables again (seconds on a 20,000-plot cemetery, bench/RESULTS.md). A replica change recomputes it once.
 */
function sharedRows(espaceId: string): SharedRows {
  let entry = shared.get(espaceId);
  if (!entry) {
    const created: SharedRows = { rows: undefined, listeners: new Set() };
    listRows$(getReplica(espaceId)).subscribe({
      next: (rows) => {
        created.rows = rows;
        for (const l of created.listeners) l();
      },
      // A failed read ends a live query: forget it, so the next screen to open starts a fresh one.
      error: () => shared.delete(espaceId),
    });
    shared.set(espaceId, created);
    entry = created;
  }
  return entry;
}

/** The joined rows of every list for a screen; undefined while the first read runs. */
export function useListRows(espaceId: string | null): ListRows | undefined {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!espaceId) return () => undefined;
      const entry = sharedRows(espaceId);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [espaceId],
  );
  const snapshot = () => (espaceId ? sharedRows(espaceId).rows : undefined);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
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
