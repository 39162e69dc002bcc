import { describe, expect, it } from 'vitest';
import type { Contact } from '../../src/domain/entities/contact';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure } from '../../src/domain/entities/procedure';
import {
  buildPlanPlots,
  ellipseRing,
  carresEtAllees,
  planPlotMatches,
  planPlotRow,
  matchesOccupation,
  matchesQuickFilters,
  nearestPlots,
  planStatistics,
  plotStyleSpec,
  plotStyleOf,
  planPaintCode,
  PLAN_LEGEND,
  polygonCentroid,
  QUICK_FILTERS,
  searchPlots,
  starRing,
  type PlanPlot,
} from '../../src/domain/plan';
import { EMPTY_FILTERS } from '../../src/domain/filters';
import { STATUS_HEX, CONCESSION_STATUS_COLOURS } from '../../src/domain/constants/status';

const TODAY = '2026-11-22';
const row = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function square(x: number, y: number, size = 10): Emplacement['geometry'] {
  return { type: 'Polygon', coordinates: [[[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]]] };
}

function plot(id: string, over: Partial<Emplacement> = {}): Emplacement {
  return {
    ...row, id, carre: 'A', allee: '1', numero: id, libelle: null, surface: 2, preReservation: false, notes: null,
    typeOccupation: null, geometry: square(0, 0), posX: null, posY: null, zone: null, uid: null, adresse: null, ...over,
  };
}

function loc(id: string, emplacementId: string, over: Partial<Location> = {}): Location {
  return {
    ...row, id, emplacementId, famille: 'Dupont', numero: '1', type: 'Concession', typeConcession: 'Familiale', duree: 30,
    perpetuelle: false, dateDebut: '2000-01-01', dateFin: '2030-01-01', dateOriginelle: null, nbPlaces: 3, etatAbandon: null,
    facture: null, notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: null, exclus: [], champsSupp: null, ...over,
  };
}

function occ(id: string, emplacementId: string, over: Partial<Occupant> = {}): Occupant {
  return {
    ...row, id, emplacementId, locationId: null, civilite: 'F', prenom: 'Marie', nom: 'Dupont', nomJeuneFille: null,
    dateDeNaissance: null, dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: null, lieuDeces: null,
    dateInhumCrema: null, dateExhumation: null, specificites: null, criteresSpecifiques: [], modeSepulture: 'inhumation',
    cremation: null, etat: 'present', portailMasque: false, ...over,
  };
}

function build(input: Partial<Parameters<typeof buildPlanPlots>[0]>): PlanPlot[] {
  return buildPlanPlots({ emplacements: [], locations: [], occupants: [], procedures: [], contacts: [], ...input }, TODAY);
}

