import { describe, expect, it } from 'vitest';
import { fromLambert93, toLambert93 } from '../../src/domain/geo/lambert93';
import { fitGeoreference, lonLatToPlan, metresPerPixel, planToLonLat, type ControlPoint } from '../../src/domain/geo/affine';

// Reference values computed with proj4 (EPSG:2154 definition of the IGN).
const REFERENCE: Array<[[number, number], [number, number]]> = [
  [[2.3522, 48.8566], [652469.0227, 6862035.2594]],
  [[-1.5536, 47.2184], [355577.8016, 6689723.1029]],
  [[7.7521, 48.5734], [1050362.6954, 6840899.6472]],
  [[3, 46.5], [700000, 6600000]],
  [[5.3698, 43.2965], [892390.2216, 6247035.2568]],
];

describe('Lambert-93', () => {
  it.each(REFERENCE)('projects %j to the IGN reference within a millimetre', (lonLat, expected) => {
    const [x, y] = toLambert93(lonLat);
    expect(x).toBeCloseTo(expected[0], 3);
    expect(y).toBeCloseTo(expected[1], 3);
  });

  it.each(REFERENCE)('inverts %j back to the same position', (lonLat) => {
    const [lon, lat] = fromLambert93(toLambert93(lonLat));
    expect(lon).toBeCloseTo(lonLat[0], 9);
    expect(lat).toBeCloseTo(lonLat[1], 9);
  });
});

/** A plan 1000 × 800 px at 0.25 m per pixel, rotated 30° from north, near Chartres. */
function syntheticPlan(noiseMetres = 0): ControlPoint[] {
  const origin = toLambert93([1.4890, 48.4470]);
  const angle = (30 * Math.PI) / 180;
  const scale = 0.25;
  const corners: Array<[number, number]> = [[0, 0], [1000, 0], [1000, 800], [0, 800], [500, 400]];
  return corners.map(([x, y], i) => {
    const e = origin[0] + scale * (x * Math.cos(angle) + y * Math.sin(angle)) + (i % 2 ? noiseMetres : -noiseMetres);
    const n = origin[1] + scale * (x * Math.sin(angle) - y * Math.cos(angle));
    return { px: [x, y], lonLat: fromLambert93([e, n]) };
  });
}

describe('georeferencing by least squares', () => {
  it('recovers an exact rotated and scaled plan with no residual', () => {
    const fit = fitGeoreference(syntheticPlan());
    if ('error' in fit) throw new Error(fit.error);
    expect(fit.rmsMetres).toBeLessThan(0.01);
    expect(metresPerPixel(fit.transform)).toBeCloseTo(0.25, 4);
    const [x, y] = lonLatToPlan(fit.transform, planToLonLat(fit.transform, [321, 654]));
    expect(x).toBeCloseTo(321, 6);
    expect(y).toBeCloseTo(654, 6);
  });

  it('reports the residual in metres when points disagree', () => {
    const fit = fitGeoreference(syntheticPlan(2));
    if ('error' in fit) throw new Error(fit.error);
    expect(fit.maxMetres).toBeGreaterThan(1);
    expect(fit.maxMetres).toBeLessThan(4);
  });

  it('needs three points', () => {
    expect(fitGeoreference(syntheticPlan().slice(0, 2))).toEqual({ error: 'Au moins trois points de calage sont nécessaires.' });
  });

  it('refuses points in a line', () => {
    const line: ControlPoint[] = [0, 1, 2].map((i) => ({ px: [i * 100, i * 100], lonLat: [1.48 + i * 0.001, 48.44 + i * 0.001] }));
    expect(fitGeoreference(line)).toEqual({ error: 'Les points de calage sont alignés : placez-les aux coins du plan.' });
  });
});
