import type { Occupant } from '../entities/occupant';
import type { IsoDate, PartialDate } from '../entities/replicated';
import { dateParts } from '../dates';

function toPartial(value: IsoDate | PartialDate | null | undefined): PartialDate | null {
  if (!value) return null;
  if (typeof value !== 'string') return value;
  const p = dateParts(value);
  return p ? { jour: p.day, mois: p.month, annee: p.year } : null;
}

/**
 * Age at death from birth and death (spec 001 §5 "Age is computed from birth and death dates, or from years
 * only"): whole years by anniversary when both dates are full; with parts missing, the difference of years,
 * less one when the known month (and day) show the birthday had not come. Null when a year is missing or the
 * death comes before the birth.
 */
export function ageAt(birth: IsoDate | PartialDate | null | undefined, death: IsoDate | PartialDate | null | undefined): number | null {
  const b = toPartial(birth);
  const d = toPartial(death);
  if (!b || !d || b.annee === null || d.annee === null) return null;
  let age = d.annee - b.annee;
  if (b.mois !== null && d.mois !== null) {
    if (d.mois < b.mois) age -= 1;
    else if (d.mois === b.mois && b.jour !== null && d.jour !== null && d.jour < b.jour) age -= 1;
  }
  return age >= 0 ? age : null;
}

/** Age of a deceased: the full birth date when known, else the partial one (spec 001 §3). */
export function occupantAge(o: Pick<Occupant, 'dateDeNaissance' | 'dateNaissanceIncomplete' | 'dateDeces'>): number | null {
  return ageAt(o.dateDeNaissance ?? o.dateNaissanceIncomplete, o.dateDeces);
}
