/** Surface classes used by tariffs and the assignment form (spec 000 §3, 001 §3, 002 §3). */
export const SURFACE_CLASSES = [1, 2, 3, 4, 5] as const;
export type SurfaceClasse = (typeof SURFACE_CLASSES)[number];

export const SURFACE_CLASS_LABELS: Record<SurfaceClasse, string> = {
  1: 'Simple (2-4 m²)',
  2: 'Double (4-6 m²)',
  3: 'Triple (6-8 m²)',
  4: 'Quadruple (8-10 m²)',
  5: 'Plus de 10 m²',
};

/** In the assignment form's surface select, choice 11 means "other" and shows a free field (spec 001 §5). */
export const SURFACE_CHOICE_AUTRE = 11;

/** Surface filter buckets of the lists (spec 001 §9), in m²: [min, max) with open ends. */
export const SURFACE_FILTER_BUCKETS: ReadonlyArray<{ key: string; label: string; min: number | null; max: number | null }> = [
  { key: 'max1', label: '1 m² ou moins', min: null, max: 1 },
  { key: '1-2', label: '1 à 2 m²', min: 1, max: 2 },
  { key: '2-3', label: '2 à 3 m²', min: 2, max: 3 },
  { key: '3-4', label: '3 à 4 m²', min: 3, max: 4 },
  { key: '4-5', label: '4 à 5 m²', min: 4, max: 5 },
  { key: '5-6', label: '5 à 6 m²', min: 5, max: 6 },
  { key: '6-7', label: '6 à 7 m²', min: 6, max: 7 },
  { key: '7-8', label: '7 à 8 m²', min: 7, max: 8 },
  { key: '8-9', label: '8 à 9 m²', min: 8, max: 9 },
  { key: '9-10', label: '9 à 10 m²', min: 9, max: 10 },
  { key: 'min10', label: '10 m² ou plus', min: 10, max: null },
];
