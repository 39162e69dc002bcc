import { z } from 'zod';
import { addDays, addMonths, compareDates } from '../dates';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import { endConcession } from './common';
import { recordOf } from './engine';
import { documents, optionalStepDate, ouiNon, stepDate, texte, valide } from './fields';
import { MSG_STEPS, msgAvantEtapePrecedente } from './messages';
import { pvConstatFields, pvDate, type PvConstatFields } from './abandon/pvConstat';
import {
  champsOf, constatFrom, councilFrom, dateOrNull, DEFAULT_POSTING_INTERVAL_DAYS, endFrom, noticeOf, PAUSE_YEARS, postingInterval, pvDay,
  PV_POSTING_DAYS, regimeAbandon, regimeOf, renewedPostingFrom, secondNoticeFrom, COUNCIL_MONTHS,
} from './abandon/calendar';
import { MSG_ABANDON, msgConseilTropTot, msgFinTropTot, msgIntervalle, msgPause } from './abandon/messages';
import { postingStep } from './abandon/postingStep';
import { dateHeureText, frDate, ouiNonText, receiptLine } from './abandon/summary';
import { destinationRule, destinationShape, ending, hasDeceased, targetOf } from './repriseNonRenouvellement';
import { defineStep, type EngineContext, type ProcedureDef, type StepDef } from './types';

/**
 * Reprise after a finding of abandonment (spec 002 §2 REPRISE DE CONCESSION APRES CONSTAT D'ABANDON, §3, §4, §5,
 * §9), steps 0 to 13, corrected by the law where LAW.md says so (CGCT L2223-17, R2223-12 to R2223-23):
 * 0 act of notoriety (R2223-14, only with no known deed), 1 the families convened a month ahead (R2223-13),
 * 2 the notice posted, 3 the first PV (R2223-13/14), 4 to 6 its three postings (R2223-15/16), 7 the second
 * notice after the pause (one year, three before décret 2022-1127: L2223-17, R2223-18), 8 its posting, 9 the
 * second PV, 10 its notification and optional posting, 11 the council (one month after that notification,
 * R2223-18), 12 the mayor's order (R2223-18/19), 13 the end, thirty days after the order's publication and
 * notification (R2223-20), the remains to the ossuary (L2223-4) unless cremation is allowed (2024-1110 QPC).
 * Every date the law sets is computed from the recorded ones (src/domain/procedures/abandon/calendar.ts).
 */

const DATE_HEURE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const dateHeure = z.string({ error: MSG_ABANDON.dateHeure }).regex(DATE_HEURE, MSG_ABANDON.dateHeure);

/** The concession's deed date, when known (R2223-12 counts from it). */
function deedOf(ctx: EngineContext): IsoDate | null {
  return ctx.location?.dateDebut ?? ctx.location?.dateOriginelle ?? null;
}

const notoriete = defineStep({
  etape: 0,
  titre: 'Acte de notoriété',
  bouton: 'Démarrer',
  schema: z.lazy(() => z.object({
    dateActeNotoriete: stepDate("La date de l'acte de notoriété"),
    // R2223-14: the act states that the concession is over thirty years old.
    plusDeTrenteAns: z.literal(true, { error: MSG_ABANDON.notoriete }),
    temoignages: texte(2000),
    documents,
    valide,
  })),
  applies: (proc, ctx) => recordOf(proc, 0) !== undefined || deedOf(ctx) === null,
  date: (f) => f.dateActeNotoriete,
  data: (f) => ({ acteNotoriete: { date: f.dateActeNotoriete } }),
  summary: (c) => [`Acte de notoriété du ${frDate(c['dateActeNotoriete'])} : concession de plus de trente ans`],
});

/** The notice to the families (steps 1 and 7): a registered letter a month ahead giving day and hour (R2223-13). */
const noticeSchema = z.lazy(() => z.object({
  dateNotification: stepDate('La date de notification aux familles'),
  /** The day and hour of the finding, given in the letter (R2223-13). */
  dateHeurePV: dateHeure,
  /** A descendant, successor or person in charge of upkeep is known (R2223-13); otherwise the notice is posted. */
  familleOuEntretien: ouiNon,
  recuLRdate: optionalStepDate,
  intervalleAffichagesJours: z
    .number({ error: MSG_ABANDON.intervalle })
    .int(MSG_ABANDON.intervalle)
    .min(1, MSG_ABANDON.intervalle)
    .max(60, MSG_ABANDON.intervalle)
    .nullable()
    .default(null),
  documents,
  valide,
}));
type NoticeFields = z.output<typeof noticeSchema>;

