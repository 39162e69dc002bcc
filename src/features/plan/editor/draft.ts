import type { PlanPolygon } from '../../../domain/entities/emplacement';

/** The editor's tools: selection (move, reshape), the four shapes of spec 001 §2, and control points. */
export type EditorTool = 'select' | 'rectangle' | 'polygon' | 'oval' | 'star' | 'calage';

/**
 * A shape being edited, not yet saved: linked to an existing plot (its geometry will be replaced) or
 * describing a new plot. Only these are sent on save (spec 001 §2: only rectangles, polygons, ovals and
 * stars are sent).
 */
export interface Draft {
  key: string;
  /** The outline to save; null removes the linked plot's shape (the plot itself stays, undrawn). */
  geometry: PlanPolygon | null;
  /** An existing plot this shape draws; null for a new plot. */
  plotId: string | null;
  /** The shape of a plot already on the plan, picked to be edited (deleting it clears that plot's shape). */
  fromPlan: boolean;
  carre: string;
  allee: string;
  numero: string;
  type: string | null;
}

/** A georeferencing point being set: its place on the plan, and what the administrator typed. */
export interface CalagePoint {
  px: [number, number];
  text: string;
}

/** Reads 'latitude, longitude' as typed or pasted (decimal degrees, comma or space, decimal comma accepted). */
export function parseLatLon(text: string): { lat: number; lon: number } | null {
  const parts = text
    .trim()
    .replace(/(\d),(\d)/g, '$1.$2')
    .split(/[\s;,]+/)
    .filter((p) => p);
  if (parts.length !== 2) return null;
  const lat = Number(parts[0]);
  const lon = Number(parts[1]);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/** Why a draft cannot be saved yet, or null. */
export function draftProblem(draft: Draft): string | null {
  if (draft.plotId) return null;
  if (!draft.numero.trim()) return 'Reliez la forme à un emplacement ou donnez au moins un numéro.';
  return null;
}

/**
 * 'Supprimer la forme' on a draft: a plot's own shape (picked on the plan) becomes a removal, saved as a null
 * geometry, so the plot stays without a shape; a new drawing not saved yet is simply forgotten.
 */
export function deleteDraftShape(drafts: readonly Draft[], key: string): Draft[] {
  const draft = drafts.find((d) => d.key === key);
  if (!draft?.fromPlan) return drafts.filter((d) => d.key !== key);
  return drafts.map((d) => (d.key === key ? { ...d, geometry: null } : d));
}

/** The mutation a draft saves: a new geometry (or none) for a linked plot, else the creation of a plot. */
export function draftMutation(draft: Draft, newId: string): { name: string; args: Record<string, unknown> } {
  if (draft.plotId) return { name: 'emplacement.setGeometry', args: { id: draft.plotId, geometry: draft.geometry } };
  return {
    name: 'emplacement.create',
    args: { id: newId, carre: draft.carre, allee: draft.allee, numero: draft.numero, typeOccupation: draft.type, geometry: draft.geometry },
  };
}
