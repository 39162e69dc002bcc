import { get, set } from 'idb-keyval';
import { useEffect, useState } from 'react';
import type { FaqEntry } from '../../domain/aide/faq';
import type { LexiqueEntry } from '../../domain/aide/lexique';
import { apiJson } from '../../platform/http';

/**
 * The glossary and the FAQ come from the server (GET /api/lexiques, GET /api/faqs) and are kept on the device
 * (idb-keyval), so the help centre reads the same offline. The shell warms this copy once per session
 * (prefetchAideContent), so a tablet that opened the app once online has its help when it leaves the network.
 */
export interface AideContent {
  lexique: LexiqueEntry[];
  faq: FaqEntry[];
  savedAt: string;
}

const KEY = 'aide:content';
let refresh: Promise<AideContent | null> | null = null;
const listeners = new Set<(content: AideContent) => void>();

/** Reads the server's copy and keeps it; null when offline or the server failed (the kept copy stays). */
function refreshOnce(): Promise<AideContent | null> {
  refresh ??= (async () => {
    try {
      const [lexique, faq] = await Promise.all([apiJson<LexiqueEntry[]>('/api/lexiques?order[titre]=asc'), apiJson<FaqEntry[]>('/api/faqs')]);
      const content = { lexique, faq, savedAt: new Date().toISOString() };
      await set(KEY, content);
      for (const listener of listeners) listener(content);
      return content;
    } catch {
      refresh = null;
      return null;
    }
  })();
  return refresh;
}

export function prefetchAideContent(): void {
  void refreshOnce();
}

/** The help content: the kept copy at once, then the server's when it arrives. `undefined` while reading. */
export function useAideContent(): AideContent | null | undefined {
  const [content, setContent] = useState<AideContent | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    const update = (c: AideContent) => alive && setContent(c);
    listeners.add(update);
    void get<AideContent>(KEY).then((kept) => {
      if (!alive) return;
      setContent((current) => current ?? kept ?? undefined);
      void refreshOnce().then((fresh) => alive && !fresh && setContent((current) => current ?? kept ?? null));
    });
    return () => {
      alive = false;
      listeners.delete(update);
    };
  }, []);
  return content;
}
