import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { Travaux } from '../entities/travaux';
import { isHolder } from '../constants/contacts';
import { DESTINATIONS_CENDRES } from '../constants/occupants';
import { partialDateToIso } from '../dates';
import { concessionStatus, countPresent, type ConcessionStatus } from '../rules/concessionStatus';
import { presentCaracteristiques } from './predicates';
import type { ConcessionRow, DefuntRow, HolderRow, ListRowBase, PlotRow, ProcedureRow, TravauxRow } from './rows';
import { groupBy, live } from '../collections';
import { currentLocation } from '../rules/currentLocation';
import { procedureProgress } from '../procedures/overview';

/** The replica's tables as the lists need them (deleted rows may be present: they are skipped here). */
export interface ListSource {
  emplacements: readonly Emplacement[];
  locations: readonly Location[];
  occupants: readonly Occupant[];
  contacts: readonly Contact[];
  travaux: readonly Travaux[];
  procedures: readonly Procedure[];
}

export interface ListRows {
  plots: PlotRow[];
  concessions: ConcessionRow[];
  defunts: DefuntRow[];
  holders: HolderRow[];
  travaux: TravauxRow[];
  procedures: ProcedureRow[];
}

/**
 * What building one list row looks up among the live (not deleted) rows. The groups answer undefined, never
 * an empty list, when nothing is in them (a concession with no deceased falls back on its plot's deceased).
 */
export interface JoinLookup {
  emplacement(id: string): Emplacement | undefined;
  location(id: string): Location | undefined;
  /** The plot's current concession (rules/currentLocation). */
  current(plotId: string): Location | null;
  occupantsOfLocation(locationId: string): readonly Occupant[] | undefined;
  occupantsOfPlot(plotId: string): readonly Occupant[] | undefined;
  proceduresOfPlot(plotId: string): readonly Procedure[] | undefined;
}

/**
 * Builds the rows of every list one record at a time, so the whole join (joinLists) and the incremental one
 * (src/replica/queries/listsState.ts) are the same code. A row depends on its plot (the plot, its current
 * concession, the plot's deceased and procedures, the deceased of its current concession) and on the
 * concession it names by id; nothing else. The status of each plot comes from `concessionStatus`, the one rule
 * of the plan, the sheet and the lists; it is memoised per plot until `forget`.
 */
export class ListRowBuilder {
  private readonly plotStatus = new Map<string, ConcessionStatus>();

  constructor(
    private readonly lookup: JoinLookup,
    readonly today: IsoDate,
  ) {}

  /** Drops the memoised status of plots whose rows changed. */
  forget(plotIds: Iterable<string>): void {
    for (const id of plotIds) this.plotStatus.delete(id);
  }

  private statusOf(location: Location | null, emplacementId: string): ConcessionStatus {
    const { lookup } = this;
    const occ = location ? (lookup.occupantsOfLocation(location.id) ?? lookup.occupantsOfPlot(emplacementId) ?? []) : [];
    return concessionStatus({ location, occupantsPresents: countPresent(occ), procedures: lookup.proceduresOfPlot(emplacementId) ?? [], today: this.today });
  }

  /** One status per plot for the rows that describe the plot's current state (deceased, works, procedures). */
  private currentStatus(emplacementId: string): ConcessionStatus {
    let s = this.plotStatus.get(emplacementId);
    if (!s) {
      s = this.statusOf(this.lookup.current(emplacementId), emplacementId);
      this.plotStatus.set(emplacementId, s);
    }
    return s;
  }

  private base(id: string, emplacementId: string, location: Location | null, filterDate: IsoDate | null): ListRowBase {
    return {
      id,
      emplacementId,
      emplacement: this.lookup.emplacement(emplacementId) ?? null,
      location,
      status: location && location.isArchived ? this.statusOf(location, emplacementId) : this.currentStatus(emplacementId),
      filterDate,
    };
  }

  plot(e: Emplacement): PlotRow {
    const location = this.lookup.current(e.id);
    const plotOccupants = this.lookup.occupantsOfPlot(e.id) ?? [];
    return {
      ...this.base(e.id, e.id, location, location?.dateDebut ?? null),
      kind: 'plot',
      libre: location === null,
      pleineNature: location !== null && plotOccupants.some((o) => o.cremation?.destinationUrneCendre === 'dispersionNature'),
      caracteristiques: presentCaracteristiques(plotOccupants),
    };
  }

