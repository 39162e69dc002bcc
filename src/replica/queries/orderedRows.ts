/**
 * The rows of one list in the order of their table's primary key (the order a full read gives), updated in
 * place by id. A snapshot handed out is never mutated afterwards: the first change after a snapshot copies the
 * array (copy on write), so a screen holding the previous rows keeps them as they were.
 */
export class OrderedRows<T> {
  private shared = false;

  /** `ids` must be sorted (string order, which is IndexedDB's order for string keys). */
  constructor(
    private ids: string[],
    private rows: T[],
  ) {}

  /** Applies a batch of changes: a row to set, or null to remove it. */
  apply(updates: ReadonlyMap<string, T | null>): boolean {
    if (updates.size === 0) return false;
    // Few changes: binary search and splice. Many (a pull page): one merge pass instead of thousands of splices.
    if (updates.size <= 64) {
      let changed = false;
      for (const [id, row] of updates) changed = this.setOne(id, row) || changed;
      return changed;
    }
    this.merge(updates);
    return true;
  }

  snapshot(): T[] {
    this.shared = true;
    return this.rows;
  }

  private writable(): void {
    if (this.shared) {
      this.rows = this.rows.slice();
      this.shared = false;
    }
  }

  private setOne(id: string, row: T | null): boolean {
    const { ids } = this;
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((ids[mid] as string) < id) lo = mid + 1;
      else hi = mid;
    }
    const found = lo < ids.length && ids[lo] === id;
    if (!found && row === null) return false;
    this.writable();
    if (found && row !== null) this.rows[lo] = row;
    else if (found) {
      ids.splice(lo, 1);
      this.rows.splice(lo, 1);
    } else {
      ids.splice(lo, 0, id);
      this.rows.splice(lo, 0, row as T);
    }
    return true;
  }

  private merge(updates: ReadonlyMap<string, T | null>): void {
    const sorted = [...updates.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const ids: string[] = [];
    const rows: T[] = [];
    let i = 0;
    let j = 0;
    while (i < this.ids.length || j < sorted.length) {
      const a = this.ids[i];
      const b = sorted[j];
      if (b === undefined || (a !== undefined && a < b)) {
        ids.push(a as string);
        rows.push(this.rows[i] as T);
        i++;
        continue;
      }
      if (a === b) i++;
      const row = updates.get(b) ?? null;
      if (row !== null) {
        ids.push(b);
        rows.push(row);
      }
      j++;
    }
    this.ids = ids;
    this.rows = rows;
    this.shared = false;
  }
}
