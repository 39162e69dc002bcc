import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROP_MAX_PLOTS, CROP_MIN_SIDE, cropFrame, overlaps, plotsInFrame, ringPath, shapeBox, shapePath, type Box, type PlotShape } from '../../src/domain/portail/planCrop';

/**
 * The plan a deceased's portal page draws (issue 30): a square around the grave, only the plots that meet it,
 * each a short path of whole pixels, so the page stays light on a bad phone connection.
 */

const rect = (x: number, y: number, w: number, h: number): PlotShape => ({
  geometry: { type: 'Polygon', coordinates: [[[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]]] },
  posX: null,
  posY: null,
});

describe('shapeBox', () => {
  it.each([
    ['an outline', rect(10, 20, 18, 27), [10, 20, 28, 47]],
    ['a point only', { geometry: null, posX: 5, posY: 6 }, [5, 6, 5, 6]],
    ['an outline of two points falls back to the point', { geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 1]]] }, posX: 3, posY: 4 }, [3, 4, 3, 4]],
    ['an outline with NaN and no point', { geometry: { type: 'Polygon', coordinates: [[[0, 0], [Number.NaN, 1], [2, 2]]] }, posX: null, posY: null }, null],
    ['nothing drawn', { geometry: null, posX: null, posY: null }, null],
  ] as const)('%s', (_label, shape, box) => {
    expect(shapeBox(shape as PlotShape)).toEqual(box);
  });
});

