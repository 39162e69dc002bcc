import { useCallback, useEffect, useState } from 'react';
import { isApiError, isNetworkError } from '../../platform/errors';
import { useOnline } from '../../replica/useOnline';
import { type AccountDecision, type AccountRequest, decideAccountRequest, fetchPendingAccountRequests } from './accountRequestsApi';

export const OFFLINE_MESSAGE = 'Connexion nécessaire pour gérer les demandes de compte.';

function messageOf(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_MESSAGE;
  if (isApiError(error)) return error.message;
  return 'Une erreur inattendue est survenue. Veuillez réessayer.';
}

export interface AccountRequestsState {
  /** null until the first answer. */
  requests: AccountRequest[] | null;
  loading: boolean;
  /** No network: the list needs the server. */
  offline: boolean;
  /** The server's French message of the last failure (loading or deciding). */
  error: string | null;
  /** Resolves true when the server accepted the decision; the request then leaves the list. */
  decide: (request: AccountRequest, decision: AccountDecision, societeId?: string) => Promise<boolean>;
  reload: () => void;
}

/** The pending account requests of the administrator's municipalities, read from the server (never stored). */
export function useAccountRequests(): AccountRequestsState {
  const online = useOnline();
  const [requests, setRequests] = useState<AccountRequest[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [networkDown, setNetworkDown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    setLoading(true);
    fetchPendingAccountRequests(controller.signal)
      .then((list) => {
        setRequests(list);
        setNetworkDown(false);
        setError(null);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setNetworkDown(isNetworkError(e));
        setError(isNetworkError(e) ? null : messageOf(e));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [online, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  const decide = useCallback(async (request: AccountRequest, decision: AccountDecision, societeId?: string) => {
    setError(null);
    try {
      await decideAccountRequest(request.id, decision, societeId);
      setRequests((list) => list?.filter((r) => r.id !== request.id) ?? null);
      return true;
    } catch (e) {
      if (isNetworkError(e)) setNetworkDown(true);
      else setError(messageOf(e));
      // Already handled elsewhere: the list is stale, read it again.
      if (isApiError(e, 409) || isApiError(e, 404)) setGeneration((g) => g + 1);
      return false;
    }
  }, []);

  return { requests, loading: online && loading, offline: !online || networkDown, error, decide, reload };
}