describe('buildPlanPlots', () => {
  it('joins the current concession, deceased present and holders; skips deleted plots', () => {
    const plots = build({
      emplacements: [plot('p1'), plot('p2'), plot('p3', { deletedAt: '2026-01-01T00:00:00Z' })],
      locations: [loc('old', 'p1', { isArchived: true, famille: 'Ancienne' }), loc('l1', 'p1')],
      occupants: [occ('o1', 'p1'), occ('o2', 'p1', { etat: 'exhume', prenom: 'Paul' })],
      contacts: [
        { ...row, id: 'c1', locationId: 'l1', civilite: 'H', prenom: 'Jean', nom: 'Dupont', typeDeContact: 'Concessionnaire', decede: false } as unknown as Contact,
        { ...row, id: 'c2', locationId: 'l1', civilite: 'H', prenom: 'Luc', nom: 'Martin', typeDeContact: 'Contact de secours', decede: false } as unknown as Contact,
      ],
    });
    expect(plots.map((p) => p.id)).toEqual(['p1', 'p2']);
    const [p1, p2] = plots;
    expect(p1?.location?.id).toBe('l1');
    expect(p1?.famille).toBe('Dupont');
    expect(p1?.holders).toEqual(['Jean DUPONT']);
    expect(p1?.deceased).toEqual(['Marie DUPONT']);
    expect(p1?.status.code).toBe('en_cours');
    expect(p2?.status.code).toBe('libre');
    expect(p1?.shortLabel).toBe('A/1/p1');
  });

  it('takes the status from concessionStatus at every reading the plan colours', () => {
    const cases: Array<[Partial<Location>, string]> = [
      [{ dateFin: TODAY }, 'en_cours'],
      [{ dateFin: '2026-11-21' }, 'a_renouveler'],
      [{ dateFin: '2024-11-23' }, 'a_renouveler'],
      [{ dateFin: '2024-11-22' }, 'echue'],
      [{ dateFin: null, perpetuelle: true }, 'en_cours'],
      [{ dateFin: null, duree: null }, 'manque_donnee'],
      [{ type: 'Jardin du souvenir', dateFin: null }, 'equipements'],
      [{ type: 'Ossuaire', dateFin: '1990-01-01' }, 'equipements'],
      [{ nbPlaces: 1 }, 'pleine'],
    ];
    for (const [over, code] of cases) {
      const [p] = build({ emplacements: [plot('p')], locations: [loc('l', 'p', over)], occupants: [occ('o', 'p')] });
      expect({ over, code: p?.status.code }).toEqual({ over, code });
    }
    const procedure = { ...row, id: 'pr', emplacementId: 'p', locationId: 'l', kind: 'repriseAbandon', etat: 1, dateDebut: '2026-01-05', dateFin: null, regime: '2022', etapes: [], data: {} } as unknown as Procedure;
    const [abandon] = build({ emplacements: [plot('p')], locations: [loc('l', 'p')], procedures: [procedure] });
    expect(abandon?.status.code).toBe('abandon_en_cours');
  });
});

describe('plotStyleSpec', () => {
  it('paints every legend entry with its palette colour, one cache key per entry', () => {
    for (const { code } of PLAN_LEGEND) {
      const spec = plotStyleSpec(code);
      expect(spec.key).toBe(code);
      const hex = STATUS_HEX[CONCESSION_STATUS_COLOURS[code]];
      const n = Number.parseInt(hex.slice(1), 16);
      expect(spec.fill).toContain(`${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}`);
    }
    expect(plotStyleSpec('echue').fill).toBe('rgba(201, 42, 42, 0.7)');
    expect(plotStyleSpec('libre').stroke).toBe('#495057');
  });

  it('gives every legend entry its own colour: a full concession is not painted like commune equipment', () => {
    const fills = PLAN_LEGEND.map((l) => plotStyleSpec(l.code).fill);
    expect(new Set(fills).size).toBe(PLAN_LEGEND.length);
    expect(plotStyleSpec('pleine').fill).not.toBe(plotStyleSpec('equipements').fill);
    expect(PLAN_LEGEND.map((l) => l.label)).toEqual([
      'Libre', 'En cours', 'Pleine', 'A renouveler', 'Échue', 'Données manquantes', 'Reprise par abandon en cours', 'Équipements / terrain commun',
    ]);
  });
});

