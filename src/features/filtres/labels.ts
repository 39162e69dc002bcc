import { CONCESSION_STATUS_CODES, CONCESSION_FILTER_LABELS, CONCESSION_STATUS_LABELS, type ConcessionStatusCode } from '../../domain/constants';

/** The status filter values of spec 001 §4, with the quick-filter wording where the spec gives one. */
export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: ConcessionStatusCode; label: string }> = CONCESSION_STATUS_CODES.filter(
  (c) => c !== 'libre',
).map((value) => ({ value, label: CONCESSION_FILTER_LABELS[value] ?? CONCESSION_STATUS_LABELS[value] }));

export const ETAT_OPTIONS = [
  { value: 'libre', label: 'Libre' },
  { value: 'occupe', label: 'Occupé' },
] as const;

export const QUICK_DATE_LABELS = { an_dernier: 'Les 12 derniers mois', derniers_5_ans: 'Les 5 dernières années' } as const;
