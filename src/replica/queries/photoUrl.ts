import { useEffect, useState } from 'react';
import { apiFetch } from '../../platform/http';
import { getReplica, type ReplicaDb } from '../db';
import { quotaSafe } from '../quota';
import { useMediaUrl } from './fiche';

/** Downloads still running, by cemetery and SHA-256: one thumbnail and the viewer showing it share one request. */
const inFlight = new Map<string, Promise<void>>();

/**
 * Fetches a photo that another device took (GET /api/media/{sha256}) and keeps it in the replica's blobs,
 * marked as uploaded (the server has it), so the sheet seen once online shows it offline from then on.
 */
export function fetchPhotoBlob(db: ReplicaDb, espaceId: string, sha256: string): Promise<void> {
  const key = `${espaceId}/${sha256}`;
  let running = inFlight.get(key);
  if (!running) {
    running = (async () => {
      if (await db.mediaBlobs.get(sha256)) return;
      const response = await apiFetch(`/api/media/${sha256}`);
      const blob = await response.blob();
      await quotaSafe(() => db.mediaBlobs.put({ sha256, blob, mime: blob.type, size: blob.size, state: 'uploaded', createdAt: new Date().toISOString() }));
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

/**
 * An object URL for a photo of the sheet: the device's own blob at once, else downloaded once when the network
 * allows (offline, the thumbnail stays empty until then). Null while there is none.
 */
export function usePhotoUrl(espaceId: string | null, sha256: string | null): string | null {
  const url = useMediaUrl(espaceId, sha256);
  const [tried, setTried] = useState<string | null>(null);
  useEffect(() => {
    if (url || !espaceId || !sha256 || tried === sha256) return;
    // Once per photo and mount: an offline or refused download is tried again the next time the sheet opens.
    setTried(sha256);
    fetchPhotoBlob(getReplica(espaceId), espaceId, sha256).catch(() => undefined);
  }, [url, espaceId, sha256, tried]);
  return url;
}
