import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { Travaux } from '../entities/travaux';
import { HOLDER_TYPES } from '../constants/contacts';
import { DESTINATIONS_CENDRES } from '../constants/occupants';
import { partialDateToIso } from '../dates';
import { concessionStatus, countPresent, type ConcessionStatus } from '../rules/concessionStatus';
import type { ConcessionRow, DefuntRow, HolderRow, PlotRow, ProcedureRow, TravauxRow } from './rows';
import { groupBy, live } from '../collections';
import { currentLocation } from '../rules/currentLocation';

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
 * Joins the replica's tables into the rows of every list, once per replica change (issue 6). Linear in the
 * number of rows: every lookup goes through a map built here. The status of each plot comes from
 * `concessionStatus`, the one rule of the plan, the sheet and the lists.
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

  const statusOf = (location: Location | null, emplacementId: string): ConcessionStatus => {
    const occ = location ? (occupantsByLocation.get(location.id) ?? occupantsByPlot.get(emplacementId) ?? []) : [];
    return concessionStatus({ location, occupantsPresents: countPresent(occ), procedures: proceduresByPlot.get(emplacementId) ?? [], today });
  };
  // One status per plot for the rows that describe the plot's current state (deceased, works, procedures).
  const plotStatus = new Map<string, ConcessionStatus>();
  const currentStatus = (emplacementId: string): ConcessionStatus => {
    let s = plotStatus.get(emplacementId);
    if (!s) {
      s = statusOf(currentByPlot.get(emplacementId) ?? null, emplacementId);
      plotStatus.set(emplacementId, s);
    }
    return s;
  };
  const base = (id: string, emplacementId: string, location: Location | null, filterDate: IsoDate | null) => ({
    id,
    emplacementId,
    emplacement: emplacementById.get(emplacementId) ?? null,
    location,
    status: location && location.isArchived ? statusOf(location, emplacementId) : currentStatus(emplacementId),
    filterDate,
  });

  const plots: PlotRow[] = emplacements.map((e) => {
    const location = currentByPlot.get(e.id) ?? null;
    const plotOccupants = occupantsByPlot.get(e.id) ?? [];
    return {
      ...base(e.id, e.id, location, location?.dateDebut ?? null),
      kind: 'plot',
      libre: location === null,
      pleineNature: location !== null && plotOccupants.some((o) => o.cremation?.destinationUrneCendre === 'dispersionNature'),
    };
  });

  const concessions: ConcessionRow[] = locations.map((l) => ({
    ...base(l.id, l.emplacementId, l, l.dateDebut),
    location: l,
    kind: 'concession',
    occupantsPresents: countPresent(occupantsByLocation.get(l.id) ?? []),
  }));

  const defunts: DefuntRow[] = occupants.map((o) => {
    const location = (o.locationId ? locationById.get(o.locationId) : undefined) ?? currentByPlot.get(o.emplacementId) ?? null;
    // The date filters of the deceased list read the date of death, else the burial or cremation date.
    return { ...base(o.id, o.emplacementId, location, partialDateToIso(o.dateDeces) ?? o.dateInhumCrema), kind: 'defunt', occupant: o };
  });

  const holders: HolderRow[] = [];
  const holderTypes: readonly string[] = HOLDER_TYPES;
  for (const c of live(source.contacts)) {
    // The holders list shows holders only (spec 001 §7: locataires of type Concessionnaire), not heirs or neighbours.
    if (!c.typeDeContact || !holderTypes.includes(c.typeDeContact)) continue;
    const location = c.locationId ? locationById.get(c.locationId) : undefined;
    if (!location) continue;
    holders.push({ ...base(c.id, location.emplacementId, location, location.dateDebut), kind: 'holder', contact: c });
  }

  const travaux: TravauxRow[] = live(source.travaux).map((t) => ({
    ...base(t.id, t.emplacementId, currentByPlot.get(t.emplacementId) ?? null, t.dateDebut),
    kind: 'travaux',
    travaux: t,
  }));

  const procs: ProcedureRow[] = procedures.map((p) => {
    const location = (p.locationId ? locationById.get(p.locationId) : undefined) ?? currentByPlot.get(p.emplacementId) ?? null;
    return { ...base(p.id, p.emplacementId, location, p.dateDebut), kind: 'procedure', procedure: p };
  });

  return { plots, concessions, defunts, holders, travaux, procedures: procs };
}

/** The label of the pleine-nature destination, for screens that explain why a plot is hidden. */
export const PLEINE_NATURE_LABEL = DESTINATIONS_CENDRES.dispersionNature;
