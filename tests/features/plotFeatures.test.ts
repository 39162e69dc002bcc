import { describe, expect, it } from 'vitest';
import type Feature from 'ol/Feature';
import type Polygon from 'ol/geom/Polygon';
import VectorSource from 'ol/source/Vector';
import { buildPlanPlots, type PlanPlot } from '../../src/domain/plan';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import { planFrame } from '../../src/features/plan/map/planProjection';
import { STATUS_KEY, updatePlotFeatures } from '../../src/features/plan/map/plotFeatures';

const meta = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function plot(id: string, x: number, geometry = true): Emplacement {
  return {
    ...meta, id, carre: 'A', allee: '1', numero: id, libelle: null, surface: 2, preReservation: false, notes: null, typeOccupation: null,
    geometry: geometry ? { type: 'Polygon', coordinates: [[[x, 0], [x + 10, 0], [x + 10, 10], [x, 10], [x, 0]]] } : null,
    posX: null, posY: null, zone: null, uid: null, adresse: null,
  };
}

const plans = (emplacements: Emplacement[]): PlanPlot[] => buildPlanPlots({ emplacements, locations: [], occupants: [], procedures: [], contacts: [] }, '2026-11-22');

describe('the plan map follows the plots feature by feature', () => {
  const frame = planFrame(200, 100);

  it('replaces only the features of plots whose object changed, drops the gone ones and adds the new ones', () => {
    const source = new VectorSource<Feature<Polygon>>();
    const shown = new Map<string, PlanPlot>();
    const first = plans([...['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'].map((id, i) => plot(id, i * 20)), plot('p9', 160, false)]);
    updatePlotFeatures(source, first, frame, shown, false);
    expect(source.getFeatures().map((f) => f.getId()).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    const kept = new Map(['p1', 'p2', 'p5', 'p6', 'p7', 'p8'].map((id) => [id, source.getFeatureById(id)]));

    // p3 changes (moved), p4 is gone, p9 gets a shape, p10 comes; the others are the same objects.
    const [moved, shaped, added] = plans([plot('p3', 45), plot('p9', 160), plot('p10', 180)]);
    const second = [...first.filter((p) => !['p3', 'p4', 'p9'].includes(p.id)), moved!, shaped!, added!];
    updatePlotFeatures(source, second, frame, shown, false);
    expect(source.getFeatures().map((f) => f.getId()).sort()).toEqual(['p1', 'p10', 'p2', 'p3', 'p5', 'p6', 'p7', 'p8', 'p9']);
    for (const [id, feature] of kept) expect(source.getFeatureById(id)).toBe(feature);
    expect(source.getFeatureById('p3')?.getGeometry()?.getExtent()[0]).toBe(frame.toMap([45, 0])[0]);
    expect(source.getFeatureById('p3')?.get(STATUS_KEY)).toBe('libre');
    expect([...shown.keys()].sort()).toEqual(['p1', 'p10', 'p2', 'p3', 'p5', 'p6', 'p7', 'p8', 'p9']);
  });

  it('rebuilds every feature when asked (a new frame)', () => {
    const source = new VectorSource<Feature<Polygon>>();
    const shown = new Map<string, PlanPlot>();
    const plots = plans([plot('p1', 0), plot('p2', 20)]);
    updatePlotFeatures(source, plots, frame, shown, false);
    const before = source.getFeatureById('p1');
    updatePlotFeatures(source, plots, frame, shown, true);
    expect(source.getFeatureById('p1')).not.toBe(before);
    expect(source.getFeatures()).toHaveLength(2);
  });
});
