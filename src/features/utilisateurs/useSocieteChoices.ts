import { useEffect, useState } from 'react';
import { type SocieteChoice, fetchSocieteChoices } from './accountRequestsApi';

/**
 * The municipalities a super admin may attach a new account to, loaded only when `enabled`. An empty list
 * when they cannot be read: the server then matches the commune typed in the request.
 */
export function useSocieteChoices(enabled: boolean): SocieteChoice[] {
  const [choices, setChoices] = useState<SocieteChoice[]>([]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchSocieteChoices(controller.signal)
      .then((list) => setChoices([...list].sort((a, b) => a.commune.localeCompare(b.commune, 'fr'))))
      .catch(() => {
        if (!controller.signal.aborted) setChoices([]);
      });
    return () => controller.abort();
  }, [enabled]);

  return choices;
}
