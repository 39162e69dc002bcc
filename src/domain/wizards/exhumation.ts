import type { DestinationCendres, ExhumationDestination } from '../constants/occupants';
import { compareDates } from '../dates';

/** Exhumation and réduction / réunion effects on the deceased list and the occupancy (spec 001 §4). */

export const EXHUMATION_STEPS = ['Demande', 'Exhumation', 'Destination du corps', 'Vérification Validation'] as const;
export const REDUCTION_STEPS = ['Réduction / réunion', 'Vérification Validation'] as const;

export interface ExhumationFacts {
  destinationCorps: ExhumationDestination;
  date: string | null;
  /** For the crémation of the remains: where the ashes go (inhumation or sealing in the sepulchre keep the deceased). */
  destinationCendres?: DestinationCendres | null;
  today: string;
}

/**
 * What an exhumation does to the deceased (spec 001 §4 "After validation"):
 * - 'kept': reburied in the same plot, ashes inhumed or sealed in the sepulchre, or a date still to come:
 *   the exhumation is kept on the deceased, who stays in the list and still occupies a place;
 * - 'moved': reburied in another plot of this cemetery, the deceased goes there (one place fewer here);
 * - 'removed': elsewhere (another cemetery, ashes dispersed): out of the list, occupancy drops by one.
 */
export function exhumationEffect(f: ExhumationFacts): 'kept' | 'moved' | 'removed' {
  if (f.date !== null && compareDates(f.date, f.today) > 0) return 'kept';
  if (f.destinationCorps === 'memeConcession') return 'kept';
  if (f.destinationCorps === 'cremation' && (f.destinationCendres === 'inhumation' || f.destinationCendres === 'scellement')) return 'kept';
  if (f.destinationCorps === 'autreConcession') return 'moved';
  return 'removed';
}

/** Places a réduction or réunion frees: the reduced body, or each deceased reunited with the main one. */
export function reductionFreedPlaces(type: 'reduction de corps' | 'reunion de corps', reunis: number): number {
  return type === 'reunion de corps' ? reunis : 1;
}

/** The picture of a deceased by state (spec 001 §4 "Deceased picture by state"). */
export type DefuntPicture = 'cercueil' | 'reunion de corps' | 'reduction de corps' | 'Inhumation dans la sépulture' | 'Scellement sur le monument de la sépulture';

export function defuntPicture(o: { etat: string; modeSepulture: string | null; cremation: { destinationUrneCendre: string | null } | null }): DefuntPicture {
  if (o.etat === 'reuni') return 'reunion de corps';
  if (o.etat === 'reduit') return 'reduction de corps';
  if (o.modeSepulture === 'cremation' && o.cremation?.destinationUrneCendre === 'scellement') return 'Scellement sur le monument de la sépulture';
  if (o.modeSepulture === 'cremation') return 'Inhumation dans la sépulture';
  return 'cercueil';
}
