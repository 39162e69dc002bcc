import { describe, expect, it } from 'vitest';
import { fitGeoreference, lonLatToPlan, planToLonLat, type Georeference } from '../../src/domain/geo/affine';
import { controlPointsFromCorners, type PlanCorners } from '../../src/domain/geo/corners';
import { fromLambert93, toLambert93 } from '../../src/domain/geo/lambert93';

/** Corners of a 1000 × 800 px plan at 0.2 m per pixel, turned 25° from north, near Morlaix. */
function surveyedCorners(): PlanCorners {
  const origin = toLambert93([-3.8412, 48.5781]);
  const theta = (25 * Math.PI) / 180;
  const at = (x: number, y: number) => {
    const east = x * 0.2;
    const north = -y * 0.2;
    const [lon, lat] = fromLambert93([
      origin[0] + east * Math.cos(theta) + north * Math.sin(theta),
      origin[1] - east * Math.sin(theta) + north * Math.cos(theta),
    ]);
    return { lat, lon };
  };
  return { NO: at(0, 0), NE: at(1000, 0), SE: at(1000, 800), SO: at(0, 800) };
}

describe('controlPointsFromCorners (GET /ESpaces/coordonnees: NO, NE, SO, SE)', () => {
  it('matches each corner with the pixel corner of the plan, y down', () => {
    const corners = surveyedCorners();
    const points = controlPointsFromCorners(corners, 1000, 800);
    if ('error' in points) throw new Error(points.error);
    expect(points.map((p) => p.px)).toEqual([[0, 0], [1000, 0], [1000, 800], [0, 800]]);
    expect(points[0]?.lonLat).toEqual([corners.NO.lon, corners.NO.lat]);
    expect(points[2]?.lonLat).toEqual([corners.SE.lon, corners.SE.lat]);
  });

  it('the four corners georeference the plan through the least-squares fit: centre and corners land in place', () => {
    const corners = surveyedCorners();
    const points = controlPointsFromCorners(corners, 1000, 800);
    if ('error' in points) throw new Error(points.error);
    const fit = fitGeoreference(points) as Georeference;
    expect('error' in fit).toBe(false);
    expect(fit.maxMetres).toBeLessThan(0.01);
    const [x, y] = lonLatToPlan(fit.transform, [corners.SO.lon, corners.SO.lat]);
    expect(x).toBeCloseTo(0, 1);
    expect(y).toBeCloseTo(800, 1);
    // The plan's centre is halfway between opposite corners on the ground.
    const [lon, lat] = planToLonLat(fit.transform, [500, 400]);
    const mid = fromLambert93(toLambert93([corners.NO.lon, corners.NO.lat]).map((v, i) => (v + toLambert93([corners.SE.lon, corners.SE.lat])[i]!) / 2) as [number, number]);
    expect(lon).toBeCloseTo(mid[0], 7);
    expect(lat).toBeCloseTo(mid[1], 7);
  });

  it('a corner typed far off shows in the residuals, not hidden', () => {
    const corners = surveyedCorners();
    const points = controlPointsFromCorners({ ...corners, SE: { lat: corners.SE.lat + 0.0002, lon: corners.SE.lon } }, 1000, 800);
    if ('error' in points) throw new Error(points.error);
    const fit = fitGeoreference(points) as Georeference;
    expect(fit.maxMetres).toBeGreaterThan(3);
  });

  it.each([
    ['a missing corner', { SE: undefined }, 1000, /coin SE/],
    ['a latitude out of range', { NO: { lat: 148.5, lon: -3.8 } }, 1000, /coin NO/],
    ['a non-number', { NE: { lat: Number.NaN, lon: -3.8 } }, 1000, /coin NE/],
    ['a plan of unknown size', {}, 0, /taille du plan/],
  ] as const)('refuses %s with a French message', (_name, over, width, message) => {
    const result = controlPointsFromCorners({ ...surveyedCorners(), ...over } as Partial<PlanCorners>, width, 800);
    expect('error' in result && result.error).toMatch(message);
  });
});
