import { CARACTERISTIQUES_FILTERS, type CaracteristiqueFilter } from '../constants/occupants';
import { DUREE_FILTERS } from '../constants/durations';
import { SURFACE_FILTER_BUCKETS } from '../constants/surfaces';
import type { Location } from '../entities/location';
import type { IsoDate } from '../entities/replicated';
import { addYears } from '../dates';
import { isPerpetual } from '../rules/concessionStatus';
import { procedureStatus } from '../rules/procedureStatus';
import { foldTerm } from '../search/normalize';
import type { DefuntRow, ListRow } from './rows';
import type { FilterState, QuickDate } from './state';

/** Duration bucket of a concession (spec 001 §9); perpetual ones (flag or 99+ without end) are 'plus99'. */
export function dureeKey(location: Pick<Location, 'perpetuelle' | 'duree' | 'dateFin' | 'type'> | null): string | null {
  if (!location) return null;
  if (location.perpetuelle) return 'plus99';
  // A caveau provisoire lasts 6 months (spec 001 §6), kept as no duration in years: within '15 ans maximum'.
  if (location.duree === null && location.type === 'Caveau') return 'moins15';
  if (location.duree === null) return isPerpetual(location) ? 'plus99' : null;
  const d = location.duree;
  const bucket = DUREE_FILTERS.find((f) => (f.min === null || d >= f.min) && (f.max === null || d <= f.max));
  // 99 years without an end date reads perpetual in lists; with an end it stays in 50-99.
  if (isPerpetual(location)) return 'plus99';
  return bucket?.key ?? null;
}

/**
 * Surface bucket of a plot (spec 001 §9). Buckets are [min, max): 2 m² falls in '2-3'. The first one says
 * '1 m² ou moins', so 1 m² itself belongs to it.
 */
export function surfaceKey(surface: number | null): string | null {
  if (surface === null || !Number.isFinite(surface)) return null;
  for (const b of SURFACE_FILTER_BUCKETS) {
    if (b.min === null && b.max !== null && surface <= b.max) return b.key;
    if (b.min !== null && surface >= b.min && (b.max === null || surface < b.max)) return b.key;
  }
  return null;
}

const NAMED = CARACTERISTIQUES_FILTERS.filter((c) => c !== 'Autres caractéristiques').map((c) => [c, foldTerm(c)] as const);

/**
 * Characteristic filter values a deceased matches (spec 001 §9), compared without case or accents: the preset
 * 'Mort pour le service de la Nation' and the filter's 'Mort pour le Service de la Nation' are the same. Any
 * other criterion (Militaire, free text) is 'Autres caractéristiques'.
 */
export function caracteristiquesOf(criteres: readonly string[]): CaracteristiqueFilter[] {
  const found = new Set<CaracteristiqueFilter>();
  for (const c of criteres) {
    const folded = foldTerm(c.trim());
    if (!folded) continue;
    const named = NAMED.find(([, f]) => f === folded);
    found.add(named ? named[0] : 'Autres caractéristiques');
  }
  return [...found];
}

/**
 * The type a row's plot has: its current concession's type, else the plot's own (typeOccupation), so a free
 * plot still answers the type filter and shows its type (what a clerk looks for before an assignment).
 */
export function rowType(row: Pick<ListRow, 'location' | 'emplacement'>): string | null {
  return row.location?.type ?? (row.emplacement?.typeOccupation?.trim() || null);
}

/**
 * Whether the deceased list shows a deceased: an exhumation whose body left the plot marks it 'exhume', and
 * spec 001 §4 (exhumation wizard) then removes it from the list. One kept on the plot (reburied there, ashes
 * sealed in, future date) stays 'present' with its exhumation date; reduced and reunited remains stay listed.
 */
export function isListedDefunt(row: DefuntRow): boolean {
  return row.occupant.etat !== 'exhume';
}

