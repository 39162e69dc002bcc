import { TRAVAUX_STATUS_LABELS, type TravauxStatusCode } from '../constants/travaux';
import type { IsoDate } from '../entities/replicated';
import type { Travaux } from '../entities/travaux';
import { compareDates } from '../dates';

/**
 * Status of works (spec 001 §4 "Works status"): 'RÉALISÉ' once the end date is past; 'EN COURS' from the
 * start date to the end date, both days included; 'NON COMMENCÉ' before the start; 'PAS DE DONNEES' with no
 * dates. The spec leaves one-date cases open: a start alone counts as started works without a known end; an
 * end alone, not yet past, cannot tell started from not started and reads 'PAS DE DONNEES'.
 */
export function travauxStatus(
  travaux: Pick<Travaux, 'dateDebut' | 'dateFin'>,
  today: IsoDate,
): { code: TravauxStatusCode; label: string } {
  const { dateDebut, dateFin } = travaux;
  let code: TravauxStatusCode;
  if (dateFin !== null && compareDates(dateFin, today) < 0) code = 'realise';
  else if (dateDebut === null) code = 'pas_de_donnees';
  else if (compareDates(dateDebut, today) <= 0) code = 'en_cours';
  else code = 'non_commence';
  return { code, label: TRAVAUX_STATUS_LABELS[code] };
}
