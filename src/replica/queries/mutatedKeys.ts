import { RangeSet, type ObservabilitySet } from 'dexie';

/** What a write changed in one table: the primary keys, or 'all' when Dexie only knows a range (a clear, a range delete). */
export type ChangedKeys = Set<string> | 'all';

/**
 * Reads Dexie's 'storagemutated' parts (`idb://<db>/<table>/` holds the primary keys a transaction wrote) into the
 * changed keys of the named tables of one database. Parts relayed from another tab or worker arrive as plain
 * objects (structured clone), so the range tree is wrapped again before walking it. Dexie's `all` part (a page
 * back from the back-forward cache) means anything may have changed.
 */
export function mutatedKeys<T extends string>(dbName: string, parts: ObservabilitySet, tables: readonly T[]): Map<T, ChangedKeys> {
  const changed = new Map<T, ChangedKeys>();
  if ('all' in parts) {
    for (const t of tables) changed.set(t, 'all');
    return changed;
  }
  const prefix = `idb://${dbName}/`;
  for (const [part, tree] of Object.entries(parts)) {
    if (!part.startsWith(prefix)) continue;
    const [table, index] = part.slice(prefix.length).split('/');
    // Only the primary-key part names rows; index parts repeat the same write.
    if (index !== '' || !(tables as readonly string[]).includes(table ?? '')) continue;
    const t = table as T;
    let ids = changed.get(t);
    for (const node of RangeSet(tree)) {
      if (ids === 'all') break;
      if (typeof node.from === 'string' && node.from === node.to) {
        if (!ids) changed.set(t, (ids = new Set()));
        ids.add(node.from);
      } else changed.set(t, (ids = 'all'));
    }
  }
  return changed;
}

/** Adds the changes of one event to those waiting. */
export function mergeChangedKeys<T>(into: Map<T, ChangedKeys>, more: ReadonlyMap<T, ChangedKeys>): void {
  for (const [t, ids] of more) {
    const had = into.get(t);
    if (had === 'all') continue;
    if (ids === 'all' || !had) into.set(t, ids === 'all' ? 'all' : new Set(ids));
    else for (const id of ids) had.add(id);
  }
}
