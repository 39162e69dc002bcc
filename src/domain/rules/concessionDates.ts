import {
  CAVEAU,
  CENTENAIRE_CUTOFF,
  DUREE_AUTRE,
  DUREE_PERPETUELLE,
  DUREES_ANNEES,
  type DureeChoice,
} from '../constants/durations';
import type { LocationType } from '../constants/locationTypes';
import type { IsoDate } from '../entities/replicated';
import { addMonths, addYears, compareDates, isIsoDate } from '../dates';

export interface DateFinInput {
  dateDebut: IsoDate | null;
  duree: number | null;
  type?: LocationType | null;
  perpetuelle?: boolean;
}

/**
 * End date of a concession (spec 001 §5): start plus the duration in years; a Caveau (provisoire) ends six
 * months after its start whatever the duration (spec 001 §9 'max 6 mois'); no end for a perpetual concession,
 * a missing start, or a duration of 0 or empty.
 */
export function computeDateFin(input: DateFinInput): IsoDate | null {
  const { dateDebut, duree } = input;
  if (!dateDebut || !isIsoDate(dateDebut) || input.perpetuelle) return null;
  if (input.type === 'Caveau') return addMonths(dateDebut, CAVEAU.mois);
  if (duree === null || !Number.isFinite(duree) || duree <= 0) return null;
  return addYears(dateDebut, Math.trunc(duree));
}

/**
 * Whether the 100-year duration may be chosen for a concession starting on `dateDebut`.
 *
 * The spec (001 §5, 002 §9) offers it "only when the start date is after 1959-01-05". The law says the
 * opposite: ordonnance n° 59-33 of 5 January 1959 abolished centenary concessions, so since then none can be
 * granted, and those granted before it remain (CGCT R2223-22 still names them). The law wins (DESIGN §7): the
 * option is offered for a start strictly before 1959-01-05, to record an old centenary concession, and never
 * for a newer one, nor when the start is unknown.
 */
export function isCentenaireAllowed(dateDebut: IsoDate | null): boolean {
  return dateDebut !== null && isIsoDate(dateDebut) && compareDates(dateDebut, CENTENAIRE_CUTOFF) < 0;
}

/**
 * Durations offered for a concession or a renewal (spec 000 §5, 002 §5 and §9): 5 to 15, 20, 25, 30, 50, 99
 * years, 100 years when `isCentenaireAllowed`, perpetual, or another number.
 */
export function durationChoices(dateDebut: IsoDate | null): DureeChoice[] {
  const years = DUREES_ANNEES.filter((d) => d !== 100 || isCentenaireAllowed(dateDebut));
  return [...years, DUREE_PERPETUELLE, DUREE_AUTRE];
}
