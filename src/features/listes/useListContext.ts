import { useMemo } from 'react';
import type { ColumnContext } from '../../domain/export';
import { useEspaceNom, useListRows } from '../../replica/queries/lists';
import { useEspaceId } from '../../replica/useEnqueue';
import { useToday } from '../../replica/useToday';

/** What every list screen needs: the joined rows, the cemetery's name and date. */
export function useListContext() {
  const espaceId = useEspaceId();
  const rows = useListRows(espaceId);
  const cemetery = useEspaceNom(espaceId) ?? 'Cimetière';
  const today = useToday();
  const ctx = useMemo<ColumnContext>(() => ({ today }), [today]);
  return { rows, cemetery, ctx };
}
