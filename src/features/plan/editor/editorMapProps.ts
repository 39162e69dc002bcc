import type { PlanPolygon } from '../../../domain/entities/emplacement';
import type { PlanPlot } from '../../../domain/plan';
import type { CalagePoint, Draft, EditorTool } from './draft';

export interface EditorMapProps {
  imageUrl: string | null;
  width: number;
  height: number;
  plots: readonly PlanPlot[];
  tool: EditorTool;
  drafts: readonly Draft[];
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  /** A shape was drawn: a new draft with this outline. */
  onDrawn: (geometry: PlanPolygon) => void;
  /** A draft was moved or reshaped. */
  onChanged: (key: string, geometry: PlanPolygon) => void;
  /** An existing plot was clicked with the selection tool: edit its shape. */
  onPickPlot: (plot: PlanPlot) => void;
  calage: readonly CalagePoint[];
  onCalageClick: (px: [number, number]) => void;
  /** Web-map zoom level of the view (spec 001 §2: zoom field, default 19 on a georeferenced plan). */
  zoom: number | null;
  onZoomChange: (zoom: number) => void;
  /** On a georeferenced plan: metres per plan pixel, and the espace's latitude, longitude as a plan point. */
  georef: { metresPerPixel: number; latitude: number; centre: [number, number] | null } | null;
}
