import { useLiveQuery } from '../useLiveQuery';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Espace } from '../../domain/entities/espace';
import { PlanFromLists, type PlanPlot } from '../../domain/plan';
import { apiFetch } from '../../platform/http';
import { getReplica, type ReplicaDb } from '../db';
import { useListRows } from './lists';

/** Live queries of the plan (issue 4). */

/** One derivation per cemetery, kept with the lists' shared rows: unchanged plots keep their objects. */
const derivations = new Map<string, PlanFromLists>();

/**
 * Every live plot of the cemetery with its status, holders and deceased; undefined while loading. Made from the
 * lists' rows, which follow the replica change by change (useListRows): a change costs the plots it touches,
 * not a read of the six tables.
 */
export function usePlanPlots(espaceId: string | null): PlanPlot[] | undefined {
  const rows = useListRows(espaceId);
  return useMemo(() => {
    if (!espaceId) return [];
    if (!rows) return undefined;
    let derivation = derivations.get(espaceId);
    if (!derivation) derivations.set(espaceId, (derivation = new PlanFromLists()));
    return derivation.plots(rows);
  }, [espaceId, rows]);
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
  // The background download (issue 29) keeps the type the server sent; an image element draws an SVG blob only typed so.
  if (stored) return stored.blob.type === 'image/svg+xml' ? stored.blob : new Blob([stored.blob], { type: 'image/svg+xml' });
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
    // A state equal to the current one keeps its object (no render for nothing), and the plan's arrival renders
    // the screen as a transition, in slices (issue 14, first screen).
    const keepIfSame = (next: PlanImageState) => setState((current) => (current.status === next.status && next.status !== 'ready' && next.status !== 'error' ? current : next));
    if (!espaceId || !sha256) {
      keepIfSame({ status: sha256 === undefined ? 'loading' : 'none' });
      return;
    }
    let url: string | null = null;
    let cancelled = false;
    keepIfSame({ status: 'loading' });
    loadPlanBlob(getReplica(espaceId), sha256).then(
      (blob) => {
        if (cancelled) return;
        const ready = URL.createObjectURL(blob);
        url = ready;
        startTransition(() => setState({ status: 'ready', url: ready }));
      },
      () => {
        if (!cancelled) startTransition(() => setState({ status: 'error', message: 'Le plan du cimetière n’a pas pu être chargé. Il s’affichera à la prochaine connexion.' }));
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [espaceId, sha256]);
  return state;
}
