import { RENEWAL_WINDOW_YEARS } from '../constants/durations';
import { EQUIPMENT_TYPES, type LocationType } from '../constants/locationTypes';
import type { ProcedureKind } from '../constants/procedures';
import { addYears, compareDates, formatFrDate } from '../dates';
import type { IsoDate } from '../entities/replicated';
import { isPerpetual, isRenewable } from '../rules/concessionStatus';
import type { Subject } from './types';

/** Critical notice: a concession ends within this many years (spec 000 §4 'expiring within the year'). */
export const ECHEANCE_NOTICE_YEARS = 1;

/** A current concession, as the generation reads it. */
export interface ConcessionFact {
  locationId: string;
  emplacementId: string;
  plot: string;
  famille: string | null;
  type: LocationType;
  perpetuelle: boolean;
  duree: number | null;
  dateFin: IsoDate | null;
  /** Kinds of the plot's procedures under way (not finished, not deleted). */
  proceduresEnCours: readonly ProcedureKind[];
}

/** A procedure under way that already answers the concession's end: nothing to warn about. */
const ANSWERING_END: readonly ProcedureKind[] = ['renouvellement', 'repriseNonRenouvellement', 'repriseAbandon'];

/** Commune equipment (ossuary, Jardin du souvenir): no expiry to follow. */
export function isEquipment(type: LocationType): boolean {
  return (EQUIPMENT_TYPES as readonly string[]).includes(type);
}

function who(c: ConcessionFact): string {
  return c.famille ? `${c.plot} (famille ${c.famille})` : c.plot;
}

/**
 * The notice a concession calls for today, if any (spec 000 §4, §9; CGCT L2223-15):
 * - critique 'echeance': its end date is today or within the next year (today ≤ dateFin ≤ today + 1 year);
 * - principale 'aRenouveler': ended, within the two years in which the holder may still renew
 *   (dateFin < today < dateFin + 2 years); a Terrain commun or Caveau has no such right (isRenewable);
 * - critique 'echue': ended two years ago or more (today ≥ dateFin + 2 years), the same boundary as the
 *   status 'Échue' of concessionValidite.
 * None for a perpetual concession, commune equipment (ossuary, Jardin du souvenir), a concession with no end
 * date, or one whose renewal or reprise is already under way. The key holds the end date: a renewed
 * concession (new end) is a new subject.
 */
export function concessionNotice(c: ConcessionFact, today: IsoDate): Subject | null {
  if (!c.dateFin || isPerpetual(c) || isEquipment(c.type)) return null;
  if (c.proceduresEnCours.some((k) => ANSWERING_END.includes(k))) return null;
  const fin = c.dateFin;
  const base = { emplacementId: c.emplacementId, plot: c.plot, date: fin };
  if (compareDates(today, fin) <= 0) {
    if (compareDates(fin, addYears(today, ECHEANCE_NOTICE_YEARS)) > 0) return null;
    return {
      ...base, kind: 'echeance', cle: `echeance:${c.locationId}:${fin}`,
      titre: 'Concession arrivant à échéance dans l\'année',
      description: `${who(c)} : la concession arrive à échéance le ${formatFrDate(fin)}. Informez le titulaire de son droit au renouvellement.`,
    };
  }
  const limite = addYears(fin, RENEWAL_WINDOW_YEARS);
  if (compareDates(today, limite) < 0) {
    if (!isRenewable(c.type)) return null;
    return {
      ...base, kind: 'aRenouveler', cle: `renouveler:${c.locationId}:${fin}`,
      titre: 'Concession à renouveler',
      description: `${who(c)} : la concession est échue depuis le ${formatFrDate(fin)}. Le titulaire peut la renouveler jusqu'au ${formatFrDate(limite)}.`,
    };
  }
  return {
    ...base, kind: 'echue', cle: `echue:${c.locationId}:${fin}`,
    titre: 'Concession échue depuis plus de deux ans',
    description: `${who(c)} : la concession est échue depuis le ${formatFrDate(fin)}. Le délai de renouvellement est passé : le terrain peut être repris.`,
  };
}
