import type { LocationType, TypeConcession } from '../../src/domain/constants/locationTypes';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, addMonths, addYears, dateParts, makeIsoDate } from '../../src/domain/dates';
import { computeDateFin } from '../../src/domain/rules/concessionDates';
import type { ConcessionSpec } from './concession';
import { FAMILLES } from './names';
import type { Ctx } from './types';

/** What the demo shows on a plot: its concession's state, and sometimes a story (a procedure, a soldier). */
export type Validite = 'libre' | 'en_cours' | 'pleine' | 'perpetuelle' | 'a_renouveler' | 'echue' | 'manque_donnee';
export interface Scenario {
  validite: Validite;
  special?: 'mpf-14-18' | 'mpf-39-45' | 'celebre' | 'lefevre';
  /** A reprise after abandonment written as rows (server/demo/procedures.ts). */
  procedure?: { kind: 'repriseAbandon'; done: boolean };
}

/** Shares of the states among ordinary plots, close to a real rural cemetery with a backlog of old files. */
export const VALIDITE_WEIGHTS: ReadonlyArray<readonly [Validite, number]> = [
  ['libre', 8], ['en_cours', 30], ['pleine', 12], ['perpetuelle', 18], ['a_renouveler', 8], ['echue', 11], ['manque_donnee', 13],
];

const CAPACITY: Partial<Record<LocationType, ReadonlyArray<readonly [number, number]>>> = {
  Concession: [[1, 1], [2, 2], [3, 3], [4, 4], [5, 1], [6, 2]],
  Enfeu: [[2, 2], [3, 2], [4, 1]],
  Cavurne: [[4, 1]],
  Colombarium: [[2, 2], [3, 1], [4, 1]],
};

const SURFACES: Partial<Record<LocationType, readonly number[]>> = {
  Concession: [2, 2.5, 2.5, 3, 3.75, 4, 4.5, 5, 6, 7.5],
  Enfeu: [1.5, 2],
  Cavurne: [0.8, 1],
  Colombarium: [0.16, 0.25],
  'Terrain commun': [2],
  Caveau: [3],
  Ossuaire: [12],
  'Jardin du souvenir': [80],
};

export function surfaceFor(ctx: Ctx, type: LocationType): number | null {
  const list = SURFACES[type];
  return list ? ctx.r.pick(list) : null;
}

function durations(type: LocationType): readonly number[] {
  return type === 'Colombarium' || type === 'Cavurne' ? [15, 30] : [15, 30, 30, 50];
}

/** Price paid at attribution: the tariff scale of the demo, in euros, for concessions granted since 2002. */
export function prixFor(type: LocationType, duree: number | null, perpetuelle: boolean, dateDebut: IsoDate | null, surface: number | null): number | null {
  if (!dateDebut || dateDebut < '2002-01-01') return null;
  const base: Partial<Record<LocationType, number>> = { Concession: 12, Enfeu: 38, Cavurne: 17, Colombarium: 27 };
  const perYear = base[type];
  if (perYear === undefined) return null;
  const classFactor = type === 'Concession' && surface !== null && surface >= 4 ? 1.8 : 1;
  const years = perpetuelle ? 150 : duree ?? 0;
  return Math.round(perYear * years * classFactor);
}

function year(date: IsoDate): number {
  return dateParts(date)?.year ?? 2000;
}

/**
 * The dates and sizes of a concession for a state, relative to `today`: an 'à renouveler' concession ended
 * less than two years ago, an 'échue' one two years or more ago, a perpetual one was granted long ago.
 */