describe('planPaintCode: what the plan paints is what the legend says', () => {
  const reprise = { ...row, id: 'pr', emplacementId: 'p', locationId: 'l', kind: 'repriseAbandon', etat: 1, dateDebut: '2026-01-05', dateFin: null, regime: '2022', etapes: [], data: {} } as unknown as Procedure;
  const cases: Array<[string, Partial<Location> | null, number, Procedure[], string, string]> = [
    ['free plot', null, 0, [], 'libre', 'Libre'],
    ['archived concession (the plot is free)', { isArchived: true }, 0, [], 'libre', 'Libre'],
    ['concession en cours', {}, 1, [], 'en_cours', 'En cours'],
    ['perpetual without end date', { dateFin: null, perpetuelle: true }, 0, [], 'en_cours', 'En cours'],
    ['full concession', { nbPlaces: 1 }, 1, [], 'pleine', 'Pleine'],
    ['ended the day before', { dateFin: '2026-11-21' }, 0, [], 'a_renouveler', 'A renouveler'],
    ['ended a day short of two years', { dateFin: '2024-11-23' }, 0, [], 'a_renouveler', 'A renouveler'],
    ['ended two years ago to the day', { dateFin: '2024-11-22' }, 0, [], 'echue', 'Échue'],
    ['full and échue (the date alert wins)', { dateFin: '2020-01-01', nbPlaces: 1 }, 1, [], 'echue', 'Échue'],
    ['no end date', { dateFin: null, duree: null }, 0, [], 'manque_donnee', 'Données manquantes'],
    ['reprise par abandon en cours', {}, 0, [reprise], 'abandon_en_cours', 'Reprise par abandon en cours'],
    ['Jardin du souvenir', { type: 'Jardin du souvenir', dateFin: null }, 5, [], 'equipements', 'Équipements / terrain commun'],
    ['Ossuaire past its end', { type: 'Ossuaire', dateFin: '1990-01-01' }, 0, [], 'equipements', 'Équipements / terrain commun'],
    ['Terrain commun en cours', { type: 'Terrain commun', duree: 5 }, 0, [], 'equipements', 'Équipements / terrain commun'],
    ['Terrain commun échue', { type: 'Terrain commun', dateFin: '2020-01-01' }, 0, [], 'equipements', 'Équipements / terrain commun'],
    ['Terrain commun without end date', { type: 'Terrain commun', dateFin: null, duree: null }, 0, [], 'equipements', 'Équipements / terrain commun'],
    ['Caveau provisoire', { type: 'Caveau', dateFin: '2026-11-21' }, 0, [], 'equipements', 'Équipements / terrain commun'],
    ['Terrain commun under reprise', { type: 'Terrain commun' }, 0, [reprise], 'abandon_en_cours', 'Reprise par abandon en cours'],
    ['Ossuaire under reprise', { type: 'Ossuaire' }, 0, [reprise], 'abandon_en_cours', 'Reprise par abandon en cours'],
  ];
  it.each(cases)('%s is painted %s', (_name, over, present, procedures, paint, legend) => {
    const occupants = Array.from({ length: present }, (_, i) => occ(`o${i}`, 'p'));
    const [p] = build({ emplacements: [plot('p')], locations: over ? [loc('l', 'p', over)] : [], occupants, procedures });
    const spec = plotStyleOf(p!.status);
    expect(spec.key).toBe(paint);
    expect(planPaintCode(p!.status)).toBe(paint);
    expect(PLAN_LEGEND.find((l) => plotStyleSpec(l.code).fill === spec.fill)?.label).toBe(legend);
  });

  it('a Terrain commun painted as commune equipment still answers to the date quick filters', () => {
    const [echue] = build({ emplacements: [plot('p')], locations: [loc('l', 'p', { type: 'Terrain commun', dateFin: '2020-01-01' })] });
    expect(planPaintCode(echue!.status)).toBe('equipements');
    expect(echue!.status.code).toBe('echue');
    expect(matchesQuickFilters(echue!.status, new Set(['echue']))).toBe(true);
    expect(matchesQuickFilters(echue!.status, new Set(['equipements']))).toBe(true);
    expect(matchesQuickFilters(echue!.status, new Set(['en_cours']))).toBe(false);
    const [running] = build({ emplacements: [plot('p')], locations: [loc('l', 'p', { type: 'Terrain commun' })] });
    expect(matchesQuickFilters(running!.status, new Set(['en_cours']))).toBe(true);
  });

  it('every plot the quick filter Equipements / Terrain commun finds is painted as such unless under reprise', () => {
    for (const type of ['Jardin du souvenir', 'Ossuaire', 'Caveau', 'Terrain commun', 'Concession', 'Enfeu', 'Cavurne', 'Colombarium'] as const) {
      const [p] = build({ emplacements: [plot('p')], locations: [loc('l', 'p', { type, dateFin: '2020-01-01' })] });
      const found = matchesQuickFilters(p!.status, new Set(['equipements']));
      expect({ type, painted: planPaintCode(p!.status) === 'equipements' }).toEqual({ type, painted: found });
    }
  });
});

