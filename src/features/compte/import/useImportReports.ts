import { useEffect, useState } from 'react';
import { isNetworkError } from '../../../platform/errors';
import { useOnline } from '../../../replica/useOnline';
import { fetchImportReports, type ImportReportsAnswer } from './importReportsApi';

export interface ImportReportsState {
  /** null until the first answer. */
  answer: ImportReportsAnswer | null;
  /** No network: the list lives on the server, never in the replica. */
  offline: boolean;
  /** The server's French message of a failure. */
  error: string | null;
}

/**
 * A cemetery's import reports, read from the server (GET /api/ESpaces/imports) when online, and again whenever
 * `generation` changes (after an import). Like the restore points and the users list, they are not replicated:
 * offline, the screen says the list needs the network.
 */
export function useImportReports(espaceId: string, generation: number): ImportReportsState {
  const online = useOnline();
  const [answer, setAnswer] = useState<ImportReportsAnswer | null>(null);
  const [networkDown, setNetworkDown] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetchImportReports(espaceId, controller.signal).then(
      (list) => {
        setAnswer(list);
        setNetworkDown(false);
        setError(null);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setNetworkDown(isNetworkError(e));
        setError(isNetworkError(e) ? null : e instanceof Error ? e.message : 'La liste des imports n’a pas pu être lue.');
      },
    );
    return () => controller.abort();
  }, [espaceId, online, generation]);

  return { answer, offline: !online || networkDown, error };
}
