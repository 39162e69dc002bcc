import { useEffect, useState, useSyncExternalStore } from 'react';
import { cachedMairie, refreshMairie, subscribeMairie, type CachedMairie } from '../../platform/mairie';
import { NetworkError } from '../../platform/errors';
import { getSession, subscribeSession } from '../../platform/session';

/** The municipality of the open cemetery (from the stored session: works offline). */
export function useSocieteId(): string | null {
  return useSyncExternalStore(subscribeSession, () => getSession().societeId, () => getSession().societeId);
}

/**
 * The town hall as this device last read it (src/platform/mairie.ts), refreshed from the server once per
 * mount when online. `undefined` while the kept copy is being read; null when the device never read it.
 */
export function useMairie(societeId: string | null): { cached: CachedMairie | null | undefined; error: string | null } {
  const [cached, setCached] = useState<CachedMairie | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!societeId) {
      setCached(null);
      return undefined;
    }
    let alive = true;
    const reload = () => void cachedMairie(societeId).then((c) => alive && setCached(c));
    reload();
    const unsubscribe = subscribeMairie(reload);
    refreshMairie(societeId).then(
      // Null: no network and nothing kept on this device; said as the network error it is (issue 14).
      (read) => alive && setError(read ? null : new NetworkError().message),
      (e: unknown) => alive && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [societeId]);
  return { cached, error };
}
