import { formatFrDate } from '../dates';
import type { IsoDate } from '../entities/replicated';

/**
 * A monument in 'Péril' (etatAbandon 6, spec 001 §4) is a danger to people, not a grave left untended: it follows
 * the building code's police of dangerous buildings, not the abandonment reprise (LAW.md 'Rules the spec does not
 * mention'; issue 28, 'Péril is only a label'). The mayor prescribes the repair or demolition of funeral monuments
 * threatening ruin under the Code de la construction et de l'habitation (CGCT L2213-24): since 1 January 2021
 * (ordonnance 2020-1144) the 'procédure de mise en sécurité' of CCH L511-1 and following, which applies to
 * funeral monuments (L511-3). So choosing 'Péril' shows that procedure with its articles and offers a work order
 * (works of the plot, 'Mise en sécurité'), and the reprise after abandonment is not offered while it is so.
 * The one-month delays below come from the former D511-13 and D511-13-3 (monuments funéraires) and are read
 * here as the current rules' minimum: unconfirmed wording, shown as such.
 */

export const ETAT_PERIL = 6;

export function isPeril(etatAbandon: number | null | undefined): boolean {
  return etatAbandon === ETAT_PERIL;
}

/** The articles the information box cites, each with what it says for a funeral monument. */
export const PERIL_ARTICLES: ReadonlyArray<{ article: string; objet: string }> = [
  { article: 'CGCT L2213-24', objet: 'le maire prescrit la réparation ou la démolition des monuments funéraires menaçant ruine, selon le code de la construction et de l’habitation' },
  { article: 'CCH L511-2 et L511-3', objet: 'la procédure de mise en sécurité vise les édifices qui n’offrent pas les garanties de solidité nécessaires à la sécurité des tiers, monuments funéraires compris' },
  { article: 'CCH L511-8 et L511-9', objet: 'le danger est constaté par un rapport des services compétents ou d’un expert désigné par le tribunal administratif (avis sous 24 heures)' },
  { article: 'CCH L511-10', objet: 'procédure contradictoire : les titulaires de la concession ou leurs ayants droit présentent leurs observations (délai d’au moins un mois, lecture non confirmée)' },
  { article: 'CCH L511-11', objet: 'arrêté de mise en sécurité : les travaux de réparation ou de démolition et leur délai d’exécution (au moins un mois, lecture non confirmée), notifié aux titulaires, ou affiché à la mairie et au cimetière s’ils sont inconnus' },
  { article: 'CCH L511-19', objet: 'danger imminent : mesures d’urgence (périmètre de sécurité, étaiement) ordonnées sans attendre' },
];

export const PERIL_TITRE = 'Monument en péril : procédure de mise en sécurité (code de la construction et de l’habitation)';

export const PERIL_TEXTE =
  'Un monument qui menace ruine relève de la police de la sécurité des immeubles, non de la reprise pour état d’abandon : la reprise après constat d’abandon n’est pas proposée tant que l’état est « Péril ».';

/** The refusal of a reprise after abandonment on a monument in péril (procedure preconditions). */
export const MSG_REPRISE_PERIL =
  "Reprise après constat d'abandon impossible : le monument est en péril. La procédure de mise en sécurité du code de la construction et de l'habitation s'applique (CGCT L2213-24, CCH L511-1 et suivants).";

/** The description of the work order of a monument in péril, dated: the clerk completes it in the works form. */
export function perilWorkOrderDescription(today: IsoDate): string {
  return `Ordre de travaux du ${formatFrDate(today)} : mise en sécurité du monument funéraire en péril (CGCT L2213-24, CCH L511-1 et suivants). Travaux prescrits (réparation ou démolition), délai d’exécution et mesures d’urgence à préciser selon le rapport des services techniques.`;
}
