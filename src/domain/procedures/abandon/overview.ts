import { compareDates, formatFrDate } from '../../dates';
import type { Procedure } from '../../entities/procedure';
import type { IsoDate } from '../../entities/replicated';
import { dateOrNull, PAUSE_YEARS, postingDeadline, postingInterval, pvDay, REGIME_2022_FROM, regimeOf } from './calendar';
import { MSG_ABANDON } from './messages';

/** What the reprise's page says above its steps (spec 002 §2 reminders; LAW.md): its regime, its dates, its alerts. */
export interface AbandonFacts {
  regime: string;
  lines: string[];
  /** A legal limit passed with the step not done (spec 002 §8 message). */
  alerts: string[];
  /** The step the alert says to redo (the PV never posted in time), else null: the screen's primary action. */
  redo: number | null;
}

export function abandonFacts(proc: Procedure, today: IsoDate): AbandonFacts {
  const regime = regimeOf(proc, today);
  const years = PAUSE_YEARS[regime];
  const lines: string[] = [];
  // What is done reads as a fact, what is not yet as a forecast; forecasts stop once their step is recorded.
  const pv1 = dateOrNull(proc.data['datePremierPVestimee']);
  const pv2 = dateOrNull(proc.data['dateDeuxiemePVestimee']);
  const conseil = dateOrNull(proc.data['datePreviConseilMunicipal']);
  const pv1Done = pvDay(proc, 3);
  const pv2Done = pvDay(proc, 9);
  if (pv1Done) lines.push(`Premier constat dressé le ${formatFrDate(pv1Done)}`);
  else if (pv1) lines.push(`Premier constat prévu le ${formatFrDate(pv1)}`);
  if (pv2Done) lines.push(`Second constat dressé le ${formatFrDate(pv2Done)}`);
  else if (pv2) lines.push(`Second constat prévu le ${formatFrDate(pv2)}`);
  const deliberated = proc.etapes.some((e) => e.etape === 11 && !e.enCours);
  if (conseil && !deliberated && proc.dateFin === null) lines.push(`Conseil municipal possible à partir du ${formatFrDate(conseil)}`);
  if (!proc.etapes.some((e) => e.etape === 6 && !e.enCours)) lines.push(`Intervalle entre les affichages du procès-verbal : ${postingInterval(proc)} jours`);
  const alerts: string[] = [];
  const redo = stepToRedo(proc, today);
  if (redo !== null) alerts.push(MSG_ABANDON.affichageHorsDelai);
  return {
    regime: regime === '2022'
      ? `Régime du décret 2022-1127 (procédure ouverte à partir du ${formatFrDate(REGIME_2022_FROM)}) : seconde notification ${years === 1 ? 'un an' : `${years} ans`} après la fin des affichages du premier procès-verbal`
      : `Régime antérieur au décret 2022-1127 (procédure ouverte avant le ${formatFrDate(REGIME_2022_FROM)}) : seconde notification ${years} ans après la fin des affichages du premier procès-verbal`,
    lines,
    alerts,
    redo,
  };
}

/**
 * The step to redo (issue 29, 'The screen points to the wrong step'): the first PV (step 3) whose posting was
 * not started within the eight days after it was drawn up (R2223-16; spec 002 §8 'Vous devez recommencer cette
 * étape'). The PV is done again; the posting that follows it is not the step to do.
 */
export function stepToRedo(proc: Procedure, today: IsoDate): number | null {
  const limit = postingDeadline(proc, 3);
  const started = proc.etapes.some((e) => e.etape === 4);
  return proc.dateFin === null && limit && !started && compareDates(today, limit) > 0 ? 3 : null;
}
