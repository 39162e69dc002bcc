import { useLiveQuery } from '../useLiveQuery';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dexie, type ObservabilitySet } from 'dexie';
import type { Espace } from '../../domain/entities/espace';
import { KeptPlots, PlanFromLists, type PlanFirstDraw, type PlanPlot, type PlanSnapshot } from '../../domain/plan';
import { apiFetch } from '../../platform/http';
import { getReplica, replicaName, type ReplicaDb } from '../db';
import { useToday } from '../useToday';
import { ChangeTracker } from './changedRows';
import { hasListRows, stampOfRows, useListRows } from './lists';
import { LIST_TABLES } from './listsState';
import { rasterizePlan, readPlanRaster, savePlanRaster } from './planRaster';
import { savePlanPicture } from './planPicture';
import { readPlanFirstDraw, readPlanSnapshot, savePlanSnapshot } from './planSnapshot';
import type { PlanPicture } from '../types';

/** Live queries of the plan (issue 4). */

/** One derivation per cemetery, kept with the lists' shared rows: unchanged plots keep their objects. */
const derivations = new Map<string, PlanFromLists>();

/** How long after the plots of a full read are shown their snapshot is stored: out of the first interactions' way. */
const SNAPSHOT_DELAY_MS = 2_000;

/**
 * How long the whole snapshot waits for the map to say it has drawn the first frame (onFirstDrawn) before it is
 * read anyway: a screen whose map is not shown (another tab) still gets its plots.
 */
const FULL_READ_FALLBACK_MS = 2_000;

export interface PlanPlotsOptions {
  /**
   * Open from the replica's plan snapshot when it is current (issue 29): its first frame drawn at once, then the
   * plots of the last full read used as they are, and the six tables read and joined only once the replica
   * changes (or the day does).
   */
  snapshot?: boolean;
}

export interface PlanPlotsState {
  /** Every live plot with its status, holders and deceased; undefined while loading. */
  plots: PlanPlot[] | undefined;
  /**
   * The snapshot's first frame (issue 29), from the moment it is read: the map draws it while `plots` is
   * undefined. Null without a current snapshot.
   */
  firstDraw: PlanFirstDraw | null;
  /** The stamp `plots` were made at, when known (the map keeps the first frame's features when it is the same). */
  plotsStamp: string | null;
  /** The map has drawn the first frame: the whole snapshot is read now, out of its way. */
  onFirstDrawn: () => void;
  /**
   * The plan's opening pictures made from the replica's current state (issue 29, src/domain/plan/planPicture.ts):
   * undefined while read, none once the replica changed after the screen opened or without `snapshot`.
   */
  pictures: readonly PlanPicture[] | undefined;
  /** Keeps the plan as drawn at its opening view for the next opening (with `snapshot` only). */
  onPicture: (picture: PlanPicture) => void;
}

/**
 * Every live plot of the cemetery with its status, holders and deceased; undefined while loading. Made from the
 * lists' rows, which follow the replica change by change (useListRows): a change costs the plots it touches,
 * not a read of the six tables. With `snapshot`, a current plan snapshot stands for those rows until the replica
 * changes: its first frame first, its plots once that frame is drawn; the plots of each full read are stored as
 * the next snapshot.
 */
