import type { Contact } from '../entities/contact';
import type { Emplacement, PlanPolygon } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { CaracteristiqueFilter } from '../constants/occupants';
import { joinLists } from '../filters/join';
import type { ConcessionStatus } from '../rules/concessionStatus';
import { PlanFromLists } from './planFromLists';

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
 * Joins the replica's rows into plan plots: the lists' join (joinLists) read by PlanFromLists, so the plan, the
 * sheet and the lists answer with one status per plot. The app derives them from the lists' live rows; this
 * whole join is for a one-off read.
 */
export function buildPlanPlots(rows: PlanRows, today: IsoDate): PlanPlot[] {
  return new PlanFromLists().plots(joinLists({ ...rows, travaux: [] }, today));
}
