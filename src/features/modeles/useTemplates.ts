import { useEffect, useState } from 'react';
import { DEFAULT_TEMPLATES } from '../../domain/templates/defaults';
import type { TemplateDocument } from '../../domain/templates/types';
import { cachedTemplates, refreshTemplates, subscribeTemplates } from '../../platform/templates';

/**
 * The municipality's templates as this device keeps them (src/platform/templates.ts), read again from the
 * server once per mount when online. The defaults until the kept list is read: documents never wait.
 */
export function useTemplates(espaceId: string | null): { templates: TemplateDocument[]; loaded: boolean; error: string | null } {
  const [templates, setTemplates] = useState<TemplateDocument[]>([...DEFAULT_TEMPLATES]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!espaceId) return undefined;
    let alive = true;
    const reload = () => void cachedTemplates(espaceId).then((t) => alive && (setTemplates(t), setLoaded(true)));
    reload();
    const unsubscribe = subscribeTemplates(reload);
    refreshTemplates(espaceId).then(
      () => alive && setError(null),
      (e: unknown) => alive && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [espaceId]);
  return { templates, loaded, error };
}
