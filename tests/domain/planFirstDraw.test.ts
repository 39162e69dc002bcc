import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  firstDrawGeometries,
  firstDrawId,
  firstDrawLabels,
  firstDrawPaint,
  firstDrawPlotOf,
  firstDrawShownIds,
  isCurrentFirstDraw,
  packFirstDraw,
  PLAN_FIRST_DRAW_FORMAT,
  PLAN_PAINT_CODES,
  unpackFirstDraw,
  type FirstDrawPlot,
  type PlanPlot,
} from '../../src/domain/plan';

/** Issue 29: the plan's first frame is drawn from a packed record; what it packs must come back unchanged. */

const square = (x: number, y: number, side = 10): Array<[number, number]> => [[x, y], [x + side, y], [x + side, y + side], [x, y + side], [x, y]];

const drawPlot = (over: Partial<FirstDrawPlot> = {}): FirstDrawPlot => ({ id: 'p1', shortLabel: 'A/1/1', numero: '1', paint: 'libre', pleineNature: false, rings: [square(0, 0)], ...over });

describe('packFirstDraw then unpackFirstDraw', () => {
  it.each<[string, FirstDrawPlot[]]>([
    ['no plot', []],
    ['one square plot', [drawPlot()]],
    ['a plot without a shape between two with one', [drawPlot({ id: 'a' }), drawPlot({ id: 'b', rings: [] }), drawPlot({ id: 'c', rings: [square(20, 0)] })]],
    ['a plot with a hole (two rings)', [drawPlot({ rings: [square(0, 0, 30), square(10, 10, 5)] })]],
    ['fractional and negative coordinates', [drawPlot({ rings: [[[-0.1, 1e-7], [1234.56789, 0.3], [0.1 + 0.2, 9876.54321], [-0.1, 1e-7]]] })]],
    ['empty and accented texts, separators inside labels', [drawPlot({ id: 'é|\n', shortLabel: '', numero: '' }), drawPlot({ id: '', shortLabel: 'Carré Saint-Éloi/2/12 bis', numero: '12 bis' })]],
    ['every paint code, under pleine nature', PLAN_PAINT_CODES.map((paint, i) => drawPlot({ id: `p${i}`, paint, pleineNature: i % 2 === 0 }))],
  ])('%s', (_, plots) => {
    const draw = packFirstDraw(plots, 'stamp');
    expect(draw.count).toBe(plots.length);
    expect(unpackFirstDraw(draw)).toEqual(plots);
    // As IndexedDB stores it: a structured clone.
    expect(unpackFirstDraw(structuredClone(draw))).toEqual(plots);
  });

  it('reads one plot without unpacking the others', () => {
    const draw = packFirstDraw([drawPlot({ id: 'a', paint: 'echue' }), drawPlot({ id: 'b', shortLabel: 'B/2/7', numero: '7', paint: 'equipements' })], 's');
    expect(firstDrawId(draw, 1)).toBe('b');
    expect(firstDrawPaint(draw, 1)).toBe('equipements');
    expect(firstDrawPaint(draw, 0)).toBe('echue');
    expect(firstDrawLabels(draw, 1)).toEqual({ shortLabel: 'B/2/7', numero: '7' });
  });

  const point = fc.tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ noNaN: true, noDefaultInfinity: true }));
  const arbitraryPlot: fc.Arbitrary<FirstDrawPlot> = fc.record({
    id: fc.string(),
    shortLabel: fc.string({ unit: 'binary' }),
    numero: fc.string({ unit: 'grapheme' }),
    paint: fc.constantFrom(...PLAN_PAINT_CODES),
    pleineNature: fc.boolean(),
    rings: fc.array(fc.array(point, { maxLength: 8 }), { maxLength: 3 }),
  });

  fcTest.prop([fc.array(arbitraryPlot, { maxLength: 40 }), fc.string()])('gives back the same outlines, paint codes and labels for arbitrary plots', (plots, stamp) => {
    const draw = packFirstDraw(plots, stamp);
    expect(isCurrentFirstDraw(draw, stamp)).toBe(true);
    // Float64 keeps every double as it is, -0 included.
    expect(unpackFirstDraw(structuredClone(draw))).toEqual(plots);
  });
});

