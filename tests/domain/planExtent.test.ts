import { describe, expect, it } from 'vitest';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import { READABLE_MIN_RESOLUTION, buildPlanPlots, carresExtent, fitExtent, plotsBox } from '../../src/domain/plan';

/** Choosing a carré in the plan's filters zooms on it (issue 14): the box of its plots and the view that fits it. */

const row = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function square(x: number, y: number, size = 20): Emplacement['geometry'] {
  return { type: 'Polygon', coordinates: [[[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]]] };
}

function plot(id: string, carre: string | null, geometry: Emplacement['geometry']): Emplacement {
  return {
    ...row, id, carre, allee: '1', numero: id, libelle: null, surface: 2, preReservation: false, notes: null,
    typeOccupation: null, geometry, posX: null, posY: null, zone: null, uid: null, adresse: null,
  };
}

const plots = buildPlanPlots(
  {
    emplacements: [
      plot('a1', 'A', square(100, 50)),
      plot('a2', 'A', square(300, 150)),
      plot('b1', 'B', square(1000, 800)),
      plot('a3', 'A', null),
      plot('x', null, square(0, 0)),
    ],
    locations: [],
    occupants: [],
    procedures: [],
    contacts: [],
  },
  '2026-11-24',
);

describe('carresExtent', () => {
  it("is the box around the chosen carré's drawn plots, in plan pixels", () => {
    expect(carresExtent(plots, ['A'])).toEqual([100, 50, 320, 170]);
  });

  it('spans every chosen carré', () => {
    expect(carresExtent(plots, ['A', 'B'])).toEqual([100, 50, 1020, 820]);
  });

  it('is null when no carré is chosen or none of its plots is drawn', () => {
    expect(carresExtent(plots, [])).toBeNull();
    expect(carresExtent(plots, ['Z'])).toBeNull();
    expect(plotsBox([])).toBeNull();
  });
});

describe('fitExtent', () => {
  it('centres the box and shows it whole inside the padding, its longer side setting the resolution', () => {
    const fit = fitExtent([100, 50, 320, 170], [600, 300], 20);
    expect(fit.center).toEqual([210, 110]);
    // 220 plan pixels across 560 screen pixels, 120 down 260: the height sets it.
    expect(fit.resolution).toBeCloseTo(120 / 260, 9);
  });

  it('a wide carré on a small map is shown whole, coarser', () => {
    expect(fitExtent([0, 0, 4000, 100], [800, 600], 20).resolution).toBeCloseTo(4000 / 760, 9);
  });

  it('never zooms past the readable limit, even for one plot', () => {
    expect(fitExtent([100, 50, 120, 70], [1280, 800], 24).resolution).toBe(READABLE_MIN_RESOLUTION);
  });
});