  concession(l: Location): ConcessionRow {
    const occupants = this.lookup.occupantsOfLocation(l.id) ?? [];
    return {
      ...this.base(l.id, l.emplacementId, l, l.dateDebut),
      location: l,
      kind: 'concession',
      occupantsPresents: countPresent(occupants),
      caracteristiques: presentCaracteristiques(occupants),
    };
  }

  defunt(o: Occupant): DefuntRow {
    const location = (o.locationId ? this.lookup.location(o.locationId) : undefined) ?? this.lookup.current(o.emplacementId);
    // The date filters of the deceased list read the date of death, else the burial or cremation date.
    return { ...this.base(o.id, o.emplacementId, location, partialDateToIso(o.dateDeces) ?? o.dateInhumCrema), kind: 'defunt', occupant: o };
  }

  /** The holders list shows holders only (spec 001 §7: locataires of type Concessionnaire), not heirs or neighbours. */
  holder(c: Contact): HolderRow | null {
    if (!isHolder(c)) return null;
    const location = c.locationId ? this.lookup.location(c.locationId) : undefined;
    if (!location) return null;
    return { ...this.base(c.id, location.emplacementId, location, location.dateDebut), kind: 'holder', contact: c };
  }

  travaux(t: Travaux): TravauxRow {
    return { ...this.base(t.id, t.emplacementId, this.lookup.current(t.emplacementId), t.dateDebut), kind: 'travaux', travaux: t };
  }

  procedure(p: Procedure): ProcedureRow {
    const location = (p.locationId ? this.lookup.location(p.locationId) : undefined) ?? this.lookup.current(p.emplacementId);
    // The engine's state of the next step reads the plot, its current concession and its deceased only.
    const progress = procedureProgress(p, {
      today: this.today, now: `${this.today}T00:00:00.000Z`, emplacement: this.lookup.emplacement(p.emplacementId) ?? null,
      location: this.lookup.current(p.emplacementId), occupants: this.lookup.occupantsOfPlot(p.emplacementId) ?? [], contacts: [], tarifs: [], targets: {},
    });
    return { ...this.base(p.id, p.emplacementId, location, p.dateDebut), kind: 'procedure', procedure: p, progress };
  }
}

/**
 * Joins the replica's tables into the rows of every list (issue 6). Linear in the number of rows: every
 * lookup goes through a map built here. Rows keep the order of their table.
 */
export function joinLists(source: ListSource, today: IsoDate): ListRows {
  const emplacements = live(source.emplacements);
  const locations = live(source.locations);
  const occupants = live(source.occupants);
  const procedures = live(source.procedures);
  const emplacementById = new Map(emplacements.map((e) => [e.id, e]));
  const locationById = new Map(locations.map((l) => [l.id, l]));
  // The same current concession as the plan, the sheet and the mutations pick (rules/currentLocation).
  const currentByPlot = new Map<string, Location>();
  for (const [plot, list] of groupBy(locations, (l) => l.emplacementId)) {
    const current = currentLocation(list);
    if (current) currentByPlot.set(plot, current);
  }
  const occupantsByLocation = groupBy(occupants, (o) => o.locationId);
  const occupantsByPlot = groupBy(occupants, (o) => o.emplacementId);
  const proceduresByPlot = groupBy(procedures, (p) => p.emplacementId);
  const build = new ListRowBuilder(
    {
      emplacement: (id) => emplacementById.get(id),
      location: (id) => locationById.get(id),
      current: (id) => currentByPlot.get(id) ?? null,
      occupantsOfLocation: (id) => occupantsByLocation.get(id),
      occupantsOfPlot: (id) => occupantsByPlot.get(id),
      proceduresOfPlot: (id) => proceduresByPlot.get(id),
    },
    today,
  );
  const holders: HolderRow[] = [];
  for (const c of live(source.contacts)) {
    const row = build.holder(c);
    if (row) holders.push(row);
  }
  return {
    plots: emplacements.map((e) => build.plot(e)),
    concessions: locations.map((l) => build.concession(l)),
    defunts: occupants.map((o) => build.defunt(o)),
    holders,
    travaux: live(source.travaux).map((t) => build.travaux(t)),
    procedures: procedures.map((p) => build.procedure(p)),
  };
}

/** The label of the pleine-nature destination, for screens that explain why a plot is hidden. */
export const PLEINE_NATURE_LABEL = DESTINATIONS_CENDRES.dispersionNature;
