/**
 * Filters and sorting of the lists (issue 6), shared with the plan (issue 4). How to use them:
 * - `joinLists(source, today)` turns the replica's tables into the rows of every list (plots, concessions,
 *   deceased, holders, works, procedures); each row carries its plot, its concession and the status decided
 *   by `concessionStatus`. The replica runs it once per opening, then re-joins only the rows a change touches
 *   with the same `ListRowBuilder` (src/replica/queries/listsState.ts).
 * - `FilterState` holds every filter value of spec 001 §4/§9; `filterReducer` (for useReducer) changes it,
 *   `EMPTY_FILTERS` starts it, `activeFilterCount` counts the groups in use.
 * - `matchesFilters(row, state, today)` / `applyFilters(rows, state, today)` answer which rows pass.
 * - `sortRows(rows, key, direction)` sorts with French collation; `nextDirection` toggles a header.
 * The modals are in src/features/filtres (FilterModal, DefuntsFilterModal, HoldersFilterModal,
 * ConcessionsFilterModal, EtatQuickFilters), the lists in src/features/listes.
 */
export * from './rows';
export * from './join';
export * from './state';
export * from './predicates';
export * from './sort';
