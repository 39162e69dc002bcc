import type { CaracteristiqueFilter } from '../constants/occupants';
import type { LocationType } from '../constants/locationTypes';
import type { ProcedureKind, ProcedureStatusCode } from '../constants/procedures';
import type { ConcessionStatusCode } from '../constants/status';
import type { IsoDate } from '../entities/replicated';

/** The two quick date toggles of spec 001 §9: the last year, the last five years (from today). */
export type QuickDate = 'an_dernier' | 'derniers_5_ans';

/** Whether a procedure's next step is possible now or waits for a date (issue 11). */
export type ProcedureAttente = 'possible' | 'attente';

/** Plot état filter (spec 001 §4: 1 libre, 3 occupé). */
export type EtatFilter = 'libre' | 'occupe';

/**
 * Everything a filter modal or a quick checkbox can ask (spec 001 §2, §4 "Filter values", §9). Values inside
 * one group are alternatives (any of them matches); groups combine (all must match). An empty group asks
 * nothing. Shared by the lists and the plan (issue 4): the plan filters plot rows with the same state.
 */
export interface FilterState {
  /** Concession status codes: en_cours, a_renouveler, echue, abandon_en_cours, pleine, archivee, equipements, manque_donnee. */
  statuts: ConcessionStatusCode[];
  procedureStatuts: ProcedureStatusCode[];
  /** Procedure kinds (issue 11: filter by kind). */
  procedureKinds: ProcedureKind[];
  /** 'possible' now, or 'attente': the law makes the next step wait ('en attente jusqu'au'). */
  procedureAttente: ProcedureAttente[];
  etats: EtatFilter[];
  /** Keys of DUREE_FILTERS: moins15, 16-49, 50-99, plus99. */
  durees: string[];
  /** At most one quick toggle; checking it again clears it (spec 001 §5). */
  quickDate: QuickDate | null;
  /** The between range, both ends included; either end may be open. */
  between: { from: IsoDate | null; to: IsoDate | null };
  caracteristiques: CaracteristiqueFilter[];
  /** Keys of SURFACE_FILTER_BUCKETS. */
  surfaces: string[];
  types: LocationType[];
  carres: string[];
  allees: string[];
}

export const EMPTY_FILTERS: FilterState = {
  statuts: [],
  procedureStatuts: [],
  procedureKinds: [],
  procedureAttente: [],
  etats: [],
  durees: [],
  quickDate: null,
  between: { from: null, to: null },
  caracteristiques: [],
  surfaces: [],
  types: [],
  carres: [],
  allees: [],
};

/** Groups that hold a list of alternatives, toggled value by value. */
export type ListGroup = 'statuts' | 'procedureStatuts' | 'procedureKinds' | 'procedureAttente' | 'etats' | 'durees' | 'caracteristiques' | 'surfaces' | 'types' | 'carres' | 'allees';

export type FilterAction =
  | { type: 'toggle'; group: ListGroup; value: string }
  | { type: 'set'; group: ListGroup; values: string[] }
  | { type: 'quickDate'; value: QuickDate }
  | { type: 'between'; from: IsoDate | null; to: IsoDate | null }
  | { type: 'reset' }
  | { type: 'replace'; state: FilterState };

function toggle(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * The filter reducer (usable with React's useReducer or a store). Choosing a quick date clears the range and
 * the other toggle; choosing it again clears it; setting a range clears the quick toggle: one date rule at a
 * time, so the modal never shows two that contradict.
 */
export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'toggle':
      return { ...state, [action.group]: toggle(state[action.group], action.value) };
    case 'set':
      return { ...state, [action.group]: [...new Set(action.values)] };
    case 'quickDate':
      return { ...state, quickDate: state.quickDate === action.value ? null : action.value, between: { from: null, to: null } };
    case 'between':
      return { ...state, quickDate: action.from || action.to ? null : state.quickDate, between: { from: action.from, to: action.to } };
    case 'reset':
      return EMPTY_FILTERS;
    case 'replace':
      return action.state;
  }
}

/** How many groups ask something: the badge on the filter button. */
export function activeFilterCount(state: FilterState): number {
  const lists: ListGroup[] = ['statuts', 'procedureStatuts', 'procedureKinds', 'procedureAttente', 'etats', 'durees', 'caracteristiques', 'surfaces', 'types', 'carres', 'allees'];
  let n = lists.filter((g) => state[g].length > 0).length;
  if (state.quickDate || state.between.from || state.between.to) n += 1;
  return n;
}