describe('firstDrawPlotOf', () => {
  const planPlot = (over: { code: string; filters?: string[]; numero?: string | null; pleineNature?: boolean; geometry?: PlanPlot['geometry'] }): PlanPlot =>
    ({
      id: 'x',
      shortLabel: 'A/1/3',
      emplacement: { numero: over.numero === undefined ? '3' : over.numero },
      geometry: over.geometry === undefined ? { type: 'Polygon', coordinates: [square(5, 5)] } : over.geometry,
      status: { code: over.code, filters: over.filters ?? [] },
      pleineNature: over.pleineNature ?? false,
    }) as unknown as PlanPlot;

  it.each<[string, Parameters<typeof planPlot>[0], Partial<FirstDrawPlot>]>([
    ['a free plot', { code: 'libre' }, { paint: 'libre' }],
    ['an archived concession leaves its plot free', { code: 'archivee' }, { paint: 'libre' }],
    ['a current concession', { code: 'en_cours' }, { paint: 'en_cours' }],
    ['a Terrain commun is painted as equipment whatever its dates', { code: 'echue', filters: ['equipements'] }, { paint: 'equipements' }],
    ['a reprise after abandonment wins', { code: 'abandon_en_cours', filters: ['equipements'] }, { paint: 'abandon_en_cours' }],
    ['no number', { code: 'libre', numero: null }, { numero: '' }],
    ['no shape', { code: 'libre', geometry: null }, { rings: [] }],
    ['under pleine nature', { code: 'en_cours', pleineNature: true }, { pleineNature: true }],
  ])('%s', (_, over, expected) => {
    expect(firstDrawPlotOf(planPlot(over))).toMatchObject(expected);
  });
});

describe('isCurrentFirstDraw', () => {
  const draw = packFirstDraw([drawPlot()], 's');
  it.each<[string, unknown, boolean]>([
    ['a record of this format and stamp', draw, true],
    ['another stamp', { ...draw, stamp: 't' }, false],
    ['another format', { ...draw, format: PLAN_FIRST_DRAW_FORMAT + 1 }, false],
    ['coordinates stored otherwise', { ...draw, coords: [0, 0] }, false],
    ['offsets that do not fit its count', { ...draw, count: 2 }, false],
    ['nothing', null, false],
  ])('%s', (_, value, current) => {
    expect(isCurrentFirstDraw(value, 's')).toBe(current);
  });
});

describe('firstDrawGeometries', () => {
  it('gives the outlines back as polygons, null without a shape', () => {
    const draw = packFirstDraw([drawPlot(), drawPlot({ id: 'b', rings: [] })], 's');
    expect(firstDrawGeometries(draw)).toEqual([{ geometry: { type: 'Polygon', coordinates: [square(0, 0)] } }, { geometry: null }]);
  });
});

describe('firstDrawShownIds', () => {
  const draw = packFirstDraw([drawPlot({ id: 'a' }), drawPlot({ id: 'b', pleineNature: true }), drawPlot({ id: 'c' })], 's');
  it.each<[string, Parameters<typeof firstDrawShownIds>[1], string[] | null]>([
    ['no filter: every plot (null)', 'all', null],
    ['/emplacement with no filter: all but the plots under pleine nature', 'outside pleine nature', ['a', 'c']],
    ['filters asked before the plots came: none until they come', 'wait', []],
  ])('%s', (_, shown, ids) => {
    const set = firstDrawShownIds(draw, shown);
    expect(set === null ? null : [...set]).toEqual(ids);
  });

  it('is every plot (null) on /emplacement when none is under pleine nature', () => {
    expect(firstDrawShownIds(packFirstDraw([drawPlot()], 's'), 'outside pleine nature')).toBeNull();
  });
});
