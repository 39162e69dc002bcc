/** Groups rows by a key; rows whose key is null are left out. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The rows that are not tombstones. */
export function live<T extends { deletedAt: string | null }>(rows: readonly T[]): T[] {
  return rows.filter((r) => !r.deletedAt);
}
