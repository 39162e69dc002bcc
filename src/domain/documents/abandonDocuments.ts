import { dateTimeWords, formatFrDate, isIsoDate } from '../dates';
import type { DeedInput } from './acteConcession';
import type { DocumentBlock } from './content';
import { letterAddressees } from './addressees';
import { communeOf, holderLine } from './parties';
import { plotLabel } from '../rules/labels';
import { REPRISE_REGIMES, type RepriseRegime } from '../constants/procedures';
import { pauseWords, regimeAbandon, REGIME_2022_FROM } from '../procedures/abandon/calendar';

/**
 * The documents of the reprise after abandonment (issue 12): the act of notoriety (R2223-14), the letters
 * convening the families (R2223-13), the mayor's certificates of posting (R2223-16), the council's deliberation
 * and the order (R2223-18, R2223-19). The PVs (steps 3 and 9) are drawn up by their own screen.
 */

export const ABANDON_DOCUMENTS: Record<number, { slug: string; title: string; phase?: 'suspension'; letter?: true }> = {
  0: { slug: 'acte-notoriete-abandon', title: 'Acte de notoriété' },
  1: { slug: 'convocation-constat-abandon', title: "Lettre de convocation au constat d'abandon", letter: true },
  2: { slug: 'certificat-affichage-avis', title: "Certificat d'affichage de l'avis de constat", phase: 'suspension' },
  4: { slug: 'certificat-affichage-pv1-1', title: "Certificat d'affichage du premier procès-verbal (1/3)", phase: 'suspension' },
  5: { slug: 'certificat-affichage-pv1-2', title: "Certificat d'affichage du premier procès-verbal (2/3)", phase: 'suspension' },
  6: { slug: 'certificat-affichage-pv1-3', title: "Certificat d'affichage du premier procès-verbal (3/3)", phase: 'suspension' },
  7: { slug: 'convocation-second-constat', title: "Lettre de convocation au second constat d'abandon", letter: true },
  8: { slug: 'certificat-affichage-avis-2', title: "Certificat d'affichage de l'avis du second constat", phase: 'suspension' },
  10: { slug: 'certificat-affichage-pv2', title: "Certificat d'affichage du second procès-verbal", phase: 'suspension' },
  11: { slug: 'deliberation-reprise-abandon', title: 'Délibération du conseil municipal : reprise des concessions en état d’abandon' },
  12: { slug: 'arrete-reprise-abandon', title: 'Arrêté municipal de reprise de concession en état d’abandon' },
};

const d = (v: unknown) => (isIsoDate(v) ? formatFrDate(v) : 'non renseignée');
// The day and the hour of the finding in words (R2223-13; issue 28): 'mardi 5 janvier 2027 à 10 h 00'.
const dh = (v: unknown) => (typeof v === 'string' && dateTimeWords(v)) || 'non renseignés';

/**
 * The delay the second convocation states (issue 28): the pause of the regime the procedure was opened under
 * (`regime` in the step's values: one year since décret 2022-1127, three years before; L2223-17, R2223-18), as
 * the template letter's {{procedure.delaiSecondConstat}} and {{procedure.regime}}; a procedure with no regime
 * kept reads as one opened today.
 */
export function secondNoticeDelay(regimeValue: unknown, today: string): string {
  const regime: RepriseRegime = (REPRISE_REGIMES as readonly unknown[]).includes(regimeValue) ? (regimeValue as RepriseRegime) : regimeAbandon(today);
  const basis = regime === '2022'
    ? `décret 2022-1127, procédure ouverte à partir du ${formatFrDate(REGIME_2022_FROM)}`
    : `régime antérieur au décret 2022-1127, procédure ouverte avant le ${formatFrDate(REGIME_2022_FROM)}`;
  return `Le délai légal qui suit la publicité du premier procès-verbal de constat, soit ${pauseWords(regime)} (${basis}), étant écoulé, il sera procédé à un second constat.`;
}