function noticeCheck(f: NoticeFields): string | null {
  if (compareDates(f.dateHeurePV.slice(0, 10), addMonths(f.dateNotification, 1)) < 0) return MSG_ABANDON.convocationTropProche;
  if (f.recuLRdate && compareDates(f.recuLRdate, f.dateNotification) < 0) return MSG_ABANDON.receptionAvantEnvoi;
  return null;
}

function noticeSummary(c: Record<string, unknown>): string[] {
  return [
    `Notification aux familles : ${frDate(c['dateNotification'])}, constat fixé au ${dateHeureText(c['dateHeurePV'])}`,
    `Famille ou personne chargée de l'entretien connue : ${ouiNonText(c['familleOuEntretien'])}`,
    ...receiptLine('Accusé de réception de la lettre recommandée', c['recuLRdate']),
  ];
}

const preConstat = defineStep({
  etape: 1,
  titre: "Pré-constat d'abandon : convocation des familles",
  bouton: 'Démarrer',
  schema: noticeSchema,
  date: (f) => f.dateNotification,
  check: (f) => noticeCheck(f),
  data: (f) => ({
    familleOuEntretien: f.familleOuEntretien,
    dateHeurePV1: f.dateHeurePV,
    datePremierPVestimee: f.dateHeurePV.slice(0, 10),
    recuLRdate: f.recuLRdate,
    intervalleAffichagesJours: f.intervalleAffichagesJours ?? DEFAULT_POSTING_INTERVAL_DAYS,
  }),
  summary: noticeSummary,
});

const noticePosting = (etape: 2 | 8, notice: 1 | 7, key: string, titre: string): StepDef =>
  postingStep({
    etape, titre, key,
    from: (proc) => {
      const date = noticeOf(proc, notice).date;
      return date ? { date, message: msgAvantEtapePrecedente(date) } : null;
    },
  });

function pvStep(etape: 3 | 9, titre: string, notice: 1 | 7, posting: 2 | 8): StepDef {
  return defineStep<PvConstatFields>({
    etape,
    titre,
    bouton: 'Démarrer',
    // A PV whose postings were missed (more than eight days) is drawn up again (spec 002 §4, §8).
    redoable: true,
    schema: pvConstatFields,
    availableFrom: (proc) => constatFrom(proc, notice, posting),
    date: (f) => pvDate(f),
    check: (f, proc) => {
      const notified = champsOf(proc, notice)['dateHeurePV'];
      if (typeof notified === 'string' && f.dateHeure < notified) return MSG_ABANDON.constatAvantDateNotifiee;
      const from = constatFrom(proc, notice, posting);
      if (from && compareDates(pvDate(f), from) < 0) return MSG_ABANDON.constatAvantConvocation;
      return null;
    },
    data: (f) => ({
      [etape === 3 ? 'dateHeurePV1' : 'dateHeurePV2']: f.dateHeure,
      signesAbandon: f.descripteurs,
      photoAbandon: f.photos.length > 0,
      ...(etape === 3 ? { datePremierPV: pvDate(f) } : { dateDeuxiemePV: pvDate(f) }),
    }),
    summary: (c) => {
      const presents = Array.isArray(c['presents']) ? (c['presents'] as Array<{ qualite?: string }>) : [];
      return [
        `Constat du ${dateHeureText(c['dateHeure'])}`,
        `Famille ou personne chargée de l'entretien présente : ${ouiNonText(presents.some((p) => p.qualite === 'famille' || p.qualite === 'entretien'))}`,
        `Photo de l'abandon : ${ouiNonText(Array.isArray(c['photos']) && c['photos'].length > 0)}`,
      ];
    },
  });
}

/** The PV's notification by registered letter within eight days (R2223-15), beside its first posting. */
const pv1Notification = {
  dateEnvoiLRPV: optionalStepDate,
  recuLRPVdate: optionalStepDate,
};

function notificationCheck(sent: IsoDate | null, received: IsoDate | null, pv: IsoDate | null): string | null {
  if (sent && pv && compareDates(sent, pv) < 0) return MSG_ABANDON.notificationPV2AvantPV;
  if (sent && pv && compareDates(sent, addDays(pv, PV_POSTING_DAYS)) > 0) return MSG_ABANDON.notificationPVHorsDelai;
  if (sent && received && compareDates(received, sent) < 0) return MSG_ABANDON.receptionAvantEnvoi;
  return null;
}

const renewedFrom = (previous: number) => (proc: Procedure) => {
  const date = renewedPostingFrom(proc, previous);
  return date ? { date, message: msgIntervalle(date, postingInterval(proc)) } : null;
};

