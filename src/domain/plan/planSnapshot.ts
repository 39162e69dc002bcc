import type { PlanPlot } from './planPlot';

/**
 * Format of the stored snapshot: a record of another format is read as absent (an app update that changes what
 * a PlanPlot holds bumps it, so no screen ever gets plots of an older shape).
 */
export const PLAN_SNAPSHOT_FORMAT = 1;

/**
 * The plan's plots as the last full read of the replica made them, kept in the replica (issue 29: the plan opened
 * offline in 4.8 s at 20,000 plots, most of it reading the six tables and joining them). `stamp` names the state
 * of the replica and the day the plots were made from (planStamp): the plots are used only while the replica
 * still has that stamp, so the plan, its search, filters and side panel answer exactly as from the rows.
 */
export interface PlanSnapshot {
  format: typeof PLAN_SNAPSHOT_FORMAT;
  stamp: string;
  plots: PlanPlot[];
}

/** What the stamp is made of: each part changes whenever the rows the plan is made from may have changed. */
export interface StampParts {
  /**
   * The app's build: an update may compute a plot otherwise (a status rule, a label) with the same rows, so a
   * snapshot made by another build is never used, whether or not that build changed PLAN_SNAPSHOT_FORMAT.
   */
  build: string;
  /** The day the statuses are computed for ('Échue' depends on it). */
  today: string;
  /** The pull cursor: every pulled page moves it forward. */
  cursor: number;
  /** Next seq of every author's chain on this device: every local mutation moves its author's forward. */
  chains: Readonly<Record<string, { nextSeq: number }>>;
  /** Per table the plan reads, its row count and highest server seq (a deletion changes the count). */
  tables: ReadonlyArray<{ name: string; count: number; maxSeq: number | null }>;
  /** Mutations waiting to be sent: an acknowledgement or a refusal (and its rollback) changes it. */
  outbox: number;
  conflicts: number;
  shadows: number;
}

/**
 * The replica's stamp (issue 29): one string that differs whenever a pull, a local mutation, its refusal, a
 * deletion, a conflict or a new day may have changed a plot as the plan shows it. Pure, so the rule is tested
 * without IndexedDB; the parts are read in one transaction (src/replica/queries/planSnapshot.ts).
 */
export function planStamp(parts: StampParts): string {
  const chains = Object.keys(parts.chains)
    .sort()
    .map((author) => `${author}=${parts.chains[author]?.nextSeq ?? 0}`)
    .join(',');
  const tables = parts.tables.map((t) => `${t.name}:${t.count}:${t.maxSeq ?? ''}`).join(',');
  return [`v${PLAN_SNAPSHOT_FORMAT}`, parts.build, parts.today, parts.cursor, chains, tables, parts.outbox, parts.conflicts, parts.shadows].join('|');
}

/** Whether a stored value is a snapshot of this format with this stamp (anything else is not used). */
export function isCurrentSnapshot(value: unknown, stamp: string): value is PlanSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<PlanSnapshot>;
  return s.format === PLAN_SNAPSHOT_FORMAT && s.stamp === stamp && Array.isArray(s.plots);
}

/**
 * Keeps the plan's plot objects across the switch from the snapshot's plots to the plots derived from the rows,
 * and across later changes: a plot keeps the object the map was given while its derived object is unchanged
 * (PlanFromLists keeps an unchanged plot's object), so the map replaces only the features of what changed.
 * When the first derived plots were made from the rows the snapshot was made from (same stamp), each takes the
 * snapshot's object of its id: equal by the stamp, and the map keeps every feature it drew.
 */
export class KeptPlots {
  private derived = new Map<string, PlanPlot>();
  private shown = new Map<string, PlanPlot>();
  private last: { derived: readonly PlanPlot[]; plots: PlanPlot[] } | null = null;

  /** Starts from the snapshot's plots (the derived plots that follow take their objects if made at the same stamp). */
  constructor(private seed: { plots: readonly PlanPlot[]; stamp: string } | null = null) {}

  /** The plots to show for `derived`; `stamp` is the stamp of the rows they were made from, when a full read. */
  follow(derived: readonly PlanPlot[], stamp: string | null): PlanPlot[] {
    if (this.last?.derived === derived) return this.last.plots;
    const seed = this.seed;
    this.seed = null;
    if (seed && stamp === seed.stamp) for (const p of seed.plots) this.shown.set(p.id, p);
    const fromSeed = seed !== null && stamp === seed.stamp;
    const derivedNext = new Map<string, PlanPlot>();
    const shownNext = new Map<string, PlanPlot>();
    const plots = derived.map((plot) => {
      const kept = this.shown.get(plot.id);
      const same = kept !== undefined && (fromSeed || this.derived.get(plot.id) === plot);
      const shown = same ? kept : plot;
      derivedNext.set(plot.id, plot);
      shownNext.set(plot.id, shown);
      return shown;
    });
    this.derived = derivedNext;
    this.shown = shownNext;
    this.last = { derived, plots };
    return plots;
  }
}
