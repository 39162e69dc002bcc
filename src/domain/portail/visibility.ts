import { addYears, isAfter, partialDateToIso } from '../dates';
import type { IsoDate, PartialDate } from '../entities/replicated';

/** The longest delay a town may choose before a death is listed on its portal (Infos cimetière). */
export const PORTAL_DELAY_MAX_YEARS = 100;

/** What the portal rule reads of a deceased. */
export interface PortalCandidate {
  deletedAt: string | null;
  etat: string;
  portailMasque?: boolean | null;
  dateDeces: PartialDate | null;
}

/**
 * Whether the public portal lists a deceased (issue 30, 'Privacy by design'):
 * - a deleted record, or a deceased exhumed (etat 'exhume': the body left the plot), is never listed;
 * - a deceased hidden at the family's request (`portailMasque`, the switch of the deceased's sheet) is not;
 * - with a delay of N years chosen by the town (`delaiAnnees`, null or 0: none), a death is listed only once
 *   N whole years have passed since it: a death known to the year only counts from the last day of that
 *   year, to the month only from the month's last day, and a death whose year is unknown is not listed
 *   while a delay is set (nothing says the delay has passed: the portal does not guess).
 */
export function isListedOnPortal(o: PortalCandidate, today: IsoDate, delaiAnnees: number | null): boolean {
  if (o.deletedAt !== null || o.etat === 'exhume' || o.portailMasque === true) return false;
  if (!delaiAnnees || delaiAnnees <= 0) return true;
  const latest = latestDeathDate(o.dateDeces);
  if (latest === null) return false;
  return !isAfter(addYears(latest, delaiAnnees), today);
}

/** The latest day a partial death date can mean: '1950' → 31/12/1950, '03/1950' → 31/03/1950. */
function latestDeathDate(d: PartialDate | null): IsoDate | null {
  if (!d || d.annee === null) return null;
  if (d.mois === null) return `${String(d.annee).padStart(4, '0')}-12-31`;
  if (d.jour === null) {
    const lastDay = new Date(Date.UTC(d.annee, d.mois, 0)).getUTCDate();
    return partialDateToIso({ annee: d.annee, mois: d.mois, jour: lastDay });
  }
  return partialDateToIso(d);
}