const secondNotice = defineStep({
  etape: 7,
  titre: 'Seconde notification (après le délai légal)',
  bouton: 'Démarrer',
  schema: z.lazy(() => noticeSchema.unwrap().omit({ intervalleAffichagesJours: true })),
  availableFrom: (proc, ctx) => secondNoticeFrom(proc, ctx.today),
  date: (f) => f.dateNotification,
  check: (f, proc, ctx) => {
    const from = secondNoticeFrom(proc, ctx.today);
    if (from && compareDates(f.dateNotification, from) < 0) return msgPause(from, PAUSE_YEARS[regimeOf(proc, ctx.today)]);
    return noticeCheck({ ...f, intervalleAffichagesJours: null });
  },
  data: (f) => ({ dateHeurePV2: f.dateHeurePV, dateDeuxiemePVestimee: f.dateHeurePV.slice(0, 10), recuLR2date: f.recuLRdate, familleOuEntretien2: f.familleOuEntretien }),
  summary: noticeSummary,
});

const deliberation = defineStep({
  etape: 11,
  titre: 'Délibération du conseil municipal',
  bouton: 'Démarrer',
  schema: z.lazy(() => z.object({
    dateDeliberation: stepDate('La date de la délibération'),
    numeroDeliberation: texte(100),
    dateNotificationPV2: optionalStepDate,
    recuLRPV2date: optionalStepDate,
    documents,
    valide,
  })),
  availableFrom: (proc) => councilFrom(proc),
  date: (f) => f.dateDeliberation,
  check: (f, proc) => {
    const recorded = dateOrNull(champsOf(proc, 10)['dateNotificationPV2']);
    const notified = recorded ?? f.dateNotificationPV2;
    if (!notified) return MSG_ABANDON.notificationPV2Requise;
    const pv = pvDay(proc, 9);
    const refused = notificationCheck(notified, f.recuLRPV2date, pv);
    if (refused) return refused;
    // R2223-18: the council one month after the second PV's notification.
    const from = addMonths(notified, COUNCIL_MONTHS);
    return compareDates(f.dateDeliberation, from) < 0 ? msgConseilTropTot(from) : null;
  },
  data: (f, proc) => {
    const notified = dateOrNull(champsOf(proc, 10)['dateNotificationPV2']) ?? f.dateNotificationPV2;
    return { dateDeliberation: f.dateDeliberation, datePreviConseilMunicipal: notified ? addMonths(notified, COUNCIL_MONTHS) : null, ...(f.recuLRPV2date ? { recuLRPV2date: f.recuLRPV2date } : {}) };
  },
  summary: (c) => [`Délibération du ${frDate(c['dateDeliberation'])}`, ...receiptLine('Notification du second procès-verbal', c['dateNotificationPV2'])],
});

/** Whether a family or a person in charge of upkeep is known (the order is then notified to them, R2223-19). */
function familyKnown(proc: Procedure): boolean {
  return proc.data['familleOuEntretien'] !== false || proc.data['familleOuEntretien2'] === true;
}

const arrete = defineStep({
  etape: 12,
  titre: 'Arrêté municipal de reprise',
  bouton: 'Démarrer',
  schema: z.lazy(() => z.object({
    dateArreteMunicipalReprise: stepDate("La date de l'arrêté"),
    numeroArrete: texte(100),
    affichageArreteMairie: optionalStepDate,
    affichageArreteCimetiere: optionalStepDate,
    dateNotificationArrete: optionalStepDate,
    documents,
    valide,
  })),
  date: (f) => f.dateArreteMunicipalReprise,
  check: (f, proc, ctx) => {
    if (!f.affichageArreteMairie || !f.affichageArreteCimetiere) return MSG_ABANDON.publicationArreteRequise;
    if (!f.dateNotificationArrete && familyKnown(proc)) return MSG_ABANDON.notificationArreteRequise;
    for (const d of [f.affichageArreteMairie, f.affichageArreteCimetiere, f.dateNotificationArrete]) {
      if (d && compareDates(d, f.dateArreteMunicipalReprise) < 0) return MSG_ABANDON.publicationAvantArrete;
      if (d && compareDates(d, ctx.today) > 0) return MSG_STEPS.dateFuture;
    }
    return null;
  },
  data: (f) => ({
    dateArreteMunicipalReprise: f.dateArreteMunicipalReprise, numeroArrete: f.numeroArrete, affichageArreteMairie: f.affichageArreteMairie,
    affichageArreteCimetiere: f.affichageArreteCimetiere, dateNotificationArrete: f.dateNotificationArrete,
  }),
  // With no deceased the order is the last step: the concession ends with it.
  effect: (_f, _proc, ctx, last) => (last ? { location: endConcession(ctx) } : {}),
  summary: (c) => [
    `Arrêté du ${frDate(c['dateArreteMunicipalReprise'])}`,
    `Affichage de l'arrêté : mairie le ${frDate(c['affichageArreteMairie'])}, cimetière le ${frDate(c['affichageArreteCimetiere'])}`,
    ...receiptLine("Notification de l'arrêté", c['dateNotificationArrete']),
  ],
});