/** Characteristics of the deceased present among some occupants: what a plot or a concession answers. */
export function presentCaracteristiques(occupants: ReadonlyArray<{ etat: string; deletedAt?: string | null; criteresSpecifiques?: readonly string[] | null }>): CaracteristiqueFilter[] {
  return caracteristiquesOf(occupants.filter((o) => o.etat === 'present' && !o.deletedAt).flatMap((o) => o.criteresSpecifiques ?? []));
}

/** First day of the window of a quick date toggle: one year, or five years, before today (today included). */
export function quickDateStart(value: QuickDate, today: IsoDate): IsoDate {
  return addYears(today, value === 'an_dernier' ? -1 : -5);
}

/** The date window a filter state asks, computed once per filtering (not once per row); null when none. */
export function dateWindow(state: FilterState, today: IsoDate): { from: IsoDate | null; to: IsoDate | null } | null {
  if (state.quickDate) return { from: quickDateStart(state.quickDate, today), to: today };
  if (state.between.from || state.between.to) return { from: state.between.from, to: state.between.to };
  return null;
}

// ISO dates compare as text: no parsing per row.
function inWindow(date: IsoDate | null, window: { from: IsoDate | null; to: IsoDate | null } | null): boolean {
  if (!window) return true;
  if (!date) return false;
  if (window.from && date < window.from) return false;
  if (window.to && date > window.to) return false;
  return true;
}

function anyOf<T>(wanted: readonly T[], has: (value: T) => boolean): boolean {
  return wanted.length === 0 || wanted.some(has);
}

/**
 * Does a list row pass the filters? Every group of FilterState is read here and only here; the concession
 * status values come from `row.status.filters` (the result of `concessionStatus`), never decided again.
 * Groups that make no sense for a row (characteristics on a works row) exclude it when asked.
 */
export function matchesFilters(row: ListRow, state: FilterState, today: IsoDate, window = dateWindow(state, today)): boolean {
  const { location, emplacement, status } = row;
  if (!anyOf(state.statuts, (s) => status.filters.includes(s))) return false;
  if (!anyOf(state.etats, (e) => (e === 'libre') === (status.code === 'libre'))) return false;
  if (state.procedureStatuts.length > 0) {
    if (row.kind !== 'procedure') return false;
    if (!state.procedureStatuts.includes(procedureStatus(row.procedure).code)) return false;
  }
  if (state.procedureKinds.length > 0 && (row.kind !== 'procedure' || !state.procedureKinds.includes(row.procedure.kind))) return false;
  if (state.procedureAttente.length > 0) {
    if (row.kind !== 'procedure') return false;
    const next = row.progress?.next?.state.kind;
    const attente = next === 'aPartirDu' ? 'attente' : next === 'aFaire' || next === 'continuer' ? 'possible' : null;
    if (!attente || !state.procedureAttente.includes(attente)) return false;
  }
  if (state.durees.length > 0) {
    const key = dureeKey(location);
    if (key === null || !state.durees.includes(key)) return false;
  }
  if (state.surfaces.length > 0) {
    const key = surfaceKey(emplacement?.surface ?? null);
    if (key === null || !state.surfaces.includes(key)) return false;
  }
  if (state.types.length > 0) {
    const type = rowType(row);
    if (!state.types.some((t) => t === type)) return false;
  }
  if (!anyOf(state.carres, (c) => emplacement?.carre === c)) return false;
  if (!anyOf(state.allees, (a) => emplacement?.allee === a)) return false;
  if (state.caracteristiques.length > 0) {
    // A deceased by its own; a plot or a concession when one of its present deceased has it.
    const has =
      row.kind === 'defunt' ? caracteristiquesOf(row.occupant.criteresSpecifiques ?? []) : row.kind === 'plot' || row.kind === 'concession' ? row.caracteristiques : null;
    if (!has || !state.caracteristiques.some((c) => has.includes(c))) return false;
  }
  return inWindow(row.filterDate, window);
}

/** The rows that pass, in their order. */
export function applyFilters<R extends ListRow>(rows: readonly R[], state: FilterState, today: IsoDate): R[] {
  const window = dateWindow(state, today);
  return rows.filter((r) => matchesFilters(r, state, today, window));
}
