import { describe, expect, it } from 'vitest';
import type RenderFeature from 'ol/render/Feature';
import VectorSource from 'ol/source/Vector';
import { buildPlanPlots, firstDrawPlotOf, packFirstDraw, type PlanPlot } from '../../src/domain/plan';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import { planFrame } from '../../src/features/plan/map/planProjection';
import { firstDrawRenderFeatures, LABEL_KEY, NUMBER_KEY, plotFeature, plotRenderFeature, STATUS_KEY, updatePlotFeatures } from '../../src/features/plan/map/plotFeatures';
import { flatMapRings } from '../../src/features/plan/map/planProjection';

const meta = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function plot(id: string, x: number, geometry = true): Emplacement {
  return {
    ...meta, id, carre: 'A', allee: '1', numero: id, libelle: null, surface: 2, preReservation: false, notes: null, typeOccupation: null,
    geometry: geometry ? { type: 'Polygon', coordinates: [[[x, 0], [x + 10, 0], [x + 10, 10], [x, 10], [x, 0]]] } : null,
    posX: null, posY: null, zone: null, uid: null, adresse: null,
  };
}

const plans = (emplacements: Emplacement[]): PlanPlot[] => buildPlanPlots({ emplacements, locations: [], occupants: [], procedures: [], contacts: [] }, '2026-11-22');

/** The one feature of a plot id (a source of render features may hold several per id; the plan's hold one). */
function one(source: VectorSource<RenderFeature>, id: string): RenderFeature | null {
  const found = source.getFeatureById(id);
  return (Array.isArray(found) ? found[0] : found) ?? null;
}