export function usePlanPlots(espaceId: string | null, options: PlanPlotsOptions = {}): PlanPlotsState {
  const today = useToday();
  // Decided when the screen opens: rows already in this tab (another screen read them) need no snapshot.
  const [opening] = useState(() => ({ espaceId, today, snapshot: options.snapshot === true && !hasListRows(espaceId) }));
  const snapshotOn = opening.snapshot && opening.espaceId === espaceId;
  const drawn = useRef<() => void>(() => undefined);
  const onFirstDrawn = useCallback(() => drawn.current(), []);
  const { snapshot, pictures } = useSnapshotUntilChange(snapshotOn ? espaceId : null, opening.today, drawn);
  const onPicture = useCallback(
    (picture: PlanPicture) => {
      if (espaceId && opening.snapshot) void savePlanPicture(getReplica(espaceId), picture);
    },
    [espaceId, opening.snapshot],
  );
  const wantRows = !snapshotOn || snapshot.phase === 'none' || snapshot.changed || (snapshot.phase === 'done' && !snapshot.value) || today !== opening.today;
  const rows = useListRows(wantRows ? espaceId : null);
  const kept = useRef<{ espaceId: string | null; kept: KeptPlots } | null>(null);
  const derived = useMemo(() => {
    if (!espaceId || !rows) return null;
    let derivation = derivations.get(espaceId);
    if (!derivation) derivations.set(espaceId, (derivation = new PlanFromLists()));
    return { plots: derivation.plots(rows), stamp: stampOfRows(espaceId, rows) };
  }, [espaceId, rows]);
  const snapshotPlots = snapshot.phase === 'done' ? snapshot.value : null;
  const plots = useMemo(() => {
    if (!espaceId) return [];
    if (!derived) return snapshotPlots?.plots;
    if (kept.current?.espaceId !== espaceId) kept.current = { espaceId, kept: new KeptPlots(snapshotPlots) };
    return kept.current.kept.follow(derived.plots, derived.stamp);
  }, [espaceId, derived, snapshotPlots]);
  useEffect(() => {
    if (!espaceId || !derived || derived.stamp === null || !opening.snapshot) return;
    const { plots: made, stamp } = derived;
    const timer = setTimeout(() => void savePlanSnapshot(getReplica(espaceId), made, stamp), SNAPSHOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [espaceId, derived, opening.snapshot]);
  const firstDraw = snapshot.phase === 'draw' || snapshot.phase === 'done' ? snapshot.draw : null;
  const plotsStamp = derived ? derived.stamp : (snapshotPlots?.stamp ?? null);
  return { plots, firstDraw, plotsStamp, onFirstDrawn, pictures: !snapshotOn || snapshot.changed || today !== opening.today ? [] : pictures, onPicture };
}

/**
 * Where the snapshot's reading stands: 'reading' its first frame, 'draw' that frame read (the whole snapshot
 * comes once it is drawn), 'done' the whole snapshot read (null: none current), 'none' without a first frame
 * nor snapshot. `changed` once a write to the six tables is seen after the screen opened: the rows are read then.
 */
type SnapshotState =
  | { phase: 'reading' | 'none'; changed: boolean }
  | { phase: 'draw'; draw: PlanFirstDraw; changed: boolean }
  | { phase: 'done'; draw: PlanFirstDraw | null; value: PlanSnapshot | null; changed: boolean };

/**
 * The replica's current plan snapshot, read once when the screen opens: its first frame (a small record) at once,
 * the whole snapshot once `drawn` is called (the map drew that frame) or FULL_READ_FALLBACK_MS after, so its
 * read does not delay the first frame; without a first frame, the whole snapshot at once. `changed` once a write
 * to the six tables is seen after (in this tab, another tab or the sync worker: Dexie's 'storagemutated'), which
 * the listener, started before the reads, catches even during them. Both reads check the replica's stamp: a
 * record made from other rows is never used.
 */
function useSnapshotUntilChange(espaceId: string | null, today: string, drawn: { current: () => void }): { snapshot: SnapshotState; pictures: readonly PlanPicture[] | undefined } {
  const [state, setState] = useState<{ espaceId: string | null; value: SnapshotState }>({ espaceId, value: { phase: espaceId ? 'reading' : 'none', changed: false } });
  // The opening pictures (issue 29), read in the first frame's transaction and given before it.
  const [pictures, setPictures] = useState<{ espaceId: string; pictures: readonly PlanPicture[] } | null>(null);
  useEffect(() => {
    if (!espaceId) return;
    const db = getReplica(espaceId);
    const tracker = new ChangeTracker(replicaName(espaceId), LIST_TABLES);
    let current: SnapshotState = { phase: 'reading', changed: false };
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (next: SnapshotState) => {
      current = next;
      if (!cancelled) setState({ espaceId, value: next });
    };
    const listener = (parts: ObservabilitySet) => {
      if (current.changed || !tracker.take(parts)) return;
      current = { ...current, changed: true };
      // While reading, the change is kept for the state the read shows.
      if (current.phase !== 'reading') show(current);
    };
    Dexie.on('storagemutated', listener);
    const readWhole = (draw: PlanFirstDraw | null) =>
      readPlanSnapshot(db, today).then(
        (value) => show({ phase: 'done', draw, value, changed: current.changed }),
        () => show({ phase: 'done', draw, value: null, changed: current.changed }),
      );
    const onPictures = (read: readonly PlanPicture[]) => {
      if (!cancelled) setPictures({ espaceId, pictures: read });
    };
    readPlanFirstDraw(db, today, onPictures).then(
      (draw) => {
        if (cancelled) return;
        if (!draw) {
          void readWhole(null);
          return;
        }
        show({ phase: 'draw', draw, changed: current.changed });
        let asked = false;
        const ask = () => {
          if (asked || cancelled) return;
          asked = true;
          clearTimeout(timer);
          void readWhole(draw);
        };
        drawn.current = ask;
        timer = setTimeout(ask, FULL_READ_FALLBACK_MS);
      },
      () => {
        onPictures([]);
        void readWhole(null);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      drawn.current = () => undefined;
      Dexie.on('storagemutated').unsubscribe(listener);
    };
  }, [espaceId, today, drawn]);
  if (!espaceId) return { snapshot: { phase: 'none', changed: false }, pictures: [] };
  return {
    snapshot: state.espaceId === espaceId ? state.value : { phase: 'reading', changed: false },
    pictures: pictures?.espaceId === espaceId ? pictures.pictures : undefined,
  };
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
  | { status: 'ready'; url: string; raster: PlanRasterUrl | null }
  | { status: 'error'; message: string };

/** An object URL of the plan image's bitmap made on this device (issue 29), with its size in pixels. */
export interface PlanRasterUrl {
  url: string;
  width: number;
  height: number;
}

/** How long after the SVG plan is loaded its bitmap is made, when the device has none: out of the first taps' way. */
const RASTER_DELAY_MS = 3_000;

/** How long after a plan shown from its bitmap the SVG is loaded, for the zoom in: out of the first taps' way. */
const SVG_AFTER_RASTER_MS = 4_000;

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

/**
 * Object URLs of the cemetery's plan image and of its bitmap when the device has made it (issue 29), revoked when
 * the plan changes or the screen closes. Without a bitmap, the SVG starts loading at once and its bitmap is made
 * a few seconds after it has loaded, for the next openings; with one, the bitmap starts loading instead, and the
 * SVG, which the map draws only zoomed in, a few seconds later when the page is idle.
 */
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
    const urls: string[] = [];
    const preloads: HTMLImageElement[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    keepIfSame({ status: 'loading' });
    const db = getReplica(espaceId);
    Promise.all([loadPlanBlob(db, sha256), readPlanRaster(db, sha256)]).then(
      ([blob, stored]) => {
        if (cancelled) return;
        const ready = URL.createObjectURL(blob);
        urls.push(ready);
        let raster: PlanRasterUrl | null = null;
        if (stored) {
          const rasterUrl = URL.createObjectURL(stored.blob);
          urls.push(rasterUrl);
          raster = { url: rasterUrl, width: stored.width, height: stored.height };
          keep(preloads, preloadImage(rasterUrl));
          // The SVG is parsed a few seconds after the plan is shown, when the page is idle, rather than at the first
          // zoom in (where it froze the map for 0.5 to 2.5 s): the map's SVG layer then finds it in the image cache.
          timer = setTimeout(() => whenIdle(() => !cancelled && keep(preloads, preloadImage(ready))), SVG_AFTER_RASTER_MS);
        } else {
          const svg = preloadImage(ready);
          keep(preloads, svg);
          if (svg) {
            void afterLoad(svg).then(() => {
              if (!cancelled) timer = setTimeout(() => whenIdle(() => void makeRaster(db, svg, sha256, () => cancelled)), RASTER_DELAY_MS);
            });
          }
        }
        startTransition(() => setState({ status: 'ready', url: ready, raster }));
      },
      () => {
        if (!cancelled) startTransition(() => setState({ status: 'error', message: 'Le plan du cimetière n’a pas pu être chargé. Il s’affichera à la prochaine connexion.' }));
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      for (const image of preloads) image.src = '';
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [espaceId, sha256]);
  return state;
}

const keep = (list: HTMLImageElement[], image: HTMLImageElement | null) => void (image && list.push(image));

/** Resolves once the image has loaded (or failed: then it has no size and no bitmap is made). */
function afterLoad(image: HTMLImageElement): Promise<void> {
  return image.decode().catch(() => undefined);
}

/** Runs `task` when the page is idle (requestIdleCallback where the browser has it). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 0);
}

/** Makes and stores the bitmap of a loaded SVG plan, unless the screen closed meanwhile. */
async function makeRaster(db: ReplicaDb, image: HTMLImageElement, sha256: string, cancelled: () => boolean): Promise<void> {
  if (cancelled() || !image.complete || image.naturalWidth === 0) return;
  const raster = await rasterizePlan(image, sha256);
  if (raster) await savePlanRaster(db, raster);
}

/**
 * Starts loading the plan image as soon as its URL exists (issue 29): the browser parses a large SVG plan (3 MB at
 * 20,000 plots) while the plots are read and the map's code loads, instead of after, when the map first asks for
 * it; the map's own image element with the same URL then gets it from the document's image cache. Kept in
 * scope until the screen closes, so it is not collected half-loaded.
 */
function preloadImage(url: string): HTMLImageElement | null {
  if (typeof Image === 'undefined') return null;
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  return image;
}
