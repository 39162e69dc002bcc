import type { ConcessionStatusCode } from '../constants/status';
import type { FilterState } from '../filters/state';

/**
 * A plot (its status is its current concession's, 'archivee' when that one is archived) or a concession row
 * (an archived concession keeps the status it had, so its own `isArchived` says it).
 */
export interface CountedRow {
  status: { code: ConcessionStatusCode };
  location?: { isArchived: boolean } | null;
}

/**
 * Which concessions the cemetery counts (spec 001 §3 'Space statistics', concession.total), the one rule of
 * the plan's statistics and of the concessions list (issue 14: the demo showed 1,379 on the plan and 1,385 in
 * the list; the six more were archived concessions, history kept for their archive sheet, not concessions
 * of the cemetery). A free plot has no concession and an archived one no longer counts.
 */
export function isCountedConcession(row: CountedRow): boolean {
  if (row.location?.isArchived) return false;
  return row.status.code !== 'libre' && row.status.code !== 'archivee';
}

/** How many of the rows (plots or concessions) are counted concessions. */
export function countConcessions(rows: Iterable<CountedRow>): number {
  let n = 0;
  for (const r of rows) if (isCountedConcession(r)) n += 1;
  return n;
}

/**
 * The rows the concessions list is made of: the counted concessions, and the archived ones only when the
 * user asks for them with the 'Archivée' status filter. So the list's total is the plan's number.
 */
export function concessionsListed<R extends CountedRow>(rows: readonly R[], filters: Pick<FilterState, 'statuts'>): readonly R[] {
  if (filters.statuts.includes('archivee')) return rows;
  return rows.filter(isCountedConcession);
}