export function specFor(ctx: Ctx, type: LocationType, scenario: Scenario, famille: string, surface: number | null): ConcessionSpec {
  const { r, today } = ctx;
  const nbPlaces = r.weighted(CAPACITY[type] ?? [[1, 1]]);
  const duree = r.pick(durations(type));
  const typeConcession: TypeConcession = type === 'Concession'
    ? r.weighted([['Familiale', 80], ['Individuelle', 10], ['Collective', 6], ['Non défini', 4]] as const)
    : type === 'Colombarium' || type === 'Cavurne' ? r.weighted([['Familiale', 60], ['Individuelle', 40]] as const) : 'Familiale';
  const lastBurialDay = addDays(today, -4);
  const spec: ConcessionSpec = {
    type, famille, typeConcession, duree, perpetuelle: false, dateDebut: null, dateFin: null, dateOriginelle: null,
    nbPlaces, occupants: 0, burialFrom: '1950-01-01', burialTo: lastBurialDay, etatAbandon: null,
    contacts: 'famille', surface, prix: null,
  };
  // Old graves are mostly well filled: between 60 % of their places and all of them.
  const some = (max: number) => (max <= 1 ? max : r.int(Math.ceil(max * 0.6), max));
  switch (scenario.validite) {
    case 'en_cours':
    case 'pleine': {
      spec.dateDebut = r.dateBetween(addYears(today, -duree + 1), addMonths(today, -1));
      spec.dateFin = computeDateFin({ dateDebut: spec.dateDebut, duree, type });
      spec.occupants = scenario.validite === 'pleine' ? nbPlaces : r.chance(0.1) || nbPlaces === 1 ? 0 : r.int(1, nbPlaces - 1);
      break;
    }
    case 'perpetuelle': {
      spec.perpetuelle = true;
      spec.duree = null;
      spec.dateDebut = r.dateBetween('1885-01-01', '1978-12-31');
      spec.occupants = some(nbPlaces);
      spec.etatAbandon = r.weighted([[null, 40], [1, 25], [2, 15], [3, 8], [4, 6], [5, 4], [6, 2]] as const);
      break;
    }
    case 'a_renouveler': {
      spec.dateFin = r.dateBetween(addDays(addYears(today, -2), 1), addDays(today, -1));
      spec.dateDebut = addYears(spec.dateFin, -duree);
      spec.occupants = some(nbPlaces);
      break;
    }
    case 'echue': {
      spec.dateFin = r.dateBetween(addYears(today, -25), addYears(today, -2));
      spec.dateDebut = addYears(spec.dateFin, -duree);
      spec.occupants = some(nbPlaces);
      spec.etatAbandon = r.weighted([[null, 50], [2, 20], [3, 15], [4, 10], [5, 5]] as const);
      break;
    }
    case 'manque_donnee': {
      // A register entry with no deed found: the dates are unknown, or the start without the term.
      spec.duree = null;
      spec.dateDebut = r.chance(0.5) ? null : r.dateBetween('1920-01-01', '1990-12-31');
      spec.occupants = some(nbPlaces);
      spec.burialFrom = spec.dateDebut ?? '1920-01-01';
      break;
    }
    case 'libre':
      break;
  }
  if (spec.dateDebut) {
    spec.burialFrom = spec.dateDebut;
    const end = spec.dateFin && spec.dateFin < lastBurialDay ? addDays(spec.dateFin, -1) : lastBurialDay;
    spec.burialTo = end;
  }
  spec.dateOriginelle = spec.dateDebut;
  spec.prix = prixFor(type, spec.duree, spec.perpetuelle, spec.dateDebut, surface);
  applySpecial(ctx, spec, scenario);
  return spec;
}

/** The named stories: two soldiers 'Mort pour la France', a known person, the Lefèvre family vault. */
function applySpecial(ctx: Ctx, spec: ConcessionSpec, scenario: Scenario): void {
  const { r } = ctx;
  switch (scenario.special) {
    case 'mpf-14-18':
    case 'mpf-39-45': {
      const first = scenario.special === 'mpf-14-18';
      const death = first ? r.dateBetween('1914-08-22', '1918-11-10') : r.dateBetween('1940-05-10', '1944-12-31');
      const burial = first ? r.dateBetween('1921-03-01', '1923-06-30') : addDays(death, r.int(10, 200));
      spec.perpetuelle = true;
      spec.duree = null;
      spec.dateFin = null;
      spec.dateDebut = burial;
      spec.dateOriginelle = burial;
      spec.burialFrom = burial;
      spec.occupants = Math.max(2, spec.nbPlaces ?? 2);
      spec.nbPlaces = Math.max(spec.nbPlaces ?? 2, spec.occupants);
      spec.first = {
        sexe: 'H',
        age: r.int(19, 27),
        burial,
        criteres: ['Mort pour la France', 'Militaire'],
        specificites: first
          ? `Soldat du 19e régiment d'infanterie, mort pour la France en ${year(death)}, corps restitué à la famille.`
          : `Résistant, mort pour la France en ${year(death)}.`,
      };
      break;
    }
    case 'celebre': {
      spec.first = {
        sexe: 'F', age: 84, burial: '1987-11-14', criteres: ['Personne célèbre'],
        specificites: 'Conteuse et poétesse de langue bretonne, citoyenne d\'honneur de la commune.',
      };
      spec.perpetuelle = true;
      spec.dateDebut = '1987-11-14';
      spec.dateOriginelle = spec.dateDebut;
      spec.burialFrom = spec.dateDebut;
      spec.occupants = Math.max(1, spec.occupants);
      break;
    }
    case 'lefevre': {
      spec.famille = 'Lefèvre';
      spec.type = 'Concession';
      spec.typeConcession = 'Familiale';
      spec.perpetuelle = true;
      spec.duree = null;
      spec.dateFin = null;
      spec.dateDebut = makeIsoDate(1931, 4, 17);
      spec.dateOriginelle = spec.dateDebut;
      spec.burialFrom = '1931-04-17';
      spec.nbPlaces = 6;
      spec.occupants = 5;
      spec.etatAbandon = 1;
      break;
    }
    default:
      break;
  }
}

export function pickFamily(ctx: Ctx): string {
  return ctx.r.pick(FAMILLES);
}
