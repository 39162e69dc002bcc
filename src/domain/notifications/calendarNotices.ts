import { addDays, compareDates, dateParts, formatFrDate, isIsoDate, makeIsoDate } from '../dates';
import type { IsoDate } from '../entities/replicated';
import type { Subject } from './types';

/** Ballots of French elections, as configured (server ELECTIONS; no official source is read). */
export const SCRUTINS = {
  municipales: 'municipales',
  europeennes: 'européennes',
  presidentielle: 'présidentielle',
  legislatives: 'législatives',
  departementales: 'départementales',
  regionales: 'régionales',
  referendum: 'référendum',
} as const;
export type Scrutin = keyof typeof SCRUTINS;

export interface Election {
  date: IsoDate;
  scrutin: Scrutin;
}

/** Reminders come this many days before a ballot, and from 1 October for All Saints' Day (1 November). */
export const ELECTION_NOTICE_DAYS = 45;

/**
 * Reads ELECTIONS: 'YYYY-MM-DD:scrutin' items separated by commas or spaces (scrutin one of SCRUTINS' keys),
 * e.g. '2027-04-11:presidentielle,2027-04-25:presidentielle'. Returns the list, or the French reason of the
 * first bad item.
 */
export function parseElections(text: string | undefined): { ok: true; elections: Election[] } | { ok: false; message: string } {
  const elections: Election[] = [];
  for (const item of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [date, scrutin] = item.split(':');
    if (!isIsoDate(date) || !scrutin || !(scrutin in SCRUTINS)) {
      return { ok: false, message: `ELECTIONS : « ${item} » n'est pas de la forme AAAA-MM-JJ:scrutin (scrutin parmi ${Object.keys(SCRUTINS).join(', ')}).` };
    }
    elections.push({ date, scrutin: scrutin as Scrutin });
  }
  return { ok: true, elections };
}

/**
 * The reminder before a ballot (spec 000 §4 'before elections'), from 45 days before until the day before.
 * Municipal elections change the mayor, whose name and signature every generated deed carries: deeds
 * waiting for a signature are best signed before, and the account updated after. Any ballot takes the town
 * hall's staff and rooms: no appointment at the cemetery (works, exhumations, findings) that day.
 */
export function electionNotice(e: Election, today: IsoDate): Subject | null {
  if (compareDates(today, e.date) >= 0 || compareDates(today, addDays(e.date, -ELECTION_NOTICE_DAYS)) < 0) return null;
  const jour = formatFrDate(e.date);
  const description = e.scrutin === 'municipales'
    ? `Scrutin le ${jour}. Avant : faites signer par le maire en exercice les actes de concession en attente. Après : mettez à jour le maire et sa signature dans Paramétrage du compte, repris par les actes générés.`
    : `Scrutin le ${jour} : la mairie tient les bureaux de vote. Évitez ce jour-là les rendez-vous au cimetière (travaux, exhumations, constats).`;
  return { kind: 'election', cle: `election:${e.scrutin}:${e.date}`, emplacementId: null, plot: '', date: e.date, titre: `Élections ${SCRUTINS[e.scrutin]}`, description };
}

/**
 * All Saints' Day (1 November), the day the cemetery receives the most visitors: a reminder through October
 * to have it well kept and open (spec 000 §4 'reminders').
 */
export function toussaintNotice(today: IsoDate): Subject | null {
  const p = dateParts(today);
  if (!p || p.month !== 10) return null;
  const toussaint = makeIsoDate(p.year, 11, 1) as IsoDate;
  return {
    kind: 'toussaint', cle: `toussaint:${p.year}`, emplacementId: null, plot: '', date: toussaint,
    titre: 'Préparer la Toussaint',
    description: `La Toussaint (${formatFrDate(toussaint)}) approche : entretien des allées et des espaces communs, horaires d'ouverture affichés, panneaux des procédures de reprise en cours lisibles.`,
  };
}
