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

/**
 * The [table, id] of the rows whose shadow a write put or deleted (`idb://<db>/shadows/`, compound keys): the
 * rows a rebuild rewrites after a pull, which Dexie may not name in their own table when the same transaction
 * also wrote a whole page of it.
 */
export function shadowedRows(dbName: string, parts: ObservabilitySet): Array<[string, string]> {
  const tree = parts[`idb://${dbName}/shadows/`];
  if (!tree) return [];
  const out: Array<[string, string]> = [];
  for (const node of RangeSet(tree)) {
    const [from, to] = [node.from as unknown, node.to as unknown];
    if (Array.isArray(from) && Array.isArray(to) && from.length === 2 && from[0] === to[0] && from[1] === to[1] && typeof from[0] === 'string' && typeof from[1] === 'string') {
      out.push([from[0], from[1]]);
    }
  }
  return out;
}
