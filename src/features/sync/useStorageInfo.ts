import { useEffect, useState } from 'react';
import { storageInfo, type StorageInfo } from '../../replica/storage';

/** Storage used and left, read when the panel opens (the estimate is cheap but not live). */
export function useStorageInfo(active: boolean): StorageInfo | null {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  useEffect(() => {
    if (!active) return;
    let alive = true;
    void storageInfo().then((i) => {
      if (alive) setInfo(i);
    });
    return () => {
      alive = false;
    };
  }, [active]);
  return info;
}
