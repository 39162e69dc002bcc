import { groupBy } from '../collections';
import type { ListRows } from '../filters/join';
import type { DefuntRow, HolderRow, PlotRow } from '../filters/rows';
import { personName, plotLabel } from '../rules/labels';
import type { PlanPlot } from './planPlot';

interface Derived {
  row: PlotRow;
  deceased: readonly DefuntRow[];
  holders: readonly HolderRow[];
  plot: PlanPlot;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * The plan's plots made from the lists' joined rows (src/replica/queries/liveLists.ts), which follow the replica
 * change by change: a plot whose rows are the same objects as last time keeps its PlanPlot object, so the map
 * replaces only the features of what changed, and no change reads the six tables again. A plot answers with
 * its list row (status, current concession, pleine nature, characteristics), the names of its deceased present
 * and of the holders of its current concession (the lists' holders: their three holder types).
 */
export class PlanFromLists {
  private derived = new Map<string, Derived>();
  private last: { rows: ListRows; plots: PlanPlot[] } | null = null;

  plots(rows: ListRows): PlanPlot[] {
    const last = this.last;
    if (last && last.rows.plots === rows.plots && last.rows.defunts === rows.defunts && last.rows.holders === rows.holders) return last.plots;
    const present = groupBy(rows.defunts, (d) => (d.occupant.etat === 'present' ? d.emplacementId : null));
    const holders = groupBy(rows.holders, (h) => h.location?.id ?? null);
    const next = new Map<string, Derived>();
    const plots: PlanPlot[] = [];
    for (const row of rows.plots) {
      // Table order (by id), as a read of the replica gives them.
      const deceased = (present.get(row.id) ?? []).sort(byId);
      const holding = (row.location ? (holders.get(row.location.id) ?? []) : []).sort(byId);
      const before = this.derived.get(row.id);
      const kept = before && before.row === row && sameRows(before.deceased, deceased) && sameRows(before.holders, holding);
      const d: Derived = kept ? before : { row, deceased, holders: holding, plot: planPlot(row, deceased, holding) };
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
