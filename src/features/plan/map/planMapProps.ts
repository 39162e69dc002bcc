import type BaseLayer from 'ol/layer/Base';
import type { PlanExtent, PlanFirstDraw, PlanPictureKey, PlanPictureSet, PlanPlot } from '../../../domain/plan';
import type { PlanPicture } from '../../../replica/types';

/** Where the tablet is on the plan, in plan pixels, with the GPS accuracy in plan pixels. */
export interface PlanPosition {
  x: number;
  y: number;
  accuracyPx: number;
  /** Centre the view on it (the first fix after 'Me localiser'). */
  follow: boolean;
}

/** The plan image's bitmap made on this device (issue 29): drawn at whole-plan zoom instead of the SVG. */
export interface PlanRasterImage {
  url: string;
  width: number;
  height: number;
}

/** A tap at a pixel of the map's box, by a finger or not. */
export interface PlanTap {
  pixel: [number, number];
  touch: boolean;
}

export interface PlanMapProps {
  imageUrl: string | null;
  /** The bitmap of `imageUrl`'s plan, when this device has made it; the SVG is then loaded once zoomed in. */
  raster?: PlanRasterImage | null;
  width: number;
  height: number;
  /** Null while only the snapshot's first frame is read: the map draws `firstDraw` then. */
  plots: readonly PlanPlot[] | null;
  /**
   * The snapshot's first frame (issue 29), drawn while `plots` is null. When the plots come with its stamp
   * (`plotsStamp`), the features drawn stay: they are the same.
   */
  firstDraw?: PlanFirstDraw | null;
  /** The stamp `plots` were made at, when known. */
  plotsStamp?: string | null;
  /** Told each time the map has drawn its plots (OpenLayers' rendercomplete with them). */
  onPlotsDrawn?: () => void;
  /** Ids shown; null shows every plot. */
  visible: ReadonlySet<string> | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Fly to this plot; a new object flies again to the same plot. */
  focus: { id: string } | null;
  position: PlanPosition | null;
  /** Fit the view to this box of plan pixels (the carré chosen in the filters); a new object fits again. */
  fit?: { extent: PlanExtent } | null;
  /** The id of the element the full-screen button shows (the map's box with the sync state); the map alone without it. */
  fullscreenId?: string;
  /** Told when the map enters (true) or leaves (false) full screen. */
  onFullscreen?: (on: boolean) => void;
  /**
   * Set while the map shows a screen's opening set of plots of this stamp with nothing of the user's on it (no
   * filter, selection, position or fit): the first time it has drawn them at its opening view, untouched, it
   * gives that drawing to `onPicture` as the plan's opening picture (issue 29), unless `taken` has one for it.
   */
  picture?: { stamp: string; set: PlanPictureSet; taken: readonly PlanPictureKey[] } | null;
  /**
   * A tap made on the opening picture before the map had drawn (issue 29): answered as a tap on the map at that
   * pixel (the picture is the map's own drawing) as soon as the plots are drawn, once per object.
   */
  pendingTap?: PlanTap | null;
  onPicture?: (picture: PlanPicture) => void;
  /** Layers of the map editor, drawn above the plots. */
  extraLayers?: readonly BaseLayer[];
}
