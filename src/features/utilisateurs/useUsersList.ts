import { useCallback, useEffect, useState } from 'react';
import type { AdminUsersPage } from '../../domain/users/administration';
import { isApiError, isNetworkError } from '../../platform/errors';
import { fetchUsers, type UsersListQuery } from './usersApi';

export const USERS_OFFLINE = 'La gestion des utilisateurs demande une connexion au serveur.';

/** The server's French message, or ours when the network is missing. */
export function usersMessage(error: unknown): string {
  if (isNetworkError(error)) return USERS_OFFLINE;
  if (isApiError(error)) return error.message;
  return 'Une erreur inattendue est survenue. Veuillez réessayer.';
}

/** The page of users for a query; `reload` after a change. The list lives on the server, not in a replica. */
export function useUsersList(query: UsersListQuery): { page: AdminUsersPage | null; error: string | null; reload: () => void } {
  const [page, setPage] = useState<AdminUsersPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const { tab, search, sort, order, limit, offset } = query;

  useEffect(() => {
    const controller = new AbortController();
    fetchUsers({ tab, search, sort, order, limit, offset }, controller.signal)
      .then((answer) => {
        setPage(answer);
        setError(null);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setError(usersMessage(e));
      });
    return () => controller.abort();
  }, [tab, search, sort, order, limit, offset, generation]);

  return { page, error, reload };
}
