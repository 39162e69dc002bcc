import { compareDates, formatFrDate } from '../../dates';
import type { Procedure } from '../../entities/procedure';
import type { IsoDate } from '../../entities/replicated';
import { dateOrNull, PAUSE_YEARS, postingDeadline, postingInterval, REGIME_2022_FROM, regimeOf } from './calendar';
import { MSG_ABANDON } from './messages';

/** What the reprise's page says above its steps (spec 002 §2 reminders; LAW.md): its regime, its dates, its alerts. */
export interface AbandonFacts {
  regime: string;
  lines: string[];
  /** A legal limit passed with the step not done (spec 002 §8 message). */
  alerts: string[];
}

export function abandonFacts(proc: Procedure, today: IsoDate): AbandonFacts {
  const regime = regimeOf(proc, today);
  const years = PAUSE_YEARS[regime];
  const lines: string[] = [];
  const pv1 = dateOrNull(proc.data['datePremierPVestimee']);
  const pv2 = dateOrNull(proc.data['dateDeuxiemePVestimee']);
  const conseil = dateOrNull(proc.data['datePreviConseilMunicipal']);
  if (pv1) lines.push(`Premier constat prévu le ${formatFrDate(pv1)}`);
  if (pv2) lines.push(`Second constat prévu le ${formatFrDate(pv2)}`);
  if (conseil) lines.push(`Conseil municipal possible à partir du ${formatFrDate(conseil)}`);
  lines.push(`Intervalle entre les affichages du procès-verbal : ${postingInterval(proc)} jours`);
  const alerts: string[] = [];
  const started = (etape: number) => proc.etapes.some((e) => e.etape === etape);
  const limit = postingDeadline(proc, 3);
  if (proc.dateFin === null && limit && !started(4) && compareDates(today, limit) > 0) alerts.push(MSG_ABANDON.affichageHorsDelai);
  return {
    regime: regime === '2022'
      ? `Régime du décret 2022-1127 (procédure ouverte depuis le ${formatFrDate(REGIME_2022_FROM)}) : seconde notification ${years} an après les affichages du premier procès-verbal`
      : `Régime antérieur au décret 2022-1127 : seconde notification ${years} ans après les affichages du premier procès-verbal`,
    lines,
    alerts,
  };
}
