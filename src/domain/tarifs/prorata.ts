import { diffInDays } from '../dates';
import type { IsoDate } from '../entities/replicated';
import { cents } from './lookup';

/**
 * Value of the time a concession has left on `date`, pro rata temporis of its price: what a conversion
 * deducts from the new price (CGCT L2223-16) and what a rétrocession refunds. Zero once expired.
 */
export function prorataRestant(prixInitial: number, dateDebut: IsoDate, dateFin: IsoDate, date: IsoDate): number {
  const total = diffInDays(dateDebut, dateFin);
  if (total <= 0) return 0;
  const restant = Math.min(Math.max(diffInDays(date, dateFin), 0), total);
  return cents((prixInitial * restant) / total);
}

/** Conversion (spec 002 §3 form fields): the new price less the value of the time left. */
export function montantConversion(prixNouvelleDuree: number, prorataTemporisSoustrait: number): number {
  return cents(Math.max(prixNouvelleDuree - prorataTemporisSoustrait, 0));
}

/**
 * Refund of a rétrocession (LAW.md: ministerial answers): the time left pro rata, less the third that went
 * to the social action centre when the tariff gave it one (that share is not the commune's to return).
 */
export function remboursementRetrocession(prorata: number, isCCASTier: boolean): number {
  return cents(isCCASTier ? (prorata * 2) / 3 : prorata);
}

/** Contract dates before 1 February 2002 may be in francs (spec 002 §5 conversion warning). */
export const FRANC_WARNING_BEFORE = '2002-02-01';

export function mayBeInFrancs(dateContratInitial: IsoDate | null): boolean {
  return dateContratInitial !== null && dateContratInitial < FRANC_WARNING_BEFORE;
}
