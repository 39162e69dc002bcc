import { useMediaQuery } from '@mantine/hooks';
import type { ListKind } from '../../domain/export';

/**
 * Columns left out on a narrow screen (a tablet held upright, 800 px): what is left are each list's key
 * columns, the place (Carré/Allée/Num) and the concession among them, with no sideways scrolling under the
 * actions column (issue 14). Exports keep every column; the sheet shows the rest.
 */
const HIDDEN_WHEN_NARROW: Record<ListKind, readonly string[]> = {
  plots: ['numero', 'surface'],
  concessions: ['numero', 'type', 'duree', 'dateDebut'],
  defunts: ['nomJeuneFille', 'dateDeNaissance', 'age'],
  holders: ['typeDeContact', 'dateFin'],
  travaux: ['demandeur', 'executant', 'dateDebut'],
  procedures: ['dateDebut', 'dateFin'],
};

/** Below this width of the window the list keeps its key columns only. */
export const NARROW_LIST_QUERY = '(max-width: 1000px)';

/** The ids of the columns to leave out at the window's current width. */
export function useHiddenColumns(kind: ListKind): ReadonlySet<string> {
  const narrow = useMediaQuery(NARROW_LIST_QUERY, false, { getInitialValueInEffect: false });
  return narrow ? new Set(HIDDEN_WHEN_NARROW[kind]) : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
