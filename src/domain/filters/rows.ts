import type { CaracteristiqueFilter } from '../constants/occupants';
import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { ProcedureProgress } from '../procedures/overview';
import type { IsoDate } from '../entities/replicated';
import type { Travaux } from '../entities/travaux';
import type { ConcessionStatus } from '../rules/concessionStatus';

/**
 * What every list row carries so that one set of filters (spec 001 §4 filter values, §9) reads every list:
 * the plot, the concession the row is about, and its status as `concessionStatus` decided it (never re-decided
 * here). `filterDate` is the date the date filters read, chosen per list (see the builders in join.ts).
 */
export interface ListRowBase {
  /** Row id: the id of the listed record (occupant, contact, location...). */
  id: string;
  emplacementId: string;
  emplacement: Emplacement | null;
  location: Location | null;
  status: ConcessionStatus;
  filterDate: IsoDate | null;
}

/** Plots list (/emplacement, Liste tab): one row per plot, with its current concession. */
export interface PlotRow extends ListRowBase {
  kind: 'plot';
  libre: boolean;
  /** Under an active 'Dispersion pleine nature' rental: hidden from the plots list (spec 001 §2). */
  pleineNature: boolean;
  /** Characteristics of the deceased present in the plot (spec 001 §9): the plot answers when one has it. */
  caracteristiques: readonly CaracteristiqueFilter[];
}

/** Concessions list (/concessions, Liste tab): one row per concession, archived ones included. */
export interface ConcessionRow extends ListRowBase {
  kind: 'concession';
  location: Location;
  occupantsPresents: number;
  /** Characteristics of the concession's deceased present (spec 001 §9), as for plot rows. */
  caracteristiques: readonly CaracteristiqueFilter[];
}

/** Deceased list (/defunts). */
export interface DefuntRow extends ListRowBase {
  kind: 'defunt';
  occupant: Occupant;
}

/** Holders list (/concessionnaires): a contact plus its concession (spec 001 §3 Concessionnaire list item). */
export interface HolderRow extends ListRowBase {
  kind: 'holder';
  contact: Contact;
}

/** Works list (/travaux). */
export interface TravauxRow extends ListRowBase {
  kind: 'travaux';
  travaux: Travaux;
}

/** Procedures list (/procedures). */
export interface ProcedureRow extends ListRowBase {
  kind: 'procedure';
  procedure: Procedure;
  /** Its next step and from when it is possible, computed by the engine (issue 11); absent in old fixtures. */
  progress?: ProcedureProgress;
}

export type ListRow = PlotRow | ConcessionRow | DefuntRow | HolderRow | TravauxRow | ProcedureRow;
