import { HOLDER_STATE_LABELS, STATUS_HEX, type HolderStateCode, type StatusColour } from '../constants/status';
import type { Location } from '../entities/location';
import type { IsoDate } from '../entities/replicated';
import { concessionValidite } from './concessionStatus';

export interface HolderState {
  code: HolderStateCode;
  label: string;
  colour: StatusColour;
  hex: string;
}

/**
 * State shown beside a holder in /concessionnaires (spec 001 §4 "Holders list state"): 'En cours' or
 * 'A renouveler' in green, 'échue' in red once the renewal window is over, 'pas de données' without an end
 * date. A perpetual concession reads 'En cours', as everywhere else.
 */
export function holderState(location: Pick<Location, 'perpetuelle' | 'duree' | 'dateFin'> | null, today: IsoDate): HolderState {
  const validite = location ? concessionValidite(location, today) : 'manque_donnee';
  const code: HolderStateCode = validite === 'manque_donnee' ? 'pas_de_donnees' : validite;
  const colour: StatusColour = code === 'echue' ? 'red' : code === 'pas_de_donnees' ? 'grey' : 'green';
  return { code, label: HOLDER_STATE_LABELS[code], colour, hex: STATUS_HEX[colour] };
}
