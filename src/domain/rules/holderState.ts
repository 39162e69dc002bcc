import { HOLDER_STATE_LABELS, STATUS_TEXT_HEX, type HolderStateCode, type StatusColour } from '../constants/status';
import { EQUIPMENT_TYPES, type LocationType } from '../constants/locationTypes';
import type { Location } from '../entities/location';
import type { IsoDate } from '../entities/replicated';
import { concessionValidite } from './concessionStatus';

/** Jardin du souvenir and Ossuaire: commune equipment with no end. */
const ALWAYS_EN_COURS: ReadonlySet<LocationType | undefined> = new Set<LocationType>(EQUIPMENT_TYPES);

export interface HolderState {
  code: HolderStateCode;
  label: string;
  colour: StatusColour;
  hex: string;
}

/**
 * State shown beside a holder in /concessionnaires (spec 001 §4 "Holders list state"): 'En cours' or
 * 'A renouveler' in green, 'échue' in red once the renewal window is over, 'pas de données' without an end
 * date. A perpetual concession reads 'En cours', as everywhere else; so do Jardin du souvenir and Ossuaire,
 * which have no end (spec 001 §4 List: they always show 'en cours').
 */
export function holderState(
  location: (Pick<Location, 'perpetuelle' | 'duree' | 'dateFin'> & { type?: Location['type'] }) | null,
  today: IsoDate,
): HolderState {
  const validite = !location ? 'manque_donnee' : ALWAYS_EN_COURS.has(location.type) ? 'en_cours' : concessionValidite(location, today);
  const code: HolderStateCode = validite === 'manque_donnee' ? 'pas_de_donnees' : validite;
  const colour: StatusColour = code === 'echue' ? 'red' : code === 'pas_de_donnees' ? 'grey' : 'green';
  return { code, label: HOLDER_STATE_LABELS[code], colour, hex: STATUS_TEXT_HEX[colour] };
}
