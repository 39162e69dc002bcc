import { formatFrDate } from '../../dates';
import { dateOrNull } from './calendar';

/** Lines a finished step of the reprise shows beside 'étape effectuée le' (spec 002 §2). */

const fr = (v: unknown) => formatFrDate(dateOrNull(v)) || 'non renseignée';

export function ouiNonText(v: unknown): string {
  return v === true ? 'oui' : v === false ? 'non' : 'non renseigné';
}

/** 'YYYY-MM-DDTHH:mm' as 'DD/MM/YYYY à HHhMM'. */
export function dateHeureText(v: unknown): string {
  if (typeof v !== 'string' || v.length < 16) return 'non renseignée';
  return `${fr(v.slice(0, 10))} à ${v.slice(11, 13)}h${v.slice(14, 16)}`;
}

export function postingSummary(c: Record<string, unknown>): string[] {
  return [
    `Affichage en mairie : du ${fr(c['affichageMairie'])} au ${fr(c['suspensionMairie'])}`,
    `Affichage au cimetière : du ${fr(c['affichageCimetiere'])} au ${fr(c['suspensionCimetiere'])}`,
  ];
}

export function receiptLine(label: string, v: unknown): string[] {
  return dateOrNull(v) ? [`${label} : ${fr(v)}`] : [];
}

export { fr as frDate };
