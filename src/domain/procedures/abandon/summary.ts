import { formatFrDate, hourWords } from '../../dates';
import { dateOrNull } from './calendar';

/** Lines a finished step of the reprise shows beside 'étape effectuée le' (spec 002 §2), and a step under way. */

const fr = (v: unknown) => formatFrDate(dateOrNull(v)) || 'non renseignée';

export function ouiNonText(v: unknown): string {
  return v === true ? 'oui' : v === false ? 'non' : 'non renseigné';
}

/** 'YYYY-MM-DDTHH:mm' as 'DD/MM/YYYY à 10 h 00' (the hour in French, issue 28). */
export function dateHeureText(v: unknown): string {
  if (typeof v !== 'string' || v.length < 16) return 'non renseignée';
  const hour = hourWords(v.slice(11, 16));
  return hour ? `${fr(v.slice(0, 10))} à ${hour}` : fr(v.slice(0, 10));
}

/** A posting's lines; under way (its end not typed yet), since when it is posted and what remains to record. */
export function postingSummary(c: Record<string, unknown>): string[] {
  const side = (where: string, posted: unknown, ended: unknown) =>
    dateOrNull(ended) ? `Affichage ${where} : du ${fr(posted)} au ${fr(ended)}` : `Affichage ${where} : depuis le ${fr(posted)}, fin d'affichage à saisir`;
  return [side('en mairie', c['affichageMairie'], c['suspensionMairie']), side('au cimetière', c['affichageCimetiere'], c['suspensionCimetiere'])];
}

export function receiptLine(label: string, v: unknown): string[] {
  return dateOrNull(v) ? [`${label} : ${fr(v)}`] : [];
}

export { fr as frDate };
