import { useEffect, useState } from 'react';
import { isNetworkError } from '../../platform/errors';
import { apiFetch } from '../../platform/http';
import { getReplica, type ReplicaDb } from '../db';
import { quotaSafe } from '../quota';
import { useMediaUrl } from './fiche';

/** Downloads still running, by cemetery, SHA-256 and mode: one thumbnail and the viewer showing it share one request. */
const inFlight = new Map<string, Promise<void>>();

/** How many times a waiting download goes again after the network dropped under it (each after the gate reopened). */
const NETWORK_TRIES = 5;

/**
 * Fetches a photo that another device took (GET /api/media/{sha256}) and keeps it in the replica's blobs,
 * marked as uploaded (the server has it), so the sheet seen once online shows it offline from then on.
 * `waitForNetwork` (a thumbnail, the documents kept for a procedure): offline, the download waits for the
 * network to come back and then goes (issue 14), instead of failing; without it (the user asked for the
 * file), it fails at once with NetworkError.
 */
export function fetchPhotoBlob(db: ReplicaDb, espaceId: string, sha256: string, waitForNetwork = false): Promise<void> {
  const key = `${espaceId}/${sha256}/${waitForNetwork ? 'wait' : 'now'}`;
  let running = inFlight.get(key);
  if (!running) {
    running = (async () => {
      for (let attempt = 1; ; attempt++) {
        if (await db.mediaBlobs.get(sha256)) return;
        try {
          const response = await apiFetch(`/api/media/${sha256}`, { waitForNetwork });
          const blob = await response.blob();
          await quotaSafe(() => db.mediaBlobs.put({ sha256, blob, mime: blob.type, size: blob.size, state: 'uploaded', createdAt: new Date().toISOString() }));
          return;
        } catch (error) {
          // The gate holds the next try until the network is back: no timer, no storm.
          if (!waitForNetwork || !isNetworkError(error) || attempt >= NETWORK_TRIES) throw error;
        }
      }
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
    // Once per photo and mount: offline, it waits for the network and then goes; a refused download is tried
    // again the next time the sheet opens.
    setTried(sha256);
    fetchPhotoBlob(getReplica(espaceId), espaceId, sha256, true).catch(() => undefined);
  }, [url, espaceId, sha256, tried]);
  return url;
}
