import type { RepriseRegime } from '../../src/domain/constants/procedures';
import { MORT_POUR_LA_FRANCE } from '../../src/domain/constants/occupants';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, addYears, diffInDays, isoToPartialDate } from '../../src/domain/dates';
import { abandonActs, type AbandonAct } from './repriseAbandon';
import { pickFamily } from './scenarios';
import { showcaseSpec, type ActScope, type ShowcaseCase } from './showcase';
import type { Ctx } from './types';

/**
 * The reprises after abandonment of the demo (issue 12), carré A allée 3: one at each step, under both regimes,
 * one waiting for its one-year pause, one whose PV posting is overdue, one blocked by a Mort pour la France.
 * Run as mutations of the catalogue on their own dates (server/demo/showcase.ts): every one is a reprise the
 * engine allows.
 */

/** A perpetual concession of the 1950s, its last burial twenty years ago and more (R2223-12). */
const abandonSpec = (ctx: Ctx, occupants = 2, deed: IsoDate | null = '1954-06-12') =>
  ({ ...showcaseSpec(ctx, { famille: pickFamily(ctx), duree: null, perpetuelle: true, dateDebut: deed, dateFin: null, occupants, burialFrom: '1958-01-01', burialTo: addYears(ctx.today, -20) }), etatAbandon: 5 as const });

interface Stop {
  /** The last act recorded: its step and phase. */
  etape: number;
  phase?: 'affichage' | 'suspension' | null;
  /** Days between that act and the demo's day. */
  slack: number;
  regime?: RepriseRegime;
  notoriete?: boolean;
  /** The start, when it is fixed (a reprise opened before décret 2022-1127). */
  start?: IsoDate;
}

function actsTo(s: ActScope, stop: Stop): AbandonAct[] {
  const regime = stop.regime ?? '2022';
  const script = { regime, notoriete: stop.notoriete ?? false, ossuaireId: s.ossuaireId };
  const probe = abandonActs('2010-01-04', script);
  const last = probe.findIndex((a) => a.etape === stop.etape && (stop.phase ?? null) === a.phase);
  const start = stop.start ?? addDays(s.ctx.today, -(diffInDays('2010-01-04', (probe[last] as AbandonAct).today) + stop.slack));
  return abandonActs(start, script).slice(0, last + 1);
}

/** Opens the reprise with its first act and records the others, each on its own day. */
function reprise(s: ActScope, stop: Stop): void {
  const [first, ...rest] = actsTo(s, stop);
  if (!first) return;
  const id = s.id();
  s.run('procedure.start', { id, kind: 'repriseAbandon', emplacementId: s.emplacementId, locationId: s.location.id, etape: { etape: first.etape, champs: { ...first.champs, valide: true } }, notificationId: s.id() }, first.today);
  for (const a of rest) s.run('procedure.recordStep', { id, etape: a.etape, phase: a.phase, champs: { ...a.champs, valide: true }, notificationId: s.id() }, a.today);
}

const at = (numero: number, key: string, note: string, stop: Stop, occupants = 2): ShowcaseCase => ({
  key: `abandon-${key}`, allee: '3', numero, note: `reprise après constat d’abandon : ${note}`,
  spec: (ctx) => abandonSpec(ctx, occupants, stop.notoriete ? null : '1954-06-12'),
  acts: (s) => reprise(s, stop),
});

export const ABANDON_CASES: readonly ShowcaseCase[] = [
  at(1, 'notoriete', 'acte de notoriété dressé faute de titre (étape 0), convocation des familles à faire.', { etape: 0, slack: 12, notoriete: true }),
  at(2, 'convocation', 'familles convoquées (étape 1), avis à afficher.', { etape: 1, slack: 3 }),
  at(3, 'avis-affiche', 'avis affiché (étape 2, phase affichage) : fin d’affichage « A partir du » un mois après.', { etape: 2, phase: 'affichage', slack: 10 }),
  at(4, 'pv1-attendu', 'avis affiché un mois : premier constat « A partir du » jour notifié aux familles.', { etape: 2, phase: 'suspension', slack: 1 }),
  at(5, 'pv1-dresse', 'premier procès-verbal dressé il y a trois jours : affichage à faire dans les 8 jours.', { etape: 3, slack: 3 }),
  at(6, 'affichage-en-retard', 'premier procès-verbal dressé il y a vingt jours, jamais affiché : délai de 8 jours dépassé, le constat est à refaire.', { etape: 3, slack: 20 }),
  at(7, 'affichage-1', 'premier affichage du procès-verbal en cours (étape 4).', { etape: 4, phase: 'affichage', slack: 10 }),
  at(8, 'affichage-2-attendu', 'premier affichage terminé : le deuxième « A partir du » quinze jours après.', { etape: 4, phase: 'suspension', slack: 5 }),
  at(9, 'pause-un-an', 'trois affichages terminés (étape 6) : seconde notification après la pause d’un an (décret 2022-1127).', { etape: 6, phase: 'suspension', slack: 60 }),
  at(10, 'seconde-notification', 'seconde notification faite (étape 7), avis à afficher.', { etape: 7, slack: 5 }),
  at(11, 'pv2-dresse', 'second procès-verbal dressé (étape 9) : notification et affichage facultatif.', { etape: 9, slack: 2 }),
  at(12, 'conseil-attendu', 'second procès-verbal notifié et affiché (étape 10) : conseil municipal « A partir du » un mois après la notification.', { etape: 10, phase: 'suspension', slack: 1 }),
  at(13, 'deliberation', 'délibération prise (étape 11), arrêté à prendre.', { etape: 11, slack: 4 }),
  at(14, 'arrete', 'arrêté publié et notifié (étape 12) : confirmation trente jours après (article R2223-20).', { etape: 12, slack: 6 }),
  at(15, 'terminee', 'terminée : concession reprise, défunts à l’ossuaire.', { etape: 13, slack: 90 }),
  at(16, 'terminee-sans-defunt', 'concession vide reprise : terminée à l’arrêté (étape 12).', { etape: 12, slack: 120 }, 0),
  // Carré A allée 3 holds 20 plots: 19 after 18 keeps the numbers the README and the tests name.
  at(19, 'pv1-affichages-a-saisir', 'premier procès-verbal dressé il y a cinq mois : ses trois affichages, faits sur papier, restent à saisir (étapes 4 à 6).', { etape: 3, slack: 150 }),
  at(17, 'avant-2022', 'ouverte en 2021, avant le décret 2022-1127 : pause de trois ans, délibération à prendre.', { etape: 10, phase: 'suspension', slack: 0, regime: 'avant-2022', start: '2021-03-15' }),
  {
    key: 'abandon-mort-pour-la-france', allee: '3', numero: 18,
    note: 'reprise après constat d’abandon impossible : un défunt « Mort pour la France » y repose depuis moins de 50 ans (article R2223-22).',
    spec: (ctx) => abandonSpec(ctx, 2),
    extra: (ctx, built) => {
      const soldier = built.occupants[built.occupants.length - 1];
      if (!soldier) return;
      soldier.criteresSpecifiques = [...soldier.criteresSpecifiques, MORT_POUR_LA_FRANCE];
      // Buried 35 years ago: protected until its fiftieth year.
      const burial = addYears(ctx.today, -35);
      soldier.dateInhumCrema = burial;
      soldier.dateDeces = isoToPartialDate(addDays(burial, -12));
    },
  },
];
