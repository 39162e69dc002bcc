import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Contact } from '../../domain/entities/contact';
import type { Emplacement } from '../../domain/entities/emplacement';
import type { Espace } from '../../domain/entities/espace';
import type { Location } from '../../domain/entities/location';
import type { Occupant } from '../../domain/entities/occupant';
import type { Procedure } from '../../domain/entities/procedure';
import { buildPlanPlots, type PlanPlot } from '../../domain/plan';
import { apiFetch } from '../../platform/http';
import { getReplica, type ReplicaDb } from '../db';
import { localDate } from '../localDate';

/**
 * Live queries of the plan (issue 4). The join runs inside the live query, so it runs once per replica
 * change and every render of the map reuses the same array (and the map keeps its features).
 */

async function readPlanPlots(db: ReplicaDb, today: string): Promise<PlanPlot[]> {
  // One read transaction: the five tables are seen at the same instant, never half a sync apart.
  return db.transaction('r', [db.emplacements, db.locations, db.occupants, db.procedures, db.contacts], async () => {
    const [emplacements, locations, occupants, procedures, contacts] = await Promise.all([
      db.emplacements.toArray(),
      db.locations.toArray(),
      db.occupants.toArray(),
      db.procedures.toArray(),
      db.contacts.toArray(),
    ]);
    return buildPlanPlots(
      {
        emplacements: emplacements as unknown as Emplacement[],
        locations: locations as unknown as Location[],
        occupants: occupants as unknown as Occupant[],
        procedures: procedures as unknown as Procedure[],
        contacts: contacts as unknown as Contact[],
      },
      today,
    );
  });
}

/** Every live plot of the cemetery with its status, holders and deceased; undefined while loading. */
export function usePlanPlots(espaceId: string | null): PlanPlot[] | undefined {
  return useLiveQuery(async () => (espaceId ? readPlanPlots(getReplica(espaceId), localDate(new Date())) : []), [espaceId]);
}

/** The cemetery's own row (plan size and hash, control points, centre); null when not pulled yet. */
export function useEspaceRow(espaceId: string | null): Espace | null | undefined {
  return useLiveQuery(async () => {
    if (!espaceId) return null;
    const row = await getReplica(espaceId).espaces.get(espaceId);
    return row && !row.deletedAt ? (row as unknown as Espace) : null;
  }, [espaceId]);
}

/** Where the plan image stands: the blob to show, or why there is none. */
export type PlanImageState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; message: string };

/**
 * Loads the plan once from GET /api/media/{sha256} and keeps it in the replica's media blobs, marked as
 * uploaded (the server has it), so the plan shows offline from then on; later reads never touch the network.
 */
export async function loadPlanBlob(db: ReplicaDb, sha256: string): Promise<Blob> {
  const stored = await db.mediaBlobs.get(sha256);
  if (stored) return stored.blob;
  const response = await apiFetch(`/api/media/${sha256}`, { headers: { accept: 'image/svg+xml' } });
  // The type is forced: the image element needs it to draw an SVG from a blob URL.
  const blob = new Blob([await response.arrayBuffer()], { type: 'image/svg+xml' });
  await db.mediaBlobs.put({ sha256, blob, mime: blob.type, size: blob.size, state: 'uploaded', createdAt: new Date().toISOString() });
  return blob;
}

/** An object URL of the cemetery's plan image, revoked when the plan changes or the screen closes. */
export function usePlanImage(espaceId: string | null, sha256: string | null | undefined): PlanImageState {
  const [state, setState] = useState<PlanImageState>({ status: 'loading' });
  useEffect(() => {
    if (!espaceId || !sha256) {
      setState({ status: sha256 === undefined ? 'loading' : 'none' });
      return;
    }
    let url: string | null = null;
    let cancelled = false;
    setState({ status: 'loading' });
    loadPlanBlob(getReplica(espaceId), sha256).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!cancelled) setState({ status: 'error', message: 'Le plan du cimetière n’a pas pu être chargé. Il s’affichera à la prochaine connexion.' });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [espaceId, sha256]);
  return state;
}
