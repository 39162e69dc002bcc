import { diffInDays } from '../dates';
import type { DocumentRow } from '../entities/document';
import type { Location } from '../entities/location';
import { SLUG_ACTE_CONCESSION } from './slugs';

/** A concession is 'fraichement créée' for this many days after its start date (the spec gives no figure). */
export const FRESH_CONCESSION_DAYS = 30;

/**
 * Whether generating the deed must first ask 'Etes vous sûr de vouloir générer un acte dont la concession n'as
 * pas été fraichement créée ?' (spec 001 §8): when a deed was already generated for it, or when it started
 * more than 30 days ago (or its start is unknown). A concession starting in the future is fresh.
 */
export function deedNeedsConfirmation(location: Pick<Location, 'id' | 'dateDebut'>, documents: readonly DocumentRow[], today: string): boolean {
  if (documents.some((d) => !d.deletedAt && d.locationId === location.id && d.slug === SLUG_ACTE_CONCESSION)) return true;
  if (!location.dateDebut) return true;
  return diffInDays(location.dateDebut, today) > FRESH_CONCESSION_DAYS;
}

/**
 * Whether generating the document of `slug` asks the spec's question first (spec 001 §8, 002 §5; issue 28):
 * only the deed of the concession itself (acte-creation-de-concession) when the concession was not just created
 * (deedNeedsConfirmation), where the spec puts it. A procedure's own deed (renewal, conversion, donation,
 * rétrocession) is about an existing concession by nature, and never asks it.
 */
export function asksNotFreshQuestion(slug: string | null, location: Pick<Location, 'id' | 'dateDebut'>, documents: readonly DocumentRow[], today: string): boolean {
  return slug === SLUG_ACTE_CONCESSION && deedNeedsConfirmation(location, documents, today);
}