describe('planStatistics', () => {
  it('counts free plots (an archived concession leaves its plot free) over all plots, échues over the concessions (spec 001 §3)', () => {
    const plots = build({
      emplacements: [plot('a'), plot('b'), plot('c'), plot('d'), plot('e')],
      locations: [
        loc('l1', 'a', { dateFin: '2000-01-01' }),
        loc('l2', 'b'),
        loc('l3', 'c', { type: 'Terrain commun', dateFin: '2001-01-01' }),
        loc('l4', 'd', { isArchived: true }),
      ],
    });
    expect(planStatistics(plots)).toEqual({
      libre: { percent: 40, nb: 2, total: 5 },
      echues: { percent: 66.7, nb: 2 },
      concession: { total: 3 },
    });
    expect(planStatistics([])).toEqual({ libre: { percent: 0, nb: 0, total: 0 }, echues: { percent: 0, nb: 0 }, concession: { total: 0 } });
  });
});

describe('quick filters', () => {
  it('lists the five checkboxes of spec 001 §2 with their labels', () => {
    expect(QUICK_FILTERS.map((f) => f.label)).toEqual(['En cours', 'Échue', 'Reprise par abandon en cours', 'Equipements / Terrain commun', 'Manque de données']);
  });

  it('shows all with none ticked, and any match with some ticked', () => {
    const terrainEchu = { filters: ['echue', 'equipements'] as const };
    expect(matchesQuickFilters(terrainEchu, new Set())).toBe(true);
    expect(matchesQuickFilters(terrainEchu, new Set(['echue']))).toBe(true);
    expect(matchesQuickFilters(terrainEchu, new Set(['equipements']))).toBe(true);
    expect(matchesQuickFilters(terrainEchu, new Set(['en_cours']))).toBe(false);
    expect(matchesQuickFilters({ filters: ['libre'] }, new Set(['en_cours']))).toBe(false);
    expect(matchesQuickFilters({ filters: ['manque_donnee'] }, new Set(['manque_donnee']))).toBe(true);
    expect(matchesQuickFilters({ filters: ['en_cours', 'abandon_en_cours'] }, new Set(['abandon_en_cours']))).toBe(true);
  });

  it('Libre / Occupé: both or neither shows all', () => {
    expect(matchesOccupation('libre', { libre: true, occupe: true })).toBe(true);
    expect(matchesOccupation('libre', { libre: false, occupe: false })).toBe(true);
    expect(matchesOccupation('libre', { libre: false, occupe: true })).toBe(false);
    expect(matchesOccupation('echue', { libre: false, occupe: true })).toBe(true);
    expect(matchesOccupation('echue', { libre: true, occupe: false })).toBe(false);
  });

  it('marks a plot whose ashes went to nature, as the lists do, and filters with the lists engine', () => {
    const cremation = { dateCremation: null, destinationUrneCendre: 'dispersionNature' as const, dateDispersion: null, dateInhumation: null };
    const plots = build({
      emplacements: [plot('a'), plot('b'), plot('c', { carre: 'B' })],
      locations: [loc('la', 'a'), loc('lb', 'b', { dateFin: '2000-01-01' })],
      occupants: [occ('o', 'a', { cremation })],
    });
    expect(plots.map((p) => p.pleineNature)).toEqual([true, false, false]);
    const shown = (state: Partial<typeof EMPTY_FILTERS>) => plots.filter((p) => planPlotMatches(p, { ...EMPTY_FILTERS, ...state }, TODAY)).map((p) => p.id);
    expect(shown({})).toEqual(['a', 'b', 'c']);
    expect(shown({ statuts: ['echue'] })).toEqual(['b']);
    expect(shown({ etats: ['libre'] })).toEqual(['c']);
    expect(shown({ etats: ['libre', 'occupe'] })).toEqual(['a', 'b', 'c']);
    expect(shown({ carres: ['B'] })).toEqual(['c']);
    expect(planPlotRow(plots[0]!)).toMatchObject({ kind: 'plot', libre: false, pleineNature: true, filterDate: '2000-01-01' });
    expect(carresEtAllees(plots)).toEqual({ carres: ['A', 'B'], allees: ['1'] });
  });

  it("the characteristics filter finds a plot when one of its present deceased has it (spec 001 §9)", () => {
    const plots = build({
      emplacements: [plot('a'), plot('b'), plot('c'), plot('d')],
      locations: [loc('la', 'a'), loc('lb', 'b'), loc('lc', 'c')],
      occupants: [
        occ('a1', 'a'), occ('a2', 'a', { criteresSpecifiques: ['Mort pour la France'] }),
        occ('b1', 'b', { criteresSpecifiques: ['personne célèbre', 'Militaire'] }),
        // Exhumed: no longer in the plot, so the plot does not answer for them.
        occ('c1', 'c', { etat: 'exhume', criteresSpecifiques: ['Mort pour la France'] }),
      ],
    });
    const shown = (caracteristiques: typeof EMPTY_FILTERS.caracteristiques) =>
      plots.filter((p) => planPlotMatches(p, { ...EMPTY_FILTERS, caracteristiques }, TODAY)).map((p) => p.id);
    expect(shown(['Mort pour la France'])).toEqual(['a']);
    expect(shown(['Personne célèbre'])).toEqual(['b']);
    expect(shown(['Autres caractéristiques'])).toEqual(['b']);
    expect(shown(['Mort pour le Service de la Nation'])).toEqual([]);
    expect(shown(['Mort pour la France', 'Personne célèbre'])).toEqual(['a', 'b']);
  });
});

