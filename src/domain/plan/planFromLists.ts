import type { ListRows } from '../filters/join';
import type { DefuntRow, HolderRow, PlotRow } from '../filters/rows';
import { personName, plotLabel } from '../rules/labels';
import type { PlanPlot } from './planPlot';

interface Derived {
  row: PlotRow;
  plot: PlanPlot;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Rows of one list grouped by a key (a plot, a concession), kept up to date from the list's next array: the
 * lists hand out arrays sorted by id in which an unchanged row is the same object, so one merge walk finds
 * what changed (the keys it touched are marked dirty). Arrays not in id order are grouped again whole.
 */
class Grouped<R extends { id: string }> {
  private groups = new Map<string, Map<string, R>>();
  private last: readonly R[] | null = null;

  constructor(private readonly keyOf: (row: R) => string | null) {}

  /** Follows the list to `rows`; returns the keys whose rows changed, or 'all' after a whole regrouping. */
  follow(rows: readonly R[]): Set<string> | 'all' {
    const before = this.last;
    this.last = rows;
    if (before === rows) return new Set();
    if (before === null || !sortedById(rows) || !sortedById(before)) {
      this.groups.clear();
      for (const r of rows) this.add(r);
      return 'all';
    }
    const dirty = new Set<string>();
    const touch = (r: R, op: 'add' | 'remove') => {
      const k = op === 'add' ? this.add(r) : this.remove(r);
      if (k !== null) dirty.add(k);
    };
    let i = 0;
    let j = 0;
    while (i < before.length || j < rows.length) {
      const a = before[i];
      const b = rows[j];
      if (a && b && a.id === b.id) {
        if (a !== b) {
          touch(a, 'remove');
          touch(b, 'add');
        }
        i++;
        j++;
      } else if (a && (!b || a.id < b.id)) {
        touch(a, 'remove');
        i++;
      } else if (b) {
        touch(b, 'add');
        j++;
      }
    }
    return dirty;
  }

  /** The rows of a key, in id order. */
  rowsOf(key: string): R[] {
    return [...(this.groups.get(key)?.values() ?? [])].sort(byId);
  }

  private add(r: R): string | null {
    const k = this.keyOf(r);
    if (k === null) return null;
    let g = this.groups.get(k);
    if (!g) this.groups.set(k, (g = new Map()));
    g.set(r.id, r);
    return k;
  }

  private remove(r: R): string | null {
    const k = this.keyOf(r);
    if (k === null) return null;
    const g = this.groups.get(k);
    g?.delete(r.id);
    if (g?.size === 0) this.groups.delete(k);
    return k;
  }
}

function sortedById(rows: readonly { id: string }[]): boolean {
  for (let i = 1; i < rows.length; i++) if ((rows[i - 1] as { id: string }).id >= (rows[i] as { id: string }).id) return false;
  return true;
}

/**
 * The plan's plots made from the lists' joined rows (src/replica/queries/liveLists.ts), which follow the replica
 * change by change: a plot keeps its PlanPlot object while its list row, its deceased present and the holders
 * of its current concession are unchanged, so the map replaces only the features of what changed, and no
 * change reads the tables again. A plot answers with its list row (status, current concession, pleine nature,
 * characteristics), the names of its deceased present and of its holders (the lists' three holder types).
 */
export class PlanFromLists {
  private derived = new Map<string, Derived>();
  private last: { rows: ListRows; plots: PlanPlot[] } | null = null;
  private readonly present = new Grouped<DefuntRow>((d) => (d.occupant.etat === 'present' ? d.emplacementId : null));
  private readonly holders = new Grouped<HolderRow>((h) => h.location?.id ?? null);

  plots(rows: ListRows): PlanPlot[] {
    const last = this.last;
    if (last && last.rows.plots === rows.plots && last.rows.defunts === rows.defunts && last.rows.holders === rows.holders) return last.plots;
    const dirtyPlots = this.present.follow(rows.defunts);
    const dirtyLocations = this.holders.follow(rows.holders);
    const next = new Map<string, Derived>();
    const plots: PlanPlot[] = [];
    for (const row of rows.plots) {
      const before = this.derived.get(row.id);
      const kept =
        before !== undefined &&
        before.row === row &&
        dirtyPlots !== 'all' &&
        !dirtyPlots.has(row.id) &&
        dirtyLocations !== 'all' &&
        !(row.location && dirtyLocations.has(row.location.id));
      const d: Derived = kept ? before : { row, plot: planPlot(row, this.present.rowsOf(row.id), row.location ? this.holders.rowsOf(row.location.id) : []) };
      next.set(row.id, d);
      plots.push(d.plot);
    }
    this.derived = next;
    this.last = { rows, plots };
    return plots;
  }
}

function planPlot(row: PlotRow, deceased: readonly DefuntRow[], holders: readonly HolderRow[]): PlanPlot {
  const e = row.emplacement;
  if (!e) throw new Error(`Ligne d'emplacement sans emplacement : ${row.id}`);
  return {
    id: row.id,
    emplacement: e,
    geometry: e.geometry,
    label: plotLabel(e),
    shortLabel: [e.carre, e.allee, e.numero].filter((p) => p).join('/'),
    location: row.location,
    status: row.status,
    famille: row.location?.famille ?? null,
    holders: holders.map((h) => personName(h.contact)),
    deceased: deceased.map((d) => personName(d.occupant)),
    pleineNature: row.pleineNature,
    caracteristiques: row.caracteristiques,
  };
}
