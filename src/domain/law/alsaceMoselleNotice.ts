import { formatFrDate } from '../dates';
import type { Location } from '../entities/location';
import { ARTICLE_ALSACE_MOSELLE, type LocalLaw } from './alsaceMoselle';

/**
 * What a reprise's screen tells a commune of Alsace-Moselle before it acts (issue 28, 'A commune of the
 * Bas-Rhin, Haut-Rhin or Moselle gets its rule'). CGCT L2542-27, as read here (a reproduction of the article on a
 * law firm's site and the ministerial answer to the Senate's written question 15812, JO Sénat 14/07/2005, agree;
 * not checked on Légifrance from this machine, whose only network is the npm registry): by derogation from L2223-17 and exceptionally, when a thirty-year, fifty-year, hundred-year or
 * perpetual concession granted before 11 November 1918 to persons who held German nationality on 22 January
 * 1949 and had left French territory is no longer kept up, the mayor may record its abandonment by one
 * procès-verbal made public as the decree of L2223-18 provides; when no rights holder comes forward within the
 * six months after that publicity, the mayor may take the plot back by an order, on the council's assent
 * (avis conforme). For every other concession the common procedure applies in these départements too (the same
 * ministerial answer, on L2542-26).
 *
 * So the product does not change its calendar, its steps or its orders there: it says which concessions the
 * local article concerns, what to check on this one (the date of its original deed against 11 November 1918,
 * the situation of its first holders), and that the derogatory procedure is not run by the application. The
 * orders of reprise carry no visa of L2542-27: a visa cites the text applied, and the procedure applied is the
 * common one. Nothing is said in a commune of another département; a commune the product cannot place is told
 * so (never taken for one outside Alsace-Moselle).
 */

/** The day before which a concession must have been granted for L2542-27 to concern it. */
export const L2542_27_GRANTED_BEFORE = '1918-11-11';

export type RepriseKind = 'repriseAbandon' | 'repriseNonRenouvellement';

export interface AlsaceMoselleNotice {
  titre: string;
  lignes: string[];
  /** The points to check before acting. */
  verifier: string[];
}

export const ALSACE_MOSELLE_TITLE = `Commune d'Alsace-Moselle : droit local, article ${ARTICLE_ALSACE_MOSELLE} du CGCT`;
export const LOCAL_LAW_UNKNOWN_TITLE = "Droit local d'Alsace-Moselle : commune non située";

const SCOPE =
  "L'article L2542-27 du CGCT permet, par dérogation à l'article L2223-17 et à titre exceptionnel, de reprendre une concession trentenaire, cinquantenaire, centenaire ou perpétuelle accordée avant le 11 novembre 1918 à des personnes qui avaient la nationalité allemande au 22 janvier 1949 et avaient quitté le territoire français, lorsqu'elle n'est plus entretenue : un procès-verbal d'abandon porté à la connaissance du public, puis, si aucun ayant droit ne se présente dans les six mois, un arrêté de reprise pris sur avis conforme du conseil municipal.";

/** The date the concession was granted on, as recorded: its original date, else its start, and which one it is. */
function grantDateLine(location: Pick<Location, 'dateOriginelle' | 'dateDebut'> | null): string {
  const date = location?.dateOriginelle ?? location?.dateDebut ?? null;
  if (!date) return "La date de l'acte d'origine de cette concession n'est pas renseignée : relevez-la sur l'acte ou au registre.";
  const which = location?.dateOriginelle ? "date d'origine enregistrée" : 'date de début enregistrée';
  return date < L2542_27_GRANTED_BEFORE
    ? `Cette concession date du ${formatFrDate(date)} (${which}), avant le 11 novembre 1918 : elle peut relever de l'article L2542-27 si ses premiers concessionnaires sont dans le cas qu'il vise.`
    : `Cette concession date du ${formatFrDate(date)} (${which}), après le 11 novembre 1918 : si c'est bien la date de l'acte d'origine (et non celle d'un renouvellement), l'article L2542-27 ne la concerne pas.`;
}

/** The box of a reprise's screen, or null when the commune is placed outside Alsace-Moselle. */
export function alsaceMoselleNotice(law: LocalLaw, kind: RepriseKind, location: Pick<Location, 'dateOriginelle' | 'dateDebut'> | null): AlsaceMoselleNotice | null {
  if (law.statut === 'droit-commun') return null;
  if (law.statut === 'inconnu') {
    return {
      titre: LOCAL_LAW_UNKNOWN_TITLE,
      lignes: [law.raison, "Dans le Bas-Rhin, le Haut-Rhin et la Moselle, l'article L2542-27 du CGCT prévoit une procédure propre à certaines concessions anciennes."],
      verifier: ['Le département de la commune, avant toute reprise.'],
    };
  }
  const placed = `D'après ${law.source}, la commune est située dans le département ${law.departement.de} (${law.departement.code}), où s'appliquent les dispositions propres à l'Alsace-Moselle du CGCT.`;
  const lignes =
    kind === 'repriseAbandon'
      ? [
          placed,
          SCOPE,
          "La procédure suivie sur cet écran est celle du droit commun (articles L2223-17 et R2223-12 à R2223-23), qui s'applique aussi à toutes les autres concessions de ces départements. L'application ne conduit pas la procédure dérogatoire de l'article L2542-27 ; ses arrêtés ne le visent pas.",
          grantDateLine(location),
        ]
      : [
          placed,
          SCOPE,
          "La reprise d'une concession échue et non renouvelée suit l'article L2223-15, comme ailleurs : l'article L2542-27 ne concerne que la reprise pour abandon de ces concessions anciennes.",
          grantDateLine(location),
        ];
  return {
    titre: ALSACE_MOSELLE_TITLE,
    lignes,
    verifier: [
      "La date de l'acte d'origine de la concession et la situation de ses premiers concessionnaires.",
      'Le texte en vigueur de l’article L2542-27 sur Légifrance (résumé ci-dessus à vérifier) ; en cas de doute, interrogez la préfecture.',
    ],
  };
}
