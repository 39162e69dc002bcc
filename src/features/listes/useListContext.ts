import { useMemo } from 'react';
import type { ColumnContext } from '../../domain/export';
import { useEspaceNom, useListRows } from '../../replica/queries/lists';
import { useEspaceId } from '../../replica/useEnqueue';
import { localDate } from '../../replica/localDate';

/** What every list screen needs: the joined rows, the cemetery's name and date. */
export function useListContext() {
  const espaceId = useEspaceId();
  const rows = useListRows(espaceId);
  const cemetery = useEspaceNom(espaceId) ?? 'Cimetière';
  // The date is read once per mount: a list left open past midnight keeps yesterday's states until reopened.
  const ctx = useMemo<ColumnContext>(() => ({ today: localDate(new Date()) }), []);
  return { rows, cemetery, ctx };
}
