import { SaxesParser } from 'saxes';
import { FRAME_ATTRIBUTE, PLAN_SIG_ATTRIBUTE, ringOfPoints, SHAPE_KIND_ATTRIBUTE, SHAPE_NAME_ATTRIBUTE, type DecorShape } from '../../src/domain/geo/gisDrawing';
import { parseFrameMarker, type GisFrame } from '../../src/domain/geo/gisLayout';
import type { PlanDrawing } from '../../src/domain/geo/gisPlacement';

/**
 * What the cemetery's stored plan is, for a GIS layer laid on it (issue 26): a plan drawn by a GIS import says so
 * on its root (src/domain/geo/gisDrawing.ts), with its Lambert-93 frame and the shapes it shows besides the plots;
 * any other SVG is a drawing of the town's, to keep. The stored plan was cleaned by the SVG import's sanitiser
 * and is read here without trusting more: a drawing without the marker is left at its root element, so a town's
 * 20 MB plan costs a few bytes of parsing. Runs in the GIS worker (gisReader.ts).
 */
export interface StoredPlan {
  drawing: PlanDrawing;
  frame: GisFrame | null;
  decor: DecorShape[];
}

class Done extends Error {}
const CHUNK = 64 * 1024;

export function readStoredPlan(bytes: Uint8Array | null, width: number | null, height: number | null): StoredPlan {
  if (!bytes || bytes.byteLength === 0) return { drawing: 'aucun', frame: null, decor: [] };
  const result: StoredPlan = { drawing: 'dessin', frame: null, decor: [] };
  const parser = new SaxesParser({ xmlns: false, position: false });
  let root = true;
  parser.on('opentag', (tag) => {
    const attr = (name: string) => {
      const v = tag.attributes[name];
      return typeof v === 'string' ? v : undefined;
    };
    if (root) {
      root = false;
      if (tag.name !== 'svg' || attr(PLAN_SIG_ATTRIBUTE) !== '1') throw new Done();
      result.drawing = 'sig';
      result.frame = parseFrameMarker(attr(FRAME_ATTRIBUTE), width ?? 0, height ?? 0);
      return;
    }
    const kind = attr(SHAPE_KIND_ATTRIBUTE);
    if (tag.name !== 'polygon' || (kind !== 'carre' && kind !== 'autre')) return;
    const ring = ringOfPoints(attr('points') ?? '');
    if (ring) result.decor.push({ kind, nom: attr(SHAPE_NAME_ATTRIBUTE)?.slice(0, 100) ?? null, ring });
  });
  const decoder = new TextDecoder('utf-8');
  try {
    // By chunks: a drawing without the marker stops at its root, the rest never decoded.
    for (let i = 0; i < bytes.byteLength; i += CHUNK) parser.write(decoder.decode(bytes.subarray(i, i + CHUNK), { stream: true }));
    parser.write(decoder.decode()).close();
  } catch (error) {
    if (error instanceof Done) return result;
    // A stored plan that does not parse is nobody's GIS drawing: keep it as the town's.
    return { drawing: 'dessin', frame: null, decor: [] };
  }
  return result;
}