export function abandonDocumentBody(etape: number, input: DeedInput, v: Record<string, unknown>, concession: DocumentBlock): { blocks: DocumentBlock[]; signatures: string[] } {
  const commune = communeOf(input.espace, input.commune);
  const fait: DocumentBlock = { kind: 'text', lines: [`Fait à ${commune}, le ${formatFrDate(input.today)}.`] };
  // Convened (R2223-13): the living holders, else the living rights holders (issue 28, documents/addressees.ts).
  const addressees = letterAddressees(input.contacts).contacts;
  const place = `${plotLabel(input.emplacement) || 'emplacement'}, ${input.espace?.nom ?? 'cimetière communal'}`;
  if (etape === 0) {
    return {
      blocks: [
        { kind: 'text', lines: [`Le Maire de la commune de ${commune},`, 'Vu le Code général des collectivités territoriales, notamment son article R2223-14 ;', "Considérant que l'acte de concession de la sépulture désignée ci-dessous n'a pu être retrouvé ;"] },
        concession,
        { kind: 'text', heading: 'Constate', lines: [`Que la concession désignée ci-dessus a plus de trente ans d'existence (acte du ${d(v['dateActeNotoriete'])}).`, ...(typeof v['temoignages'] === 'string' ? [`Témoignages recueillis : ${v['temoignages']}`] : [])] },
        fait,
      ],
      signatures: ['Le Maire'],
    };
  }
  if (etape === 1 || etape === 7) {
    return {
      blocks: [
        { kind: 'text', heading: 'Destinataires', lines: addressees.length > 0 ? addressees.map(holderLine) : ['Aux descendants, successeurs et personnes chargées de l’entretien de la sépulture'] },
        concession,
        {
          kind: 'text',
          lines: [
            'Lettre recommandée avec demande d’avis de réception.',
            'Madame, Monsieur,',
            `La sépulture désignée ci-dessus (${place}) présente des signes d'abandon.`,
            ...(etape === 7 ? [secondNoticeDelay(v['regime'], input.today)] : []),
            `En application de l'article ${etape === 1 ? 'R2223-13' : 'R2223-18'} du Code général des collectivités territoriales, vous êtes invité(e) à assister au constat de son état, ou à vous y faire représenter, le ${dh(v['dateHeurePV'])}, sur place.`,
            'Le même avis est affiché à la mairie et à la porte du cimetière.',
            `Courrier du ${d(v['dateNotification'])}.`,
          ],
        },
        fait,
      ],
      signatures: ['Le Maire'],
    };
  }
  if (etape === 11) {
    return {
      blocks: [
        { kind: 'text', lines: [`Le conseil municipal de la commune de ${commune},`, 'Vu le Code général des collectivités territoriales, notamment ses articles L2223-17 et R2223-12 à R2223-23 ;', 'Vu les procès-verbaux de constat d’abandon dressés dans les formes prescrites ;', `Considérant que le second procès-verbal a été notifié le ${d(v['dateNotificationPV2'])}, il y a plus d'un mois ;`] },
        concession,
        { kind: 'text', heading: 'Délibère', lines: ['Le maire est autorisé à reprendre au nom de la commune la concession désignée ci-dessus et à la remettre en service pour de nouvelles inhumations.', `Délibération du ${d(v['dateDeliberation'])}${typeof v['numeroDeliberation'] === 'string' ? `, n° ${v['numeroDeliberation']}` : ''}.`] },
        fait,
      ],
      signatures: ['Le Maire', 'Le secrétaire de séance'],
    };
  }
  if (etape === 12) {
    return {
      blocks: [
        { kind: 'text', lines: [`Le Maire de la commune de ${commune},`, 'Vu le Code général des collectivités territoriales, notamment ses articles L2223-17, R2223-18 à R2223-20 ;', `Vu la délibération du conseil municipal du ${d(v['dateDeliberation'])} ;`] },
        concession,
        {
          kind: 'text',
          heading: `Arrête${typeof v['numeroArrete'] === 'string' ? ` (arrêté n° ${v['numeroArrete']})` : ''}`,
          lines: [
            'Article 1 : la concession désignée ci-dessus, en état d’abandon, est reprise par la commune.',
            "Article 2 : trente jours après la publication et la notification du présent arrêté, les monuments et emblèmes funéraires pourront être enlevés (article R2223-20) ; les restes seront déposés à l'ossuaire et leurs noms inscrits à son registre.",
            `Date de l'arrêté : ${d(v['dateArreteMunicipalReprise'])}. Affiché à la mairie le ${d(v['affichageArreteMairie'])} et au cimetière le ${d(v['affichageArreteCimetiere'])} ; notifié le ${d(v['dateNotificationArrete'])}.`,
          ],
        },
        fait,
      ],
      signatures: ['Le Maire'],
    };
  }
  // A certificate of posting (R2223-16): the mayor certifies the posting and its end.
  return {
    blocks: [
      { kind: 'text', lines: [`Le Maire de la commune de ${commune} certifie, en application de l'article R2223-16 du Code général des collectivités territoriales :`] },
      concession,
      {
        kind: 'text',
        heading: 'Affichages',
        lines: [
          `À la mairie : du ${d(v['affichageMairie'])} au ${d(v['suspensionMairie'])}.`,
          `À la porte du cimetière : du ${d(v['affichageCimetiere'])} au ${d(v['suspensionCimetiere'])}.`,
        ],
      },
      fait,
    ],
    signatures: ['Le Maire'],
  };
}
