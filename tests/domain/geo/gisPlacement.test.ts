import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitGeoreference, invertAffine, planToLonLat, toLambert93, type ControlPoint } from '../../../src/domain/geo';
import { frameControlPoints, frameMarker, frameMatches, frameOf, parseFrameMarker, toGround, toPlan, type GisFrame, type Ring } from '../../../src/domain/geo/gisLayout';
import { MSG_FAR_FROM_PLAN, placeLayer, type CurrentPlan, type Placement } from '../../../src/domain/geo/gisPlacement';
import { placementNotices } from '../../../src/domain/geo/placementNotices';
import { fromLambert93 } from '../../../src/domain/geo/lambert93';

/** A grave 1.2 m × 2.2 m at a Lambert-93 point (its south-west corner), closed. */
const grave = ([x, y]: readonly [number, number]): Ring => [[x, y], [x + 1.2, y], [x + 1.2, y + 2.2], [x, y + 2.2], [x, y]];
const centre = (ring: Ring): [number, number] => {
  const pts = ring.slice(0, -1);
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
};
/** Where 'Me localiser' puts a plan pixel on the ground: through the fitted control points, in Lambert-93. */
const located = (controlPoints: readonly ControlPoint[], px: [number, number]): [number, number] => {
  const fit = fitGeoreference(controlPoints);
  if ('error' in fit) throw new Error(fit.error);
  return toLambert93(planToLonLat(fit.transform, px));
};
const gap = (a: readonly [number, number], b: readonly [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

const EMPTY: CurrentPlan = { drawing: 'aucun', width: null, height: null, frame: null, decor: [], controlPoints: null, plots: [] };
const placed = (p: Placement | { error: string }): Placement => {
  if ('error' in p) throw new Error(p.error);
  return p;
};

/** The plan after a layer was laid on an empty cemetery, its plots named p1, p2…, as the server would store it. */
function afterFirst(rings: Ring[]): { plan: CurrentPlan; placement: Placement } {
  const placement = placed(placeLayer(EMPTY, { rings, keepTownDrawing: false }));
  const frame = placement.frame!;
  return {
    placement,
    plan: {
      drawing: 'sig', width: frame.width, height: frame.height, frame, decor: [], controlPoints: placement.controlPoints,
      plots: placement.rings.map((ring, i) => ({ id: `p${i + 1}`, label: `N° ${i + 1}`, coordinates: [ring] })),
    },
  };
}

describe('the frame of a GIS plan', () => {
  const frame = frameOf({ minX: 191_139, minY: 6_851_350, maxX: 191_189.5, maxY: 6_851_372.25 }) as GisFrame;

  it('goes from the ground to the plan and back within a millimetre, and its corners are its control points', () => {
    for (const p of [[191_139, 6_851_350], [191_160.123, 6_851_361.789]] as Array<[number, number]>) expect(gap(toGround(frame, toPlan(frame, p)), p)).toBeLessThan(0.001);
    expect(frameMatches(frame, frameControlPoints(frame))).toBe(true);
    const moved = frameControlPoints(frame).map((c, i) => (i === 0 ? { ...c, lonLat: [c.lonLat[0] + 1e-5, c.lonLat[1]] as [number, number] } : c));
    expect(frameMatches(frame, moved)).toBe(false);
    expect(frameMatches(frame, null)).toBe(false);
  });

  it('is written in the drawing and read back exactly', () => {
    expect(parseFrameMarker(frameMarker(frame), frame.width, frame.height)).toEqual(frame);
    expect(parseFrameMarker('1 2', 10, 10)).toBeNull();
    expect(parseFrameMarker('1 2 50', 10, 10)).toBeNull();
  });

  it('a plan of one long row of graves (4,000 × 60 px) is georeferenced, not taken for points in a line', () => {
    const strip = frameOf({ minX: 191_139, minY: 6_851_350, maxX: 192_139, maxY: 6_851_352.2 }) as GisFrame;
    expect(strip.width / strip.height).toBeGreaterThan(60);
    expect(gap(located(frameControlPoints(strip), [strip.width - 20, 20]), [192_139, 6_851_352.2])).toBeLessThan(0.05);
  });

  it('refuses a layer over 5 km', () => {
    expect(frameOf({ minX: 0, minY: 6_000_000, maxX: 5_001, maxY: 6_000_001 })).toEqual({ error: expect.stringMatching(/plus de 5 km/) });
  });
});

describe('a second layer extends the plan (issue 26)', () => {
  const ORIGIN: [number, number] = [191_139, 6_851_350];
  const row = (x0: number, y0: number, n: number): Ring[] => Array.from({ length: n }, (_, i) => grave([x0 + i * 1.8, y0]));

  it('side by side: the plan is redrawn around both, every plot of the first found by “Me localiser” within 0.5 m of where it is', () => {
    const first = row(ORIGIN[0], ORIGIN[1], 4);
    const { plan } = afterFirst(first);
    const second = placed(placeLayer(plan, { rings: row(ORIGIN[0] + 14, ORIGIN[1], 5), keepTownDrawing: false }));
    expect(second.mode).toBe('étendu');
    expect(second.moved.size).toBe(4);
    first.forEach((ring, i) => {
      const moved = second.moved.get(`p${i + 1}`)![0]!;
      expect(gap(located(second.controlPoints!, centre(moved)), centre(ring))).toBeLessThan(0.5);
    });
    row(ORIGIN[0] + 14, ORIGIN[1], 5).forEach((ring, i) => expect(gap(located(second.controlPoints!, centre(second.rings[i]!)), centre(ring))).toBeLessThan(0.5));
    expect(placementNotices(second, new Set(), 'emplacements')).toEqual([
      'Le plan sera agrandi pour accueillir les polygones du fichier : il est redessiné et calé de nouveau sur le terrain. Les 4 emplacement(s) déjà dessiné(s) gardent leur place sur le terrain : leur contour est recalculé dans le nouveau plan, et « Me localiser » les trouve au même endroit.',
    ]);
  });

  it('overlapping, within the first plan: its frame and control points are kept, nothing already drawn moves', () => {
    const { plan } = afterFirst([...row(ORIGIN[0], ORIGIN[1], 4), ...row(ORIGIN[0], ORIGIN[1] + 10, 4)]);
    const second = placed(placeLayer(plan, { rings: row(ORIGIN[0] + 0.5, ORIGIN[1] + 4, 3), keepTownDrawing: false }));
    expect(second.mode).toBe('cadre conservé');
    expect(second.controlPoints).toBeNull();
    expect(second.moved.size).toBe(0);
    expect(second.frame).toEqual(plan.frame);
    row(ORIGIN[0] + 0.5, ORIGIN[1] + 4, 3).forEach((ring, i) => expect(gap(located(plan.controlPoints!, centre(second.rings[i]!)), centre(ring))).toBeLessThan(0.5));
  });

  it('the same layer again lands on the very same pixels', () => {
    const rings = row(ORIGIN[0], ORIGIN[1], 4);
    const { plan, placement } = afterFirst(rings);
    const again = placed(placeLayer(plan, { rings, keepTownDrawing: false }));
    expect(again.mode).toBe('cadre conservé');
    expect(again.rings).toEqual(placement.rings);
  });

  it('any first and second layer within 500 m: every plot keeps its ground position within 0.5 m (property)', () => {
    const layer = fc.record({
      dx: fc.double({ min: -500, max: 500, noNaN: true }),
      dy: fc.double({ min: -500, max: 500, noNaN: true }),
      n: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(layer, layer, fc.double({ min: 42.5, max: 50.5, noNaN: true }), fc.double({ min: -4, max: 7.5, noNaN: true }), (a, b, lat, lon) => {
        const origin = toLambert93([lon, lat]);
        const first = row(origin[0] + a.dx, origin[1] + a.dy, a.n);
        const secondRings = row(origin[0] + b.dx, origin[1] + b.dy, b.n);
        const { plan } = afterFirst(first);
        const second = placed(placeLayer(plan, { rings: secondRings, keepTownDrawing: false }));
        const points = second.controlPoints ?? plan.controlPoints!;
        first.forEach((ring, i) => {
          const px = second.moved.get(`p${i + 1}`)?.[0] ?? plan.plots[i]!.coordinates[0]!;
          expect(gap(located(points, centre(px)), centre(ring))).toBeLessThan(0.5);
        });
        secondRings.forEach((ring, i) => expect(gap(located(points, centre(second.rings[i]!)), centre(ring))).toBeLessThan(0.5));
      }),
      { numRuns: 60 },
    );
  });

  it('a layer 10 km from a georeferenced plan is refused, saying how far', () => {
    const { plan } = afterFirst(row(ORIGIN[0], ORIGIN[1], 2));
    expect(placeLayer(plan, { rings: row(ORIGIN[0] + 10_000, ORIGIN[1], 2), keepTownDrawing: false })).toEqual({ error: MSG_FAR_FROM_PLAN(10_000.6) });
    expect(MSG_FAR_FROM_PLAN(10_000.6)).toMatch(/^Les polygones du fichier sont à 10 km du plan actuel du cimetière, qui est calé sur le terrain/);
  });
});

describe('a layer on a drawing uploaded by the town (issue 26)', () => {
  // A town's plan, 1000 × 800 px at 0.07 m a pixel, turned 12° from north (as the demo's), near Sainte-Sève.
  const centreL93 = toLambert93([-3.8743, 48.5716]);
  const theta = (12 * Math.PI) / 180;
  const toGroundTown = ([x, y]: readonly [number, number]): [number, number] => {
    const e = (x - 500) * 0.07;
    const n = -(y - 400) * 0.07;
    return [centreL93[0] + e * Math.cos(theta) + n * Math.sin(theta), centreL93[1] - e * Math.sin(theta) + n * Math.cos(theta)];
  };
  const controlPoints: ControlPoint[] = ([[0, 0], [1000, 0], [1000, 800], [0, 800]] as Array<[number, number]>).map((px) => ({ px, lonLat: fromLambert93(toGroundTown(px)) }));
  const drawnOnTown: Ring = [[100, 100], [130, 100], [130, 160], [100, 160], [100, 100]];
  const town: CurrentPlan = { drawing: 'dessin', width: 1000, height: 800, frame: null, decor: [], controlPoints, plots: [{ id: 't1', label: 'Carré Z · N° 1', coordinates: [drawnOnTown] }] };

  it('shapes falling on it are placed in its pixels through the inverse of its georeference, the drawing kept', () => {
    const on = grave(toGroundTown([400, 400]));
    const p = placed(placeLayer(town, { rings: [on], keepTownDrawing: false }));
    expect(p.mode).toBe('dessin conservé');
    expect(p.frame).toBeNull();
    expect(p.controlPoints).toBeNull();
    const fit = fitGeoreference(controlPoints);
    if ('error' in fit) throw new Error(fit.error);
    const expected = invertAffine(fit.transform, on[0]!);
    expect(gap(p.rings[0]![0]!, expected)).toBeLessThan(0.01);
    expect(placementNotices(p, new Set(), 'emplacements')[0]).toMatch(/^Le plan dessiné par la commune est conservé : les polygones du fichier y sont placés d’après son calage sur le terrain \(écart moyen des points de calage : 0 m\)\. Les emplacements déjà dessinés ne bougent pas\.$/);
  });

  it('shapes off it make the plan be redrawn, the town’s plots kept at their ground position, and the dry run says the drawing goes', () => {
    const off = grave(toGroundTown([1500, 400]));
    const p = placed(placeLayer(town, { rings: [off], keepTownDrawing: false }));
    expect(p.mode).toBe('étendu');
    expect(p.offDrawing).toBe(1);
    const moved = p.moved.get('t1')![0]!;
    expect(gap(located(p.controlPoints!, centre(moved)), toGroundTown(centre(drawnOnTown)))).toBeLessThan(0.5);
    expect(placementNotices(p, new Set(), 'emplacements')[0]).toMatch(/^1 polygone\(s\) du fichier sortent du plan dessiné par la commune : ce dessin sera remplacé .* Les 1 emplacement\(s\) déjà dessiné\(s\) gardent leur place sur le terrain/);
  });

  it('a carré layer never replaces the town’s drawing', () => {
    const off = grave(toGroundTown([1500, 400]));
    const p = placed(placeLayer(town, { rings: [off], keepTownDrawing: true }));
    expect(p.mode).toBe('dessin conservé');
    expect(placementNotices(p, new Set(), 'carres')[0]).toMatch(/Les contours des carrés ne sont pas ajoutés à ce dessin\.$/);
  });

  it('a GIS plan whose control points an administrator moved is placed through them, not through its frame', () => {
    const { plan } = afterFirst([grave([191_139, 6_851_350]), grave([191_159, 6_851_370])]);
    // Half a metre east.
    const shifted = plan.controlPoints!.map((c) => ({ ...c, lonLat: [c.lonLat[0] + 0.000007, c.lonLat[1]] as [number, number] }));
    const p = placed(placeLayer({ ...plan, controlPoints: shifted }, { rings: [grave([191_140, 6_851_350.5])], keepTownDrawing: false }));
    expect(p.mode).toBe('dessin conservé');
    expect(gap(located(shifted, centre(p.rings[0]!)), centre(grave([191_140, 6_851_350.5])))).toBeLessThan(0.01);
  });
});

describe('a plan that is not georeferenced is replaced, and the dry run says what is lost (issue 26)', () => {
  const unreferenced: CurrentPlan = {
    drawing: 'dessin', width: 400, height: 300, frame: null, decor: [], controlPoints: null,
    plots: [
      { id: 'z1', label: 'Carré Z · Allée 1 · N° 1', coordinates: [[[40, 40], [70, 40], [70, 100], [40, 100], [40, 40]]] },
      { id: 'z2', label: 'Carré Z · Allée 1 · N° 2', coordinates: [[[80, 40], [110, 40], [110, 100], [80, 100], [80, 40]]] },
    ],
  };

  it('lists the plots that lose their position, but those the layer draws again', () => {
    const p = placed(placeLayer(unreferenced, { rings: [grave([191_139, 6_851_350])], keepTownDrawing: false }));
    expect(p.mode).toBe('remplacé');
    expect(p.cleared.map((c) => c.id)).toEqual(['z1', 'z2']);
    expect(placementNotices(p, new Set(['z2']), 'emplacements')).toEqual([
      'Le plan actuel sera remplacé : 1 emplacement(s) dessiné(s) sur l’ancien plan perdront leur position, car ce plan n’est pas calé sur le terrain (leur contour sera effacé ; ils restent dans le registre) : Carré Z · Allée 1 · N° 1.',
      'Pour les garder à leur place, n’importez pas maintenant : calez d’abord le plan actuel sur le terrain (au moins trois points, dans l’éditeur du plan), puis importez de nouveau cette couche : elle s’ajoutera au plan.',
    ]);
    expect(placementNotices(p, new Set(['z1', 'z2']), 'emplacements')).toEqual(['Le plan actuel, qui n’est pas calé sur le terrain, sera remplacé par celui dessiné d’après les polygones du fichier.']);
  });

  it('an empty cemetery gets a new plan', () => {
    const p = placed(placeLayer(EMPTY, { rings: [grave([191_139, 6_851_350])], keepTownDrawing: false }));
    expect(p.mode).toBe('nouveau');
    expect(placementNotices(p, new Set(), 'emplacements')).toEqual(['Le plan du cimetière sera dessiné d’après les polygones du fichier et calé sur le terrain : « Me localiser » fonctionnera aussitôt.']);
  });
});