describe('the plan map follows the plots feature by feature', () => {
  const frame = planFrame(200, 100);

  it('replaces only the features of plots whose object changed, drops the gone ones and adds the new ones', () => {
    const source = new VectorSource<RenderFeature>();
    const shown = new Map<string, PlanPlot>();
    const first = plans([...['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'].map((id, i) => plot(id, i * 20)), plot('p9', 160, false)]);
    updatePlotFeatures(source, first, frame, shown, false);
    expect(source.getFeatures().map((f) => f.getId()).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    const kept = new Map(['p1', 'p2', 'p5', 'p6', 'p7', 'p8'].map((id) => [id, one(source, id)]));

    // p3 changes (moved), p4 is gone, p9 gets a shape, p10 comes; the others are the same objects.
    const [moved, shaped, added] = plans([plot('p3', 45), plot('p9', 160), plot('p10', 180)]);
    const second = [...first.filter((p) => !['p3', 'p4', 'p9'].includes(p.id)), moved!, shaped!, added!];
    updatePlotFeatures(source, second, frame, shown, false);
    expect(source.getFeatures().map((f) => f.getId()).sort()).toEqual(['p1', 'p10', 'p2', 'p3', 'p5', 'p6', 'p7', 'p8', 'p9']);
    for (const [id, feature] of kept) expect(one(source, id)).toBe(feature);
    expect(one(source, 'p3')?.getExtent()[0]).toBe(frame.toMap([45, 0])[0]);
    expect(one(source, 'p3')?.get(STATUS_KEY)).toBe('libre');
    expect([...shown.keys()].sort()).toEqual(['p1', 'p10', 'p2', 'p3', 'p5', 'p6', 'p7', 'p8', 'p9']);
  });

  it('rebuilds every feature when asked (a new frame)', () => {
    const source = new VectorSource<RenderFeature>();
    const shown = new Map<string, PlanPlot>();
    const plots = plans([plot('p1', 0), plot('p2', 20)]);
    updatePlotFeatures(source, plots, frame, shown, false);
    const before = one(source, 'p1');
    updatePlotFeatures(source, plots, frame, shown, true);
    expect(one(source, 'p1')).not.toBe(before);
    expect(source.getFeatures()).toHaveLength(2);
  });
});

describe('a plot drawn as a light render feature is the plot drawn as a full feature (issue 29)', () => {
  const frame = planFrame(300, 200);
  // A square plot, a long one, and one with a hole given turning the same way as its outer ring.
  const shapes: Array<[string, Array<Array<[number, number]>>]> = [
    ['square', [[[10, 10], [30, 10], [30, 30], [10, 30], [10, 10]]]],
    ['long, turning the other way', [[[50, 5], [50, 95], [60, 95], [60, 5], [50, 5]]]],
    ['with a hole', [[[100, 100], [200, 100], [200, 180], [100, 180], [100, 100]], [[120, 120], [160, 120], [160, 160], [120, 160], [120, 120]]]],
  ];

  it.each(shapes)('%s: same id, extent, drawn rings, label point and properties', (_, coordinates) => {
    const emplacement = { ...plot('x1', 0), numero: '12', geometry: { type: 'Polygon' as const, coordinates } };
    const [planPlot] = plans([emplacement]);
    const full = plotFeature(planPlot!, frame);
    const light = plotRenderFeature(planPlot!, frame);
    const polygon = full?.getGeometry();
    expect(light?.getId()).toBe('x1');
    expect(light?.getExtent()).toEqual(polygon?.getExtent());
    expect(light?.getOrientedFlatCoordinates()).toEqual(polygon?.getOrientedFlatCoordinates());
    expect(light?.getEnds()).toEqual(polygon?.getEnds());
    expect(light?.getFlatInteriorPoint().slice(0, 2)).toEqual(polygon?.getInteriorPoint().getCoordinates().slice(0, 2));
    for (const key of [STATUS_KEY, LABEL_KEY, NUMBER_KEY]) expect(light?.get(key)).toBe(full?.get(key));
    expect(light?.get(NUMBER_KEY)).toBe('12');
  });

  it('a plot without a shape has no feature of either kind', () => {
    const [planPlot] = plans([plot('x2', 0, false)]);
    expect(plotRenderFeature(planPlot!, frame)).toBeNull();
    expect(plotFeature(planPlot!, frame)).toBeNull();
  });
});

describe('flatMapRings', () => {
  const cases: Array<{ name: string; rings: Array<Array<[number, number]>>; height: number; flat: number[]; ends: number[] }> = [
    { name: 'one ring, y flipped against the height', rings: [[[0, 0], [10, 0], [10, 5], [0, 0]]], height: 100, flat: [0, 100, 10, 100, 10, 95, 0, 100], ends: [8] },
    { name: 'two rings: an end offset each', rings: [[[1, 2], [3, 4]], [[5, 6]]], height: 10, flat: [1, 8, 3, 6, 5, 4], ends: [4, 6] },
    { name: 'no ring', rings: [], height: 10, flat: [], ends: [] },
  ];
  it.each(cases)('$name', ({ rings, height, flat, ends }) => {
    expect(flatMapRings(rings, height)).toEqual({ flat, ends });
  });

  it('gives the points toMap gives one by one', () => {
    const frame = planFrame(640, 480);
    const ring: Array<[number, number]> = [[0, 0], [12.5, 480], [640, 33.25], [0, 0]];
    expect(flatMapRings([ring], 480).flat).toEqual(ring.flatMap((p) => frame.toMap(p)));
  });
});

describe('the first frame of the plan snapshot (issue 29)', () => {
  it('gives the very features the plots it was packed from give, so the map keeps them when the plots come', () => {
    const frame = planFrame(300, 120);
    const holed: Emplacement = { ...plot('h', 100), geometry: { type: 'Polygon', coordinates: [[[100, 0], [100, 40], [140, 40], [140, 0], [100, 0]], [[110, 10], [130, 10], [130, 30], [110, 30], [110, 10]]] } };
    const plots = plans([plot('p1', 0), plot('p2', 20, false), holed, { ...plot('p3', 200), numero: null, carre: 'Saint-Éloi' }]);
    const draw = structuredClone(packFirstDraw(plots.map(firstDrawPlotOf), 'stamp'));
    const features = firstDrawRenderFeatures(draw, frame);
    const expected = plots.map((p) => plotRenderFeature(p, frame)).filter((f): f is RenderFeature => f !== null);
    const described = (f: RenderFeature) => ({ id: f.getId(), flat: f.getFlatCoordinates(), ends: f.getEnds(), properties: f.getProperties() });
    expect(features.map(described)).toEqual(expected.map(described));
    expect(features.map((f) => f.getId())).toEqual(['p1', 'h', 'p3']);
  });
});
