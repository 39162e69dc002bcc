import { PROCEDURE_LABELS } from '../constants/procedures';
import { addDays, compareDates, formatFrDate } from '../dates';
import type { IsoDate } from '../entities/replicated';
import type { LegalDate } from '../procedures/types';
import type { Subject } from './types';

/** A procedure step is announced this many days before its legal date (DESIGN §8: the notifications read the legal calendar). */
export const ETAPE_NOTICE_DAYS = 30;

/** A legal date of a procedure under way (src/domain/procedures legalDates), with its plot's label. */
export interface ProcedureDateFact extends LegalDate {
  plot: string;
}

/**
 * The notice of a procedure's legal date (spec 000 §4 'procedure steps'): from 30 days before the date
 * until the date itself (today ≤ date ≤ today + 30 days). 'possible': the step may be done from that day
 * (the year after the first PV of a reprise, R2223-18); 'limite': its last day. One per step and date.
 */
export function procedureNotice(d: ProcedureDateFact, today: IsoDate): Subject | null {
  if (compareDates(d.date, today) < 0 || compareDates(d.date, addDays(today, ETAPE_NOTICE_DAYS)) > 0) return null;
  const quand = d.nature === 'possible' ? `possible à partir du ${formatFrDate(d.date)}` : `à faire au plus tard le ${formatFrDate(d.date)}`;
  return {
    kind: 'etapeProcedure',
    cle: `etape:${d.procedureId}:${d.etape}:${d.nature}:${d.date}`,
    emplacementId: d.emplacementId,
    plot: d.plot,
    date: d.date,
    titre: d.nature === 'possible' ? 'Étape de procédure bientôt possible' : 'Étape de procédure à faire',
    description: `${PROCEDURE_LABELS[d.kind]}, ${d.plot} : « ${d.titre} » ${quand}.`,
  };
}
