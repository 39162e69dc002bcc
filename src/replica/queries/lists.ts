import { startTransition, useEffect, useState } from 'react';
import { useLiveQuery } from '../useLiveQuery';
import { joinLists, type ListRows } from '../../domain/filters';
import { getReplica, type ReplicaDb } from '../db';
import { parisDate } from '../../domain/parisTime';
import { LiveLists, readListSource } from './liveLists';
import { DAY_CHECK_MS } from '../useToday';

/** Reads the six tables and joins them in full (the first read; the benchmark's reference). */
export async function loadListRows(db: ReplicaDb, today: string = parisDate(new Date())): Promise<ListRows> {
  return joinLists(await readListSource(db), today);
}

interface SharedRows {
  rows: ListRows | undefined;
  /** A replica change is being joined into the rows (they are behind the replica meanwhile). */
  updating: boolean;
  listeners: Set<() => void>;
  live: LiveLists | null;
}

const shared = new Map<string, SharedRows>();

/**
 * One set of joined rows per cemetery for the whole tab, kept while the tab lives: every list screen and tab
 * reads the same rows, so going from /defunts to /travaux shows the list at once instead of reading the six
 * tables again (seconds on a 20,000-plot cemetery, bench/RESULTS.md). After the first read, a replica change
 * re-joins only the rows it touches (LiveLists).
 */
function sharedRows(espaceId: string): SharedRows {
  let entry = shared.get(espaceId);
  if (!entry) {
    const created: SharedRows = { rows: undefined, updating: true, listeners: new Set(), live: null };
    const notify = () => {
      for (const l of created.listeners) l();
    };
    const live = new LiveLists(getReplica(espaceId), {
      onRows: (rows) => {
        created.rows = rows;
        notify();
      },
      onBusy: (busy) => {
        created.updating = busy;
        notify();
      },
      // A failed read ends it: forget it, so the next screen to open starts afresh.
      onError: () => {
        clearInterval(dayCheck);
        live.close();
        if (shared.get(espaceId) === created) shared.delete(espaceId);
      },
    });
    created.live = live;
    // A tab left open overnight gets the new day's states without waiting for a replica change.
    const dayCheck = setInterval(() => live.checkDay(), DAY_CHECK_MS);
    shared.set(espaceId, created);
    entry = created;
  }
  return entry;
}

/**
 * Reads the shared rows and re-renders when they change, as a transition: a change re-joined into 20,000 rows
 * re-renders the lists and the plan in slices rather than in one long task (issue 14, TBT). The value shown is
 * React state, set from the store's notifications, so no change is lost to a render React set aside.
 */
function useShared<T>(espaceId: string | null, read: (entry: SharedRows) => T, none: T): T {
  const [state, setState] = useState(() => ({ espaceId, value: espaceId ? read(sharedRows(espaceId)) : none }));
  useEffect(() => {
    if (!espaceId) return;
    const entry = sharedRows(espaceId);
    const update = () => {
      const value = read(entry);
      startTransition(() => setState((current) => (current.espaceId === espaceId && current.value === value ? current : { espaceId, value })));
    };
    entry.listeners.add(update);
    // A change between the first render and this subscription, or another cemetery, is taken at once.
    update();
    return () => {
      entry.listeners.delete(update);
    };
  }, [espaceId, read]);
  // Another cemetery than the state's: its rows as they are, until the effect above takes them.
  if (state.espaceId !== espaceId) return espaceId ? read(sharedRows(espaceId)) : none;
  return state.value;
}

/** Whether this tab holds the cemetery's joined rows already (another screen read them): no snapshot is needed. */
export function hasListRows(espaceId: string | null): boolean {
  return espaceId !== null && shared.get(espaceId)?.rows !== undefined;
}

/** The replica's stamp `rows` were read at, when they are the rows of a full read (null after a change). */
export function stampOfRows(espaceId: string, rows: ListRows): string | null {
  const stamped = shared.get(espaceId)?.live?.stamped;
  return stamped?.rows === rows ? stamped.stamp : null;
}

const readRows = (entry: SharedRows) => entry.rows;
const readUpdating = (entry: SharedRows) => entry.updating;

/** The joined rows of every list for a screen; undefined while the first read runs. */
export function useListRows(espaceId: string | null): ListRows | undefined {
  return useShared(espaceId, readRows, undefined);
}

/** Whether the rows are being brought up to a change of the replica (a sync page, another tab's edit). */
export function useListUpdating(espaceId: string | null): boolean {
  return useShared(espaceId, readUpdating, false);
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
