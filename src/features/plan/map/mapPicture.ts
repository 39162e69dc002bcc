import type OlMap from 'ol/Map';
import { currentPictures, pictureFor, type PlanPictureKey } from '../../../domain/plan';

/** The map's background under its layers (olPlanMap.css, .plan-map). */
const BACKGROUND = '#f1f3f5';

/** A layer canvas' CSS transform, `matrix(a, b, c, d, e, f)`: canvas pixels to the map's CSS pixels. */
function cssMatrix(canvas: HTMLCanvasElement): number[] | null {
  const transform = canvas.style.transform;
  if (!transform) {
    const width = parseFloat(canvas.style.width);
    const height = parseFloat(canvas.style.height);
    return width > 0 && height > 0 ? [width / canvas.width, 0, 0, height / canvas.height, 0, 0] : null;
  }
  const inner = /^matrix\(([^()]*)\)$/.exec(transform)?.[1];
  const numbers = inner?.split(',').map(Number);
  return numbers && numbers.length === 6 && numbers.every(Number.isFinite) ? numbers : null;
}

/**
 * The map's layers as they are drawn now (OpenLayers draws each into a canvas of its own, moved by a CSS
 * transform), composed into one PNG the size of the map in device pixels, for the plan's opening picture
 * (issue 29, src/domain/plan/planPicture.ts). The controls, the overview and anything over the map are not in it.
 * Null when the browser cannot (no canvas, a layer it will not read back, a map with no size).
 */
export async function composeMapPicture(map: OlMap): Promise<{ blob: Blob; width: number; height: number; pixelRatio: number } | null> {
  const [width = 0, height = 0] = map.getSize() ?? [];
  if (!(width > 0) || !(height > 0) || typeof document === 'undefined') return null;
  const pixelRatio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * pixelRatio);
  canvas.height = Math.round(height * pixelRatio);
  const context = canvas.getContext('2d');
  if (!context) return null;
  try {
    context.fillStyle = BACKGROUND;
    context.fillRect(0, 0, canvas.width, canvas.height);
    for (const layer of Array.from(map.getViewport()?.querySelectorAll<HTMLCanvasElement>('.ol-layers canvas') ?? [])) {
      if (layer.width === 0 || layer.height === 0) continue;
      const matrix = cssMatrix(layer);
      if (!matrix) return null;
      const opacity = (layer.parentElement as HTMLElement | null)?.style.opacity || layer.style.opacity;
      context.globalAlpha = opacity === '' ? 1 : Number(opacity);
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = matrix;
      context.setTransform(a * pixelRatio, b * pixelRatio, c * pixelRatio, d * pixelRatio, e * pixelRatio, f * pixelRatio);
      context.drawImage(layer, 0, 0);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? { blob, width, height, pixelRatio } : null;
  } catch {
    // A canvas the browser refuses to read back (tainted): no picture, the plan opens as before.
    return null;
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** Whether `taken` holds a picture of this stamp and set at the map's present size and the screen's pixel ratio. */
export function pictureHeld(map: OlMap, taken: readonly PlanPictureKey[], want: Pick<PlanPictureKey, 'stamp' | 'set'>): boolean {
  const [width = 0, height = 0] = map.getSize() ?? [];
  return pictureFor(currentPictures(taken, want.stamp), { set: want.set, width, height, pixelRatio: window.devicePixelRatio || 1 }) !== null;
}
