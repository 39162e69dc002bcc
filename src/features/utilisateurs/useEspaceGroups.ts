import { useEffect, useState } from 'react';
import { apiJson } from '../../platform/http';
import { parseEspaceGroups, type EspaceGroup } from '../../platform/workspaces';

/** The municipalities and cemeteries the administrator sees (GET /api/users/espaces), for the user form. */
export function useEspaceGroups(enabled: boolean): EspaceGroup[] {
  const [groups, setGroups] = useState<EspaceGroup[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiJson<unknown>('/api/users/espaces', { signal: controller.signal })
      .then((body) => setGroups(parseEspaceGroups(body)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return groups;
}
