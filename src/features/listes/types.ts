import type { ReactNode } from 'react';
import type { ColumnDef } from '../../domain/export';

/** A column on screen: the shared definition (header, text, sort value) and, when needed, a richer cell. */
export interface ListColumn<R> {
  def: ColumnDef<R>;
  render?: (row: R) => ReactNode;
  /** Fixed width in px; the others share what is left. */
  width?: number;
}

export interface SortState {
  id: string;
  direction: 'asc' | 'desc';
}
