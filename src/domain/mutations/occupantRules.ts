import type { PartialDate } from '../entities/replicated';
import type { Cremation } from '../entities/occupant';
import { dateParts } from '../dates';

/** The spec's messages, verbatim (spec 001 §5 and §8). */
export const MSG_CREMATION_AVANT_DECES = 'La date de crémation doit être supérieur à la date de décès.';
export const MSG_DISPERSION_AVANT_CREMATION = 'La dispersion doit avoir lieu après la crémation.';
export const MSG_DISPERSION_AVANT_DECES = 'La date de dispersion doit être supérieur à la date de décès.';

/**
 * Compares a full date with a date known in part, at the precision known: -1 before, 0 the same as far
 * as can be told, 1 after; null when the year is unknown.
 */
export function compareWithPartial(date: string, partial: PartialDate | null): -1 | 0 | 1 | null {
  const d = dateParts(date);
  if (!d || !partial || partial.annee === null) return null;
  const steps: Array<[number, number | null]> = [
    [d.year, partial.annee],
    [d.month, partial.mois],
    [d.day, partial.jour],
  ];
  for (const [mine, theirs] of steps) {
    if (theirs === null) return 0;
    if (mine !== theirs) return mine < theirs ? -1 : 1;
  }
  return 0;
}

function isFull(partial: PartialDate | null): boolean {
  return partial !== null && partial.annee !== null && partial.mois !== null && partial.jour !== null;
}

/**
 * True when `date` cannot be after the death: before it, or the very same day when the death date is
 * complete. A date that only matches a partial death date at its known precision is given the benefit of
 * the doubt.
 */
function notAfterDeath(date: string, deces: PartialDate | null): boolean {
  const cmp = compareWithPartial(date, deces);
  return cmp === -1 || (cmp === 0 && isFull(deces));
}

/**
 * The cremation dates of a deceased (spec 001 §5): cremation after the death, dispersion after the
 * cremation (the same day allowed) and after the death. Returns the spec's message, or null when valid.
 */
export function cremationDatesError(dateDeces: PartialDate | null, cremation: Cremation | null): string | null {
  if (!cremation) return null;
  const { dateCremation, dateDispersion } = cremation;
  if (dateCremation && notAfterDeath(dateCremation, dateDeces)) return MSG_CREMATION_AVANT_DECES;
  if (dateDispersion && dateCremation && dateDispersion < dateCremation) return MSG_DISPERSION_AVANT_CREMATION;
  if (dateDispersion && notAfterDeath(dateDispersion, dateDeces)) return MSG_DISPERSION_AVANT_DECES;
  return null;
}
