import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_RASTER_MAX_SIDE, planRasterSize, svgMaxResolution } from '../../src/domain/plan';

/** Issue 29: the plan image is drawn from a bitmap while seen whole, the SVG only past the bitmap's sharpness. */
describe('planRasterSize', () => {
  it('keeps the SVG’s shape with its longest side at the maximum', () => {
    expect(planRasterSize(6000, 4000)).toEqual({ width: PLAN_RASTER_MAX_SIDE, height: 2048 });
    expect(planRasterSize(2000, 5000)).toEqual({ width: 1229, height: PLAN_RASTER_MAX_SIDE });
  });

  it('draws a small SVG at twice its size, not more', () => {
    expect(planRasterSize(800, 600)).toEqual({ width: 1600, height: 1200 });
  });

  it('has no size for an image without one', () => {
    for (const [w, h] of [[0, 100], [100, 0], [NaN, 10], [Infinity, 10], [-5, 10]]) expect(planRasterSize(w ?? 0, h ?? 0)).toBeNull();
  });

  it('never exceeds the maximum side and keeps the aspect within a pixel', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 50_000, noNaN: true }), fc.double({ min: 1, max: 50_000, noNaN: true }), (w, h) => {
        const size = planRasterSize(w, h);
        expect(size).not.toBeNull();
        if (!size) return;
        expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(PLAN_RASTER_MAX_SIDE);
        expect(size.width).toBeGreaterThanOrEqual(1);
        expect(size.height).toBeGreaterThanOrEqual(1);
        // Rounding moves each side by half a pixel at most (a side is one pixel at least).
        const scale = Math.min(2, PLAN_RASTER_MAX_SIDE / Math.max(w, h));
        expect(Math.abs(size.width - Math.max(1, w * scale))).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(size.height - Math.max(1, h * scale))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('svgMaxResolution', () => {
  it('is where one bitmap pixel covers one screen pixel', () => {
    // A plan 6000 units wide as a 3072-pixel bitmap: below 1.95 units per screen pixel, the SVG.
    expect(svgMaxResolution(6000, 3072, 1)).toBeCloseTo(1.953, 3);
  });

  it('comes sooner on a screen of more device pixels', () => {
    expect(svgMaxResolution(6000, 3072, 2)).toBeCloseTo(2 * svgMaxResolution(6000, 3072, 1), 9);
  });

  it('never later than on a screen of one device pixel per CSS pixel', () => {
    expect(svgMaxResolution(6000, 3072, 0.5)).toBe(svgMaxResolution(6000, 3072, 1));
  });

  it('leaves the SVG at every zoom without a usable bitmap', () => {
    expect(svgMaxResolution(6000, 0, 1)).toBe(Infinity);
    expect(svgMaxResolution(0, 3072, 1)).toBe(Infinity);
  });
});
