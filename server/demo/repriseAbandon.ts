import type { RepriseRegime } from '../../src/domain/constants/procedures';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, addMonths, addYears } from '../../src/domain/dates';
import { PAUSE_YEARS } from '../../src/domain/procedures/abandon/calendar';
import { signatureSha256 } from './signatures';

/**
 * The acts of a reprise after abandonment, in the legal timing the engine applies (LAW.md): the families
 * convened a month before the finding (R2223-13), the notice posted for a month, the PV posted and notified
 * within 8 days (R2223-15/16), three one-month postings 15 days apart, the second notice one year (three before
 * décret 2022-1127) after the last posting (L2223-17), the council a month after the second PV's notification
 * (R2223-18), the end thirty days after the order's publication and notification (R2223-20). Each act carries
 * the day it was done: the demo and the tests run them as mutations on their own dates.
 */

export interface AbandonAct {
  etape: number;
  phase: 'affichage' | 'suspension' | null;
  champs: Record<string, unknown>;
  today: IsoDate;
}


/** A complete PV de constat d'abandon (src/domain/procedures/abandon/pvConstat.ts) drawn up at `dateHeure`. */
export function pvChamps(dateHeure: string, famille: string | null = null): Record<string, unknown> {
  const presents = famille ? [{ qualite: 'famille', nom: famille, lien: 'petit-fils' }] : [];
  return {
    dateHeure,
    redacteur: { qualite: 'maire', nom: 'Yves Le Roux', fonction: null },
    temoin: { qualite: 'policierMunicipal', nom: 'Gaëlle Morvan' },
    presents,
    descripteurs: ['monumentBrise', 'vegetation', 'inscriptionIllisible'],
    description: 'Stèle fendue et descellée, croix tombée, ronces sur toute la tombe, inscriptions illisibles.',
    photos: [],
    signatures: [
      // Their PNGs are media rows of the concession (server/demo/signatures.ts).
      { nom: 'Yves Le Roux', role: 'redacteur', image: signatureSha256('Yves Le Roux'), refus: false },
      { nom: 'Gaëlle Morvan', role: 'temoin', image: signatureSha256('Gaëlle Morvan'), refus: false },
      ...presents.map((p, i) => ({ nom: p.nom, role: `present:${i}`, image: null, refus: true })),
    ],
    position: null,
    documents: [],
  };
}

function posting(etape: number, posted: IsoDate, extra: Record<string, unknown> = {}): [AbandonAct, AbandonAct] {
  const ended = addMonths(posted, 1);
  return [
    { etape, phase: 'affichage', champs: { affichageMairie: posted, affichageCimetiere: posted, ...extra, documents: [] }, today: posted },
    { etape, phase: 'suspension', champs: { suspensionMairie: ended, suspensionCimetiere: ended, documents: [] }, today: ended },
  ];
}

function notice(etape: 1 | 7, date: IsoDate, constat: IsoDate): AbandonAct {
  return { etape, phase: null, champs: { dateNotification: date, dateHeurePV: `${constat}T10:00`, familleOuEntretien: true, recuLRdate: addDays(date, 3), documents: [] }, today: date };
}

export interface AbandonScript {
  /** Opened before the deed was known: step 0 first. */
  notoriete?: boolean;
  /** With deceased: step 13 moves them to this ossuary. */
  ossuaireId?: string | null;
  regime: RepriseRegime;
}

/** The acts from the start (`start`, the notice to the families) to the end, in order. */
export function abandonActs(start: IsoDate, s: AbandonScript): AbandonAct[] {
  const acts: AbandonAct[] = [];
  if (s.notoriete) acts.push({ etape: 0, phase: null, champs: { dateActeNotoriete: start, plusDeTrenteAns: true, temoignages: 'Aucune trace du titre ; inhumations connues depuis 1921.', documents: [] }, today: start });
  const pv1 = addDays(addMonths(start, 1), 4);
  acts.push(notice(1, start, pv1));
  acts.push(...posting(2, addDays(start, 1)));
  acts.push({ etape: 3, phase: null, champs: pvChamps(`${pv1}T10:00`), today: pv1 });
  const p4 = addDays(pv1, 2);
  acts.push(...posting(4, p4, { dateEnvoiLRPV: addDays(pv1, 1), recuLRPVdate: addDays(pv1, 4) }));
  const p5 = addDays(addMonths(p4, 1), 15);
  acts.push(...posting(5, p5));
  const p6 = addDays(addMonths(p5, 1), 15);
  acts.push(...posting(6, p6));
  const n2 = addDays(addYears(addMonths(p6, 1), PAUSE_YEARS[s.regime]), 3);
  const pv2 = addDays(addMonths(n2, 1), 4);
  acts.push(notice(7, n2, pv2));
  acts.push(...posting(8, addDays(n2, 1)));
  acts.push({ etape: 9, phase: null, champs: pvChamps(`${pv2}T10:00`), today: pv2 });
  const p10 = addDays(pv2, 2);
  acts.push(...posting(10, p10, { dateNotificationPV2: addDays(pv2, 1), recuLRPV2date: addDays(pv2, 5) }));
  const deliberation = addDays(addMonths(addDays(pv2, 1), 1), 12);
  acts.push({ etape: 11, phase: null, champs: { dateDeliberation: deliberation, numeroDeliberation: `D-${deliberation.slice(0, 4)}-031`, documents: [] }, today: addDays(deliberation, 1) });
  const arrete = addDays(deliberation, 10);
  const publicity = { affichageArreteMairie: addDays(arrete, 1), affichageArreteCimetiere: addDays(arrete, 1), dateNotificationArrete: addDays(arrete, 2) };
  acts.push({ etape: 12, phase: null, champs: { dateArreteMunicipalReprise: arrete, numeroArrete: `A-${arrete.slice(0, 4)}-112`, ...publicity, documents: [] }, today: addDays(arrete, 2) });
  if (s.ossuaireId !== undefined) {
    const end = addDays(arrete, 2 + 30 + 5);
    acts.push({ etape: 13, phase: null, champs: { dateConfirmation: end, destinationDefunt: s.ossuaireId ? 'ossuaire' : null, ossuaireEmplacementId: s.ossuaireId, documents: [] }, today: end });
  }
  return acts;
}

/** The days the acts span, from the start to the last act kept (`count` acts). */
export function abandonSpan(s: AbandonScript, count: number): number {
  const acts = abandonActs('2000-01-03', s).slice(0, count);
  const last = acts[acts.length - 1];
  return last ? Math.round((Date.parse(last.today) - Date.parse('2000-01-03')) / 86_400_000) : 0;
}