const confirmationSchema = z.lazy(() => z.object({ dateConfirmation: stepDate('La date de la reprise'), ...destinationShape, documents, valide }));

const confirmation = defineStep({
  etape: 13,
  titre: 'Confirmation de la reprise',
  bouton: 'Démarrer',
  schema: confirmationSchema,
  applies: (proc, ctx) => hasDeceased(proc, ctx, 13),
  availableFrom: (proc) => endFrom(proc),
  date: (f) => f.dateConfirmation,
  targets: (champs) => [targetOf(champs)].filter((id): id is string => id !== null),
  check: (f, proc, ctx) => {
    const from = endFrom(proc);
    if (from && compareDates(f.dateConfirmation, from) < 0) return msgFinTropTot(from);
    return destinationRule(f, ctx);
  },
  data: (f) => ({
    destinationDefunt: f.destinationDefunt, ossuaireEmplacementId: f.destinationDefunt === 'ossuaire' ? f.ossuaireEmplacementId : null,
    jardinEmplacementId: f.destinationDefunt === 'jardin' ? f.jardinEmplacementId : null,
    oppositionCremationConnue: f.oppositionCremationConnue, dateInformationFamille: f.dateInformationFamille, dateConfirmation: f.dateConfirmation,
  }),
  effect: (f, proc, ctx, last) => (last ? ending({ ...proc, data: { ...proc.data, destinationDefunt: f.destinationDefunt, ossuaireEmplacementId: f.ossuaireEmplacementId, jardinEmplacementId: f.jardinEmplacementId } }, ctx, f.dateConfirmation) : {}),
  summary: (c) => [`Destination des défunts : ${c['destinationDefunt'] === 'jardin' ? 'Jardin du souvenir' : 'ossuaire'}`],
});

export const REPRISE_ABANDON_STEPS: readonly StepDef[] = [
  notoriete,
  preConstat,
  noticePosting(2, 1, 'avis1', "Affichage de l'avis avant constat"),
  pvStep(3, "Premier procès-verbal de constat d'abandon", 1, 2),
  postingStep({
    etape: 4, titre: 'Notification et affichage du premier procès-verbal (1/3)', key: 'pv1_1', pv: 3, extra: pv1Notification,
    extraCheck: (f, proc) => notificationCheck(dateOrNull(f['dateEnvoiLRPV']), dateOrNull(f['recuLRPVdate']), pvDay(proc, 3)),
    extraData: (f) => ({ recuLRPVdate: f['recuLRPVdate'] ?? null, dateEnvoiLRPV: f['dateEnvoiLRPV'] ?? null }),
    extraSummary: (c) => [...receiptLine('Envoi du procès-verbal en recommandé', c['dateEnvoiLRPV']), ...receiptLine('Accusé de réception', c['recuLRPVdate'])],
  }),
  postingStep({ etape: 5, titre: 'Affichage du premier procès-verbal (2/3)', key: 'pv1_2', from: renewedFrom(4) }),
  postingStep({ etape: 6, titre: 'Affichage du premier procès-verbal (3/3)', key: 'pv1_3', from: renewedFrom(5) }),
  secondNotice,
  noticePosting(8, 7, 'avis2', "Affichage de l'avis avant le second constat"),
  pvStep(9, "Second procès-verbal de constat d'abandon", 7, 8),
  postingStep({
    etape: 10,
    titre: 'Notification et affichage du second procès-verbal',
    key: 'pv2',
    pv: 9,
    // LAW.md: the second PV's posting is optional, not blocking; its notification is recorded here or at step 11.
    optional: true,
    extra: { dateNotificationPV2: optionalStepDate, recuLRPV2date: optionalStepDate },
    extraCheck: (f, proc) => notificationCheck(dateOrNull(f['dateNotificationPV2']), dateOrNull(f['recuLRPV2date']), pvDay(proc, 9)),
    extraData: (f) => {
      const notified = dateOrNull(f['dateNotificationPV2']);
      return { recuLRPV2date: f['recuLRPV2date'] ?? null, ...(notified ? { datePreviConseilMunicipal: addMonths(notified, COUNCIL_MONTHS) } : {}) };
    },
    extraSummary: (c) => [...receiptLine('Notification du second procès-verbal', c['dateNotificationPV2']), ...receiptLine('Accusé de réception', c['recuLRPV2date'])],
  }),
  deliberation,
  arrete,
  confirmation,
];

export const repriseAbandon: ProcedureDef = { kind: 'repriseAbandon', steps: REPRISE_ABANDON_STEPS, regime: regimeAbandon };


