import { useEffect, useState } from 'react';
import type { FournisseurCommune, FournisseurQuery } from '../../domain/users/fournisseur';
import { apiJson } from '../../platform/http';
import { usersMessage } from '../utilisateurs/useUsersList';

/** GET /api/fournisseur/communes (docs/CONTRACTS.md, Provider's view): read from the server, never a replica. */
export function fetchCommunes(query: FournisseurQuery, signal?: AbortSignal): Promise<{ data: FournisseurCommune[]; total: number }> {
  const params = new URLSearchParams({ tab: query.tab, search: query.search, sort: query.sort, order: query.order });
  return apiJson(`/api/fournisseur/communes?${params.toString()}`, { signal });
}

/** The municipalities of a query, or the French reason they could not be read (offline included). */
export function useCommunes(query: FournisseurQuery): { rows: FournisseurCommune[] | null; error: string | null } {
  const [rows, setRows] = useState<FournisseurCommune[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { tab, search, sort, order } = query;
  useEffect(() => {
    const controller = new AbortController();
    fetchCommunes({ tab, search, sort, order }, controller.signal)
      .then((answer) => {
        setRows(answer.data);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(usersMessage(e).replace('La gestion des utilisateurs', 'La vue du fournisseur'));
      });
    return () => controller.abort();
  }, [tab, search, sort, order]);
  return { rows, error };
}
