import { describe, expect, it } from 'vitest';
import { canonicalDecor, gisPlanSvg, pointsOf, ringOfPoints, type DecorShape } from '../../../src/domain/geo/gisDrawing';
import { frameOf, type GisFrame } from '../../../src/domain/geo/gisLayout';

const frame = frameOf({ minX: 191_139, minY: 6_851_350, maxX: 191_159, maxY: 6_851_360 }) as GisFrame;
const ring = (x: number, y: number): Array<[number, number]> => [[x, y], [x + 12, y], [x + 12, y + 22], [x, y + 22], [x, y]];

describe('the drawing of a GIS plan (issue 26)', () => {
  it('says on its root that a GIS import drew it, and in which Lambert-93 frame', () => {
    const svg = gisPlanSvg(frame, [ring(20, 20)], []);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.width} ${frame.height}" data-plan-sig="1" data-cadre-lambert93="191139 6851360 10">`));
  });

  it('gives the same bytes for the same plots and shapes in any order, each shape once', () => {
    const carre: DecorShape = { kind: 'carre', nom: 'A & B <nord>', ring: ring(10, 10) };
    const building: DecorShape = { kind: 'autre', nom: null, ring: ring(60, 10) };
    const a = gisPlanSvg(frame, [ring(20, 20), ring(40, 20)], [carre, building]);
    const b = gisPlanSvg(frame, [ring(40, 20), ring(20, 20)], [building, carre, { ...carre, ring: [...carre.ring] }]);
    expect(a).toBe(b);
    expect(a.match(/data-sig="carre"/g)).toHaveLength(1);
    expect(a).toContain('data-nom="A &amp; B &lt;nord&gt;"');
    expect(a).toContain('>A &amp; B &lt;nord&gt;</text>');
  });

  it('writes a ring as SVG points and reads it back closed', () => {
    expect(pointsOf(ring(1.5, 2))).toBe('1.5,2 13.5,2 13.5,24 1.5,24');
    expect(ringOfPoints(pointsOf(ring(1.5, 2)))).toEqual(ring(1.5, 2));
    expect(ringOfPoints('1,2 3,4')).toBeNull();
    expect(canonicalDecor([{ kind: 'autre', nom: null, ring: ring(0, 0) }, { kind: 'autre', nom: null, ring: ring(0, 0) }])).toHaveLength(1);
  });
});
