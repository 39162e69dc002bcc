import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GisFeature } from '../../src/domain/geo/geojson';
import type { Ring } from '../../src/domain/geo/gisLayout';
import { pointInPolygon, polygonCentroid } from '../../src/domain/plan/geometry';
import { carreProperty, MSG_CARRE_EMPTY, MSG_CARRE_NO_NAME, planCarreLayer, type PlotOnPlan } from '../../src/domain/import/gisCarres';

const rect = (x0: number, y0: number, x1: number, y1: number): Ring => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const feature = (index: number, nom: string | null, ...parts: Ring[]): { feature: GisFeature; parts: Ring[] } => ({
  feature: { index, properties: { NOM_CARRE: nom }, ring: parts[0]!, parts },
  parts,
});
/** A grave 12 × 22 px with its south-west corner at (x, y). */
const plot = (id: string, x: number, y: number, carre: string | null, allee: string | null, numero: string | null): PlotOnPlan => ({ id, carre, allee, numero, outline: rect(x, y, x + 12, y + 22) });
let n = 0;
const newId = () => `m${++n}`;

function plan(layers: Array<{ feature: GisFeature; parts: Ring[] }>, plots: PlotOnPlan[]) {
  return planCarreLayer(layers.map((l) => l.feature), layers.map((l) => l.parts), 'NOM_CARRE', plots, newId);
}

describe('point in polygon and the centre of a plot (issue 26, carrés)', () => {
  it.each([
    ['in the L’s stem', [2, 7], true],
    ['outside', [15, 5], false],
    ['in the notch of an L', [8, 8], false],
    ['in the L’s foot', [8, 2], true],
  ] as const)('%s', (_, point, inside) => {
    const l: Ring = [[0, 0], [10, 0], [10, 4], [4, 4], [4, 10], [0, 10], [0, 0]];
    expect(pointInPolygon(point, { type: 'Polygon', coordinates: [l] })).toBe(inside);
  });

  it('the centre of a rectangle is its middle, whatever its rotation (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: Math.PI, noNaN: true }), fc.double({ min: 1, max: 50, noNaN: true }), (theta, w) => {
        const corners = ([[0, 0], [w, 0], [w, 2], [0, 2]] as Array<[number, number]>).map(([x, y]): [number, number] => [100 + x * Math.cos(theta) - y * Math.sin(theta), 200 + x * Math.sin(theta) + y * Math.cos(theta)]);
        const c = polygonCentroid({ type: 'Polygon', coordinates: [[...corners, corners[0]!]] })!;
        const middle = [(corners[0]![0] + corners[2]![0]) / 2, (corners[0]![1] + corners[2]![1]) / 2];
        expect(Math.hypot(c[0] - middle[0]!, c[1] - middle[1]!)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('a carré layer sets the carré of the plots inside its polygons (issue 26)', () => {
  it('one line per carré polygon: the plots it holds, each change old → new, a plot without carré filled', () => {
    const out = plan(
      [feature(1, 'A', rect(0, 0, 100, 50)), feature(2, 'B', rect(100, 0, 200, 50), rect(300, 0, 320, 50))],
      [
        plot('a1', 10, 10, 'A', '1', '1'),
        plot('a2', 30, 10, 'a', '1', '2'),
        plot('b1', 110, 10, 'A', '1', '7'),
        plot('b2', 302, 10, null, '1', '9'),
        plot('far', 500, 10, 'Z', '1', '1'),
        { id: 'undrawn', carre: 'Q', allee: null, numero: '3', outline: null },
      ],
    );
    expect(out.lines).toEqual([
      { line: 1, status: 'inchangé', plot: 'Carré A', details: ['2 emplacement(s) dans ce carré : Carré A · Allée 1 · N° 1, Carré a · Allée 1 · N° 2.'], warnings: [] },
      {
        line: 2, status: 'mis à jour', plot: 'Carré B', warnings: [],
        details: ['2 emplacement(s) dans ce carré : Allée 1 · N° 9, Carré A · Allée 1 · N° 7.', 'Carré renseigné : Allée 1 · N° 9 → B.', 'Carré modifié : Carré A · Allée 1 · N° 7 : A → B.'],
      },
    ]);
    expect(out.envelopes.map((e) => [e.name, e.args])).toEqual([
      ['emplacement.update', { id: 'b2', carre: 'B' }],
      ['emplacement.update', { id: 'b1', carre: 'B' }],
    ]);
    expect(out.counts).toMatchObject({ emplacementsMisAJour: 2, lignesInchangees: 1, lignesRefusees: 0 });
    expect(out.decor.map((d) => d.nom)).toEqual(['A', 'B', 'B']);
  });

  it('never guesses: a plot in two carrés of different names, or whose new carré repeats another plot, keeps its carré and the line says why', () => {
    const out = plan(
      [feature(1, 'F', rect(0, 0, 100, 50)), feature(2, 'G', rect(50, 0, 150, 50))],
      [plot('both', 55, 10, 'E', '1', '1'), plot('twin', 110, 10, 'E', '2', '5'), plot('taken', 400, 10, 'G', '2', '5')],
    );
    expect(out.lines[0]).toMatchObject({ status: 'inchangé', warnings: ['Carré E · Allée 1 · N° 1 est dans plusieurs carrés du fichier (F, G) : son carré n’est pas modifié.'] });
    expect(out.lines[1]).toMatchObject({
      status: 'inchangé',
      warnings: [
        'Carré E · Allée 1 · N° 1 est dans plusieurs carrés du fichier (F, G) : son carré n’est pas modifié.',
        'Carré E · Allée 2 · N° 5 : un emplacement Carré G · Allée 2 · N° 5 existe déjà, son carré n’est pas modifié.',
      ],
    });
    expect(out.envelopes).toEqual([]);
    expect(out.counts.lignesPartielles).toBe(2);
  });

  it('a polygon without a name is refused; a carré holding no drawn plot says so', () => {
    const out = plan([feature(1, null, rect(0, 0, 10, 10)), feature(2, '  K ', rect(0, 0, 10, 10))], [plot('x', 500, 500, null, null, '1')]);
    expect(out.lines).toEqual([
      { line: 1, status: 'refusé', plot: '', details: [MSG_CARRE_NO_NAME], warnings: [] },
      { line: 2, status: 'inchangé', plot: 'Carré K', details: [MSG_CARRE_EMPTY], warnings: [] },
    ]);
    expect(out.counts.lignesRefusees).toBe(1);
  });

  it('the carré attribute is the one mapped to “Carré”', () => {
    expect(carreProperty(['fid', 'NOM_CARRE'], [null, 'carre'])).toBe('NOM_CARRE');
    expect(carreProperty(['fid', 'NOM_CARRE'], [null, null])).toBeNull();
  });
});
