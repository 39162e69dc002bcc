import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReadyFile } from '../../platform/download';

/**
 * The file an export offers on screen ('Télécharger à nouveau'), and its object URL let go when it is replaced
 * or the screen goes: a minute later rather than at once, since Chromium may still be reading the blob of a
 * download just started.
 */
export function useReadyFile(): [ReadyFile | null, (file: ReadyFile | null) => void] {
  const [ready, setReady] = useState<ReadyFile | null>(null);
  const url = useRef<string | null>(null);
  const keep = useCallback((file: ReadyFile | null) => {
    const previous = url.current;
    if (previous) setTimeout(() => URL.revokeObjectURL(previous), 60_000);
    url.current = file?.url ?? null;
    setReady(file);
  }, []);
  useEffect(() => () => keep(null), [keep]);
  return [ready, keep];
}
