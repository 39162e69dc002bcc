import type { Contact } from '../entities/contact';
import type { Emplacement, PlanPolygon } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { CaracteristiqueFilter } from '../constants/occupants';
import { presentCaracteristiques } from '../filters/predicates';
import { concessionStatus, countPresent, type ConcessionStatus } from '../rules/concessionStatus';
import { personName, plotLabel } from '../rules/labels';
import { groupBy } from '../collections';
import { currentLocation } from '../rules/currentLocation';

/** Holder kinds shown in the side panel (spec 001 §2 side panel: the concession's holders). */
const HOLDER_TYPES: ReadonlySet<string> = new Set(['Concessionnaire', 'Co-concessionnaire', 'Concessionnaire successeur']);

/**
 * One plot as the plan shows it: the plot, its current concession, and what the side panel and the filters
 * read, joined once per replica change (not per render, not per feature style).
 */
export interface PlanPlot {
  id: string;
  emplacement: Emplacement;
  geometry: PlanPolygon | null;
  label: string;
  /** 'A/3/12' shown on the label layer when zoomed in. */
  shortLabel: string;
  location: Location | null;
  status: ConcessionStatus;
  famille: string | null;
  holders: string[];
  deceased: string[];
  /**
   * Under an active 'Dispersion pleine nature' rental: hidden on the plots screen (spec 001 §2). Read as the
   * lists read it (src/domain/filters/join.ts): a current concession whose ashes went to nature.
   */
  pleineNature: boolean;
  /** Characteristics of the deceased present (spec 001 §9 filter): read as the lists read them. */
  caracteristiques: readonly CaracteristiqueFilter[];
}

export interface PlanRows {
  emplacements: readonly Emplacement[];
  locations: readonly Location[];
  occupants: readonly Occupant[];
  procedures: readonly Procedure[];
  contacts: readonly Contact[];
}

/**
 * Joins the replica's rows into plan plots. Linear in the number of rows: maps are built once, so 20,000
 * plots join in a few milliseconds. The status comes from `concessionStatus`, the one rule (spec 001 §4).
 */
export function buildPlanPlots(rows: PlanRows, today: IsoDate): PlanPlot[] {
  const locationsByPlot = groupBy(rows.locations, (l) => (l.deletedAt ? null : l.emplacementId));
  const occupantsByPlot = groupBy(rows.occupants, (o) => (o.deletedAt ? null : o.emplacementId));
  const proceduresByPlot = groupBy(rows.procedures, (p) => (p.deletedAt ? null : p.emplacementId));
  const contactsByLocation = groupBy(rows.contacts, (c) => (c.deletedAt ? null : c.locationId));
  const plots: PlanPlot[] = [];
  for (const e of rows.emplacements) {
    if (e.deletedAt) continue;
    const location = currentLocation(locationsByPlot.get(e.id));
    const occupants = occupantsByPlot.get(e.id) ?? [];
    const present = occupants.filter((o) => o.etat === 'present');
    const status = concessionStatus({
      location,
      occupantsPresents: countPresent(occupants),
      procedures: proceduresByPlot.get(e.id) ?? [],
      today,
    });
    const contacts = location ? (contactsByLocation.get(location.id) ?? []) : [];
    plots.push({
      id: e.id,
      emplacement: e,
      geometry: e.geometry,
      label: plotLabel(e),
      shortLabel: [e.carre, e.allee, e.numero].filter((p) => p).join('/'),
      location,
      status,
      famille: location?.famille ?? null,
      holders: contacts.filter((c) => c.typeDeContact !== null && HOLDER_TYPES.has(c.typeDeContact)).map(personName),
      deceased: present.map(personName),
      pleineNature: location !== null && occupants.some((o) => o.cremation?.destinationUrneCendre === 'dispersionNature'),
      caracteristiques: presentCaracteristiques(present),
    });
  }
  return plots;
}