describe('cropFrame', () => {
  it.each<[string, Box, number, number, { x: number; y: number; side: number }]>([
    ['a plot in the middle: twelve times its larger side, centred', [1000, 700, 1018, 727], 2000, 1400, { x: 847, y: 551, side: 324 }],
    ['a point: the smallest frame', [500, 500, 500, 500], 2000, 1400, { x: 380, y: 380, side: CROP_MIN_SIDE }],
    ['near the top-left corner: moved back inside the plan', [2, 3, 20, 30], 2000, 1400, { x: 0, y: 0, side: 324 }],
    ['near the bottom-right corner: moved back inside the plan', [1980, 1380, 1998, 1398], 2000, 1400, { x: 1760, y: 1160, side: CROP_MIN_SIDE }],
    ['a plan smaller than the frame: the plan’s shorter side', [50, 40, 60, 50], 300, 200, { x: 0, y: 0, side: 200 }],
    ['a plan of unknown size: unclamped', [5, 5, 15, 15], 0, 0, { x: -110, y: -110, side: CROP_MIN_SIDE }],
    ['a grave drawn off a plan smaller than it says: the grave stays whole', [900, 900, 930, 940], 500, 500, { x: 450, y: 460, side: 480 }],
  ])('%s', (_label, grave, w, h, frame) => {
    expect(cropFrame(grave, w, h)).toEqual(frame);
  });

  // Plan pixels to the hundredth, as stored plots have them.
  const pixels = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((v) => v / 100);
  const box = fc.tuple(pixels(-100, 3000), pixels(-100, 3000), pixels(0, 400), pixels(0, 400)).map(([x, y, w, h]): Box => [x, y, x + w, y + h]);

  it('always holds the whole grave, in whole pixels, and stays inside a plan that holds the grave', () => {
    fc.assert(
      fc.property(box, fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (grave, w, h) => {
        const f = cropFrame(grave, w, h);
        expect(Number.isInteger(f.x) && Number.isInteger(f.y) && Number.isInteger(f.side)).toBe(true);
        expect(f.x).toBeLessThanOrEqual(grave[0]);
        expect(f.y).toBeLessThanOrEqual(grave[1]);
        expect(f.x + f.side).toBeGreaterThanOrEqual(grave[2]);
        expect(f.y + f.side).toBeGreaterThanOrEqual(grave[3]);
        // A grave inside the plan, whose box in whole pixels fits in the plan's shorter side: the frame is inside the plan.
        const [gx0, gy0, gx1, gy1] = [Math.floor(grave[0]), Math.floor(grave[1]), Math.ceil(grave[2]), Math.ceil(grave[3])];
        const inPlan = w > 0 && h > 0 && gx0 >= 0 && gy0 >= 0 && gx1 <= w && gy1 <= h;
        if (inPlan && gx1 - gx0 <= Math.min(w, h) && gy1 - gy0 <= Math.min(w, h)) {
          expect(f.x).toBeGreaterThanOrEqual(0);
          expect(f.y).toBeGreaterThanOrEqual(0);
          expect(f.x + f.side).toBeLessThanOrEqual(w);
          expect(f.y + f.side).toBeLessThanOrEqual(h);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('plotsInFrame', () => {
  it('keeps exactly the drawn plots that meet the frame, nearest first, the grave among them', () => {
    const plot = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 })).map(([x, y, w, h]) => rect(x, y, w, h)),
      fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })).map(([x, y]): PlotShape => ({ geometry: null, posX: x, posY: y })),
      fc.constant<PlotShape>({ geometry: null, posX: null, posY: null }),
    );
    fc.assert(
      fc.property(fc.array(plot, { minLength: 1, maxLength: 200 }), fc.nat(), (shapes, pick) => {
        // Only drawn plots have a box: the others are left out before the crop (server/portail/portail.service.ts).
        const plots = shapes.flatMap((s) => {
          const box = shapeBox(s);
          return box ? [{ box }] : [];
        });
        if (plots.length === 0) return;
        const grave = plots[pick % plots.length] as { box: Box };
        const graveBox = grave.box;
        const frame = cropFrame(graveBox, 1040, 1040);
        const centre: [number, number] = [(graveBox[0] + graveBox[2]) / 2, (graveBox[1] + graveBox[3]) / 2];
        const kept = plotsInFrame(plots, frame, centre);
        const frameBox: Box = [frame.x, frame.y, frame.x + frame.side, frame.y + frame.side];
        const meeting = plots.filter((p) => overlaps(p.box, frameBox));
        expect(new Set(kept)).toEqual(new Set(meeting));
        expect(kept).toContain(grave);
        const distances = kept.map(({ box: b }) => Math.hypot((b[0] + b[2]) / 2 - centre[0], (b[1] + b[3]) / 2 - centre[1]));
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }),
    );
  });

  it(`draws at most ${CROP_MAX_PLOTS} plots, the farthest left out`, () => {
    const plots = Array.from({ length: 900 }, (_, i) => ({ box: shapeBox(rect((i % 30) * 8, Math.floor(i / 30) * 8, 6, 6)) as Box }));
    const kept = plotsInFrame(plots, { x: 0, y: 0, side: 240 }, [123, 123]);
    expect(kept).toHaveLength(CROP_MAX_PLOTS);
    expect(kept[0]).toBe(plots[15 * 30 + 15]);
    expect(kept).not.toContain(plots[0]);
  });
});

describe('ringPath', () => {
  it.each([
    ['a rectangle, closed: relative steps in whole pixels', [[10.4, 20.6], [28.4, 20.6], [28.4, 47.6], [10.4, 47.6], [10.4, 20.6]], 'M10 21l18 0l0 27l-18 0z'],
    ['an open triangle', [[0, 0], [10, 0], [0, 10]], 'M0 0l10 0l-10 10z'],
    ['points that round to the same pixel are dropped', [[0, 0], [0.2, 0.1], [10, 0], [10, 10]], 'M0 0l10 0l0 10z'],
    ['too few points: nothing', [[0, 0], [1, 1]], null],
  ] as const)('%s', (_label, ring, path) => {
    expect(ringPath(ring)).toBe(path);
  });
});

describe('shapePath', () => {
  it.each([
    ['an outline', rect(10, 20, 18, 27), 'M10 20l18 0l0 27l-18 0z'],
    ['a point only: a small square on it', { geometry: null, posX: 100.4, posY: 50.6 }, 'M97 48h6v6h-6z'],
    ['nothing drawn', { geometry: null, posX: null, posY: 3 }, null],
  ] as const)('%s', (_label, shape, path) => {
    expect(shapePath(shape as PlotShape)).toBe(path);
  });
});
