/**
 * Durations offered for tariffs and renewals (spec 000 §5, 002 §9): 5 to 15, 20, 25, 30, 50, 99, 100 years,
 * perpetual, or another number. The 100-year option depends on the start date: see `durationChoices`.
 */
export const DUREES_ANNEES = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 25, 30, 50, 99, 100] as const;

export const DUREE_PERPETUELLE = 'perpetuelle' as const;
export const DUREE_AUTRE = 'autre' as const;
export type DureeChoice = number | typeof DUREE_PERPETUELLE | typeof DUREE_AUTRE;

/** A duration of 99 years or more counts as perpetual in lists (spec 001 §4, 002 §9). */
export const DUREE_PERPETUELLE_MIN = 99;

/** Centenary concessions were abolished by ordonnance n° 59-33 of 5 January 1959 (see `durationChoices`). */
export const CENTENAIRE_CUTOFF = '1959-01-05';

/** Terrain commun: 5 years, 1 place, Individuelle (spec 001 §4, §9; CGCT R2223-5). */
export const TERRAIN_COMMUN = { duree: 5, nbPlaces: 1, typeConcession: 'Individuelle' } as const;

/** Caveau provisoire: at most 6 months, 1 place (spec 001 §5, §9). */
export const CAVEAU = { mois: 6, nbPlaces: 1 } as const;

/** 'A renouveler' lasts two years after the end date, then 'Échue' (spec 000 §9, 001 §9; CGCT L2223-15). */
export const RENEWAL_WINDOW_YEARS = 2;

/** Renewal may start at most 5 years before the end (spec 002 §9). */
export const RENEWAL_EARLY_YEARS = 5;

/** Duration filters of the lists (spec 001 §9). */
export const DUREE_FILTERS: ReadonlyArray<{ key: string; label: string; min: number | null; max: number | null }> = [
  { key: 'moins15', label: '15 ans maximum', min: null, max: 15 },
  { key: '16-49', label: '16 à 49 ans', min: 16, max: 49 },
  { key: '50-99', label: '50 à 99 ans', min: 50, max: 99 },
  { key: 'plus99', label: '100 ans ou perpétuelle', min: 100, max: null },
];

/** Quick date filters (spec 001 §9): two toggles and a range. */
export const DATE_FILTERS = ['an_dernier', 'derniers_5_ans', 'between'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