describe('geometry, nearest and search', () => {
  it('finds the centre of a polygon and the plot holding a point first', () => {
    expect(polygonCentroid(square(10, 20)!)).toEqual([15, 25]);
    const plots = [{ id: 'far', geometry: square(100, 100) }, { id: 'in', geometry: square(0, 0) }, { id: 'near', geometry: square(12, 0) }, { id: 'none', geometry: null }];
    const near = nearestPlots(plots, [9, 5], 2);
    expect(near.map((n) => n.plot.id)).toEqual(['in', 'near']);
    expect(near[0]?.distance).toBe(0);
  });

  it('draws closed ellipse and star rings', () => {
    const e = ellipseRing([0, 0], 10, 5, 16);
    expect(e).toHaveLength(17);
    expect(e[0]).toEqual(e[16]);
    const s = starRing([0, 0], [0, -10]);
    expect(s).toHaveLength(11);
    expect(Math.hypot(...(s[0] as [number, number]))).toBeCloseTo(10);
    expect(Math.hypot(...(s[1] as [number, number]))).toBeCloseTo(4.5);
  });

  it('searches by number, by carré/allée/numéro and by family, accents aside', () => {
    const plots = build({
      emplacements: [plot('x', { numero: '12' }), plot('y', { numero: '120', carre: 'B' }), plot('z', { numero: '7', allee: '3' })],
      locations: [loc('l', 'z', { famille: 'Lefèvre' })],
    });
    expect(searchPlots(plots, '12').map((p) => p.id)).toEqual(['x', 'y']);
    expect(searchPlots(plots, 'B/1/120').map((p) => p.id)).toEqual(['y']);
    expect(searchPlots(plots, 'lefevre').map((p) => p.id)).toEqual(['z']);
    expect(searchPlots(plots, 'LEF').map((p) => p.id)).toEqual(['z']);
    expect(searchPlots(plots, '  ')).toEqual([]);
  });
});
