import { CONCESSION_FILTER_LABELS, type ConcessionStatusCode } from '../constants/status';

/** The quick checkboxes of the concessions screen, in the spec's order (spec 001 §2 filter bar). */
export const QUICK_FILTERS: ReadonlyArray<{ code: ConcessionStatusCode; label: string }> = (
  ['en_cours', 'echue', 'abandon_en_cours', 'equipements', 'manque_donnee'] as const
).map((code) => ({ code, label: CONCESSION_FILTER_LABELS[code] ?? code }));

/**
 * Whether a plot passes the quick filters: with none ticked everything shows; with some ticked, a plot shows
 * when its status matches any of them (`filters` of concessionStatus, so a full échue terrain commun answers
 * to Échue and to Equipements alike).
 */
export function matchesQuickFilters(status: { filters: readonly ConcessionStatusCode[] }, active: ReadonlySet<ConcessionStatusCode>): boolean {
  if (active.size === 0) return true;
  return status.filters.some((f) => active.has(f));
}

/** The plots screen's Libre and Occupé checkboxes (spec 001 §2 /emplacement): both or neither shows all. */
export function matchesOccupation(code: ConcessionStatusCode, show: { libre: boolean; occupe: boolean }): boolean {
  if (show.libre === show.occupe) return true;
  return code === 'libre' ? show.libre : show.occupe;
}
