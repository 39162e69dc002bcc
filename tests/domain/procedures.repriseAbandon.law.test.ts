import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../src/domain/dates';
import type { Contact } from '../../src/domain/entities/contact';
import { DEFAULT_TEMPLATES, findTemplate } from '../../src/domain/templates/defaults';
import { templateDocuments } from '../../src/domain/templates/generate';
import { sanitizeTemplateHtml } from '../../server/templates/sanitize';
import type { Occupant } from '../../src/domain/entities/occupant';
import { MSG_ABANDON } from '../../src/domain/procedures/abandon/messages';
import { regimeAbandon } from '../../src/domain/procedures/abandon/calendar';
import { procedureDocumentContent } from '../../src/domain/documents/procedureDocuments';
import { MSG_PROCEDURES, procedurePrecondition } from '../../src/domain/procedures/preconditions';
import { MORT_POUR_LA_FRANCE } from '../../src/domain/constants/occupants';
import { abandonActs, pvChamps, type AbandonAct } from '../../server/demo/repriseAbandon';
import { abandonLocation, abandonWorld, attempt, JARDIN_PLOT, OSSUAIRE_PLOT, run, script } from './abandonKit';
import { OCCUPANT_DEFAULTS } from './procedureKit';

/**
 * One table per rule of LAW.md's "Reprise after abandonment", each citing its article, with dates on both
 * sides of every limit. A refused act gives its French message and leaves the procedure as it was.
 */

const w = abandonWorld();
type Case = [label: string, date: string, expected: string | null];

/** Tries `act` changed by `change` on the procedure the acts before it make. */
function verdict(start: string, etape: number, phase: 'affichage' | 'suspension' | null, change: (a: AbandonAct) => AbandonAct, acts = abandonActs(start, { regime: '2022', ossuaireId: OSSUAIRE_PLOT })) {
  const i = acts.findIndex((a) => a.etape === etape && (phase === null || a.phase === phase));
  const before = run(w, acts.slice(0, i));
  const act = change(acts[i] as AbandonAct);
  const out = attempt(w, before, act, '2040-01-01');
  if (out.error) expect(out.procedure).toBe(before);
  return out.error;
}

describe('R2223-14: the act of notoriety, only when the deed is missing, states « plus de trente ans »', () => {
  const noDeed = abandonWorld({ location: { dateDebut: null, dateOriginelle: null } });
  it.each([
    ['the act states it', true, null],
    ['the act does not state it', false, MSG_ABANDON.notoriete],
  ] as const)('%s', (_l, plus, expected) => {
    const [first] = abandonActs('2026-01-05', { regime: '2022', notoriete: true });
    const out = attempt(noDeed, run(noDeed, []), { ...(first as AbandonAct), champs: { ...(first as AbandonAct).champs, plusDeTrenteAns: plus } });
    expect(out.error).toBe(expected);
  });
});

describe('R2223-12: thirty years from the deed, ten years after the last burial', () => {
  const pre = (dateDebut: string, burial: string, today: string) =>
    procedurePrecondition('repriseAbandon', { location: abandonLocation({ dateDebut, dateOriginelle: dateDebut }), occupants: [{ ...OCCUPANT_DEFAULTS, id: 'o', deletedAt: null, dateInhumCrema: burial } as unknown as Occupant], procedures: [], today });
  it.each([
    ['deed 29 years 364 days ago', '1996-03-01', '2000-01-01', '2026-02-28', MSG_PROCEDURES.raMoins30Ans],
    ['deed thirty years ago to the day', '1996-03-01', '2000-01-01', '2026-03-01', null],
    ['deed on 29/02, thirty years later on 28/02', '1996-02-29', '2000-01-01', '2026-02-28', null],
    ['burial 10 years less a day ago', '1960-01-01', '2016-06-02', '2026-06-01', MSG_PROCEDURES.raInhumationRecente],
    ['burial ten years ago to the day', '1960-01-01', '2016-06-01', '2026-06-01', null],
  ])('%s', (_l, deed, burial, today, expected) => {
    const p = pre(deed, burial, today);
    expect(p.possible ? null : p.reason).toBe(expected);
  });
});

describe('R2223-22: a Mort pour la France protects a perpetual or centenary concession fifty years from the burial', () => {
  const mpf = (burial: string) => ({ ...OCCUPANT_DEFAULTS, id: 'o', deletedAt: null, dateInhumCrema: burial, criteresSpecifiques: [MORT_POUR_LA_FRANCE] }) as unknown as Occupant;
  it.each([
    ['perpetual, 50 years less a day', { perpetuelle: true, duree: null }, '1976-06-02', MSG_PROCEDURES.raMortPourLaFrance],
    ['perpetual, 50 years to the day', { perpetuelle: true, duree: null }, '1976-06-01', null],
    ['centenary, 50 years less a day', { perpetuelle: false, duree: 100 }, '1976-06-02', MSG_PROCEDURES.raMortPourLaFrance],
    ['fifty-year concession: not protected', { perpetuelle: false, duree: 50 }, '1976-06-02', null],
  ])('%s', (_l, over, burial, expected) => {
    const location = abandonLocation({ ...over, dateDebut: '1950-01-01', dateOriginelle: '1950-01-01' });
    const p = procedurePrecondition('repriseAbandon', { location, occupants: [mpf(burial)], procedures: [], today: '2026-06-01' });
    expect(p.possible ? null : p.reason).toBe(expected);
  });
});

describe('R2223-13: the families convened one month ahead, told the day and hour; no finding earlier', () => {
  it.each<Case>([
    ['finding fixed a month less a day after the notice', '2026-02-04', MSG_ABANDON.convocationTropProche],
    ['finding fixed a month after the notice', '2026-02-05', null],
  ])('%s', (_l, constat, expected) => {
    expect(verdict('2026-01-05', 1, null, (a) => ({ ...a, champs: { ...a.champs, dateHeurePV: `${constat}T09:00` } }))).toBe(expected);
  });
  it.each<Case>([
    ['notice on 31/01 of a leap year, finding on 28/02', '2024-02-28', MSG_ABANDON.convocationTropProche],
    ['notice on 31/01 of a leap year, finding on 29/02', '2024-02-29', null],
    ['notice on 31/01 of a common year, finding on 28/02', '2023-02-28', null],
  ])('%s', (label, constat, expected) => {
    const start = label.includes('leap') ? '2024-01-31' : '2023-01-31';
    expect(verdict(start, 1, null, (a) => ({ ...a, champs: { ...a.champs, dateHeurePV: `${constat}T09:00` } }))).toBe(expected);
  });
  it.each<Case>([
    ['the finding an hour before the hour notified', '2026-02-09T09:00', MSG_ABANDON.constatAvantDateNotifiee],
    ['the finding at the hour notified', '2026-02-09T10:00', null],
    ['the finding the day before', '2026-02-08T10:00', MSG_ABANDON.constatAvantDateNotifiee],
  ])('%s', (_l, dateHeure, expected) => {
    expect(verdict('2026-01-05', 3, null, (a) => ({ ...a, today: dateHeure.slice(0, 10), champs: pvChamps(dateHeure) }))).toBe(expected);
  });
});

describe('R2223-15, R2223-16: the PV posted and notified within eight days (spec 002 §8 message)', () => {
  // The first PV of a reprise opened on 05/01/2026 is drawn up on 09/02/2026.
  const posting = (d: string) => (a: AbandonAct) => ({ ...a, today: d, champs: { ...a.champs, affichageMairie: d, affichageCimetiere: d, dateEnvoiLRPV: null, recuLRPVdate: null } });
  it.each<Case>([
    ['posted the day before the PV', '2026-02-08', "La date ne peut pas être antérieure à celle de l'étape précédente (09/02/2026)."],
    ['posted the day of the PV', '2026-02-09', null],
    ['posted on day 8', '2026-02-17', null],
    ['posted on day 9', '2026-02-18', MSG_ABANDON.affichageHorsDelai],
  ])('%s', (_l, d, expected) => {
    expect(verdict('2026-01-05', 4, 'affichage', posting(d))).toBe(expected);
  });
  it.each<Case>([
    ['notified on day 8', '2026-02-17', null],
    ['notified on day 9', '2026-02-18', MSG_ABANDON.notificationPVHorsDelai],
  ])('%s', (_l, d, expected) => {
    expect(verdict('2026-01-05', 4, 'affichage', (a) => ({ ...a, champs: { ...a.champs, dateEnvoiLRPV: d, recuLRPVdate: null } }))).toBe(expected);
  });
  it('the second PV within eight days too', () => {
    const acts = abandonActs('2024-01-08', { regime: '2022', ossuaireId: OSSUAIRE_PLOT });
    const pv2 = (acts.find((a) => a.etape === 9) as AbandonAct).today;
    const at = (n: number) => verdict('2024-01-08', 10, 'affichage', posting(addDays(pv2, n)), acts);
    expect([at(8), at(9)]).toEqual([null, MSG_ABANDON.affichageHorsDelai]);
  });
});

describe('R2223-16, spec 002 §5: each posting lasts one month; its end at least a month later', () => {
  const end = (d: string) => (a: AbandonAct) => ({ ...a, today: d, champs: { suspensionMairie: d, suspensionCimetiere: d } });
  /** Acts whose step 2 posting falls on `posted` (the notice the day before). */
  const postedOn = (posted: string) => abandonActs(addDays(posted, -1), { regime: '2022', ossuaireId: OSSUAIRE_PLOT });
  it.each<[string, string, string | null, string]>([
    ['posted 31/01/2024 (leap year), ended 28/02', '2024-02-28', MSG_ABANDON.suspensionTropTot, '2024-01-31'],
    ['posted 31/01/2024 (leap year), ended 29/02', '2024-02-29', null, '2024-01-31'],
    ['posted 31/01/2023, ended 27/02', '2023-02-27', MSG_ABANDON.suspensionTropTot, '2023-01-31'],
    ['posted 31/01/2023, ended 28/02', '2023-02-28', null, '2023-01-31'],
    ['posted 29/02/2024, ended 28/03', '2024-03-28', MSG_ABANDON.suspensionTropTot, '2024-02-29'],
    ['posted 29/02/2024, ended 29/03', '2024-03-29', null, '2024-02-29'],
  ])('%s', (_l, d, expected, posted) => {
    expect(verdict(addDays(posted, -1), 2, 'suspension', end(d), postedOn(posted))).toBe(expected);
  });
  it('asks for the posting date first, and refuses an end typed with the posting', () => {
    expect(verdict('2026-01-05', 2, 'affichage', (a) => ({ ...a, champs: { affichageMairie: null, affichageCimetiere: a.champs['affichageCimetiere'], suspensionMairie: '2026-03-01' } }))).toBe(MSG_ABANDON.affichageManquant);
    expect(verdict('2026-01-05', 2, 'affichage', (a) => ({ ...a, champs: { ...a.champs, suspensionMairie: '2026-03-01' } }))).toBe(MSG_ABANDON.suspensionSansAffichage);
  });
});

describe('R2223-16 (reading unconfirmed, configurable): renewed postings 15 days after the previous end', () => {
  const s = script('2026-01-05');
  const end4 = (s.act(4, 'suspension').champs['suspensionMairie'] as string);
  const posting = (d: string) => (a: AbandonAct) => ({ ...a, today: d, champs: { affichageMairie: d, affichageCimetiere: d } });
  it.each<Case>([
    ['14 days after the end of the first posting', addDays(end4, 14), `L'affichage suivant ne peut commencer que 15 jours après la fin du précédent, soit à partir du 26/03/2026 (article R2223-16 du CGCT).`],
    ['15 days after', addDays(end4, 15), null],
  ])('%s', (_l, d, expected) => {
    expect(verdict('2026-01-05', 5, 'affichage', posting(d))).toBe(expected);
  });
  it('keeps the interval set on the procedure (10 days)', () => {
    const acts = abandonActs('2026-01-05', { regime: '2022', ossuaireId: OSSUAIRE_PLOT }).map((a) => (a.etape === 1 ? { ...a, champs: { ...a.champs, intervalleAffichagesJours: 10 } } : a));
    expect(verdict('2026-01-05', 5, 'affichage', posting(addDays(end4, 9)), acts)).toMatch(/10 jours/);
    expect(verdict('2026-01-05', 5, 'affichage', posting(addDays(end4, 10)), acts)).toBeNull();
  });
});

describe('L2223-17, R2223-18: the second notice one year after the end of the last posting (three years before décret 2022-1127)', () => {
  it.each([
    ['2022-08-06', 'avant-2022'],
    ['2022-08-07', '2022'],
  ])('a reprise opened on %s falls under the regime %s', (start, regime) => {
    expect(regimeAbandon(start)).toBe(regime);
    const acts = abandonActs(start, { regime: regime as '2022' | 'avant-2022' });
    expect(run(w, acts.slice(0, 1)).regime).toBe(regime);
  });
  /** The acts of a reprise whose third posting ends on `end` (the start chosen so). */
  function endingOn(end: string, regime: '2022' | 'avant-2022', start: string) {
    const acts = abandonActs(start, { regime, ossuaireId: OSSUAIRE_PLOT });
    const ended = (acts.find((a) => a.etape === 6 && a.phase === 'suspension') as AbandonAct).today;
    expect(ended).toBe(end);
    return acts;
  }
  const notice = (d: string) => (a: AbandonAct) => ({ ...a, today: d, champs: { ...a.champs, dateNotification: d, dateHeurePV: `${addMonths(d, 2)}T10:00` } });
  // Opened on 01/10/2022, the third posting ends on 01/03/2023: one year later is 01/03/2024, 366 days (2024 is leap).
  it.each<Case>([
    ['day 365 (29/02/2024)', '2024-02-29', 'Le second constat ne peut être engagé que un an après la fin des affichages du premier procès-verbal, soit à partir du 01/03/2024 (articles L2223-17 et R2223-18 du CGCT).'],
    ['day 366 (01/03/2024)', '2024-03-01', null],
  ])('2022 regime, %s', (_l, d, expected) => {
    const acts = endingOn('2023-03-01', '2022', '2022-09-27');
    expect(verdict('2022-09-27', 7, null, notice(d), acts)).toBe(expected);
  });
  it.each<Case>([
    // Ended on 28/02/2021: three years later is 28/02/2024, not the leap day after it.
    ['three years less a day', '2024-02-27', 'Le second constat ne peut être engagé que 3 ans après la fin des affichages du premier procès-verbal, soit à partir du 28/02/2024 (articles L2223-17 et R2223-18 du CGCT).'],
    ['three years to the day', '2024-02-28', null],
  ])('before 2022, %s', (_l, d, expected) => {
    const acts = endingOn('2021-02-28', 'avant-2022', '2020-09-26');
    expect(verdict('2020-09-26', 7, null, notice(d), acts)).toBe(expected);
  });
});

describe('R2223-18: the second PV’s posting is optional; the council one month after its notification', () => {
  const s = script('2024-01-08');
  const pv2 = s.act(9).today;
  it('skips step 10 when the notification is given with the deliberation', () => {
    const acts = s.acts.filter((a) => a.etape !== 10);
    const i = acts.findIndex((a) => a.etape === 11);
    const before = run(w, acts.slice(0, i));
    const notified = addDays(pv2, 1);
    const deliberation = (d: string, n: string | null) => attempt(w, before, { etape: 11, phase: null, today: d, champs: { dateDeliberation: d, dateNotificationPV2: n, documents: [] } }).error;
    expect(deliberation(addMonths(notified, 1), null)).toBe(MSG_ABANDON.notificationPV2Requise);
    expect(deliberation(addDays(addMonths(notified, 1), -1), notified)).toMatch(/^Le conseil municipal ne peut être saisi qu'un mois après/);
    expect(deliberation(addMonths(notified, 1), notified)).toBeNull();
  });
});

describe('R2223-19, R2223-20: the order published and notified; the end thirty days after both', () => {
  const s = script('2024-01-08');
  const order = s.act(12);
  const arrete = order.champs['dateArreteMunicipalReprise'] as string;
  it('refuses an order never notified when a family is known, and a publication before the order', () => {
    expect(verdict('2024-01-08', 12, null, (a) => ({ ...a, champs: { ...a.champs, dateNotificationArrete: null } }))).toBe(MSG_ABANDON.notificationArreteRequise);
    expect(verdict('2024-01-08', 12, null, (a) => ({ ...a, champs: { ...a.champs, affichageArreteMairie: addDays(arrete, -1) } }))).toBe(MSG_ABANDON.publicationAvantArrete);
  });
  // Published on arrete+1, notified on arrete+2: the end from arrete+32.
  const notified = addDays(arrete, 2);
  const end = (d: string) => (a: AbandonAct) => ({ ...a, today: d, champs: { ...a.champs, dateConfirmation: d } });
  it.each<Case>([
    ['29 days after the notification', addDays(notified, 29), `La reprise ne peut être confirmée que trente jours après la publication et la notification de l'arrêté, soit à partir du ${addDays(notified, 30).split('-').reverse().join('/')} (article R2223-20 du CGCT).`],
    ['30 days after the notification', addDays(notified, 30), null],
  ])('%s', (_l, d, expected) => {
    expect(verdict('2024-01-08', 13, null, end(d))).toBe(expected);
  });
});

describe('L2223-4, 2024-1110 QPC: the ossuary by default; cremation only once the family was informed, with no known opposition', () => {
  const to = (champs: Record<string, unknown>) => (a: AbandonAct) => ({ ...a, champs: { ...a.champs, ossuaireEmplacementId: null, ...champs } });
  it.each([
    ['ossuary', { destinationDefunt: 'ossuaire', ossuaireEmplacementId: OSSUAIRE_PLOT }, null],
    ['Jardin with no information', { destinationDefunt: 'jardin', jardinEmplacementId: JARDIN_PLOT, oppositionCremationConnue: false }, /informée/],
    ['Jardin with a known opposition', { destinationDefunt: 'jardin', jardinEmplacementId: JARDIN_PLOT, oppositionCremationConnue: true, dateInformationFamille: '2025-01-01' }, /opposition/],
    ['Jardin, informed, no opposition', { destinationDefunt: 'jardin', jardinEmplacementId: JARDIN_PLOT, oppositionCremationConnue: false, dateInformationFamille: '2025-01-01' }, null],
  ])('%s', (_l, champs, expected) => {
    const out = verdict('2024-01-08', 13, null, to(champs));
    if (expected === null) expect(out).toBeNull();
    else expect(out).toMatch(expected);
  });
});

describe('L2223-17, R2223-18 (décret 2022-1127): the second convocation states the delay of the regime the procedure was opened under (issue 28)', () => {
  const location = abandonLocation();
  const holder: Contact = {
    id: 'c-1', espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null, locationId: location.id, civilite: 'F', prenom: 'Anne', nom: 'Durand',
    nomJeuneFille: null, decede: false, adresse: null, commune: null, codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: 'Concessionnaire',
    dateDeNaissance: null, nomSociete: null, fonction: null,
  };
  const letter = findTemplate(DEFAULT_TEMPLATES, 'convocation-second-constat')!;
  const text = (opened: string | null, today: string) => {
    const [doc] = templateDocuments(
      letter,
      {
        location, emplacement: { carre: 'A', allee: '3', numero: '9', libelle: null, surface: null }, contacts: [holder], occupants: [], espace: null, commune: 'Nîmes', today, mairie: null,
        procedure: { kind: 'repriseAbandon', etape: 7, values: { dateHeurePV2: '2027-01-05T10:00' }, regime: opened ? regimeAbandon(opened) : null },
      },
      null,
      sanitizeTemplateHtml,
    );
    return doc!.blocks.flatMap((b) => (b.kind === 'text' ? b.lines : [])).join('\n');
  };
  it.each<[label: string, opened: string | null, today: string, delay: string, wrong: string]>([
    ['opened the day the decree applies (07/08/2022): one year', '2022-08-07', '2026-11-01', 'Le délai légal qui suit la publicité du premier procès-verbal de constat, soit un an (décret 2022-1127', 'trois ans'],
    ['opened in 2024: one year', '2024-03-01', '2026-11-01', 'soit un an', 'trois ans'],
    ['opened the day before (06/08/2022): three years', '2022-08-06', '2026-11-01', 'Le délai légal qui suit la publicité du premier procès-verbal de constat, soit trois ans (régime antérieur au décret 2022-1127', 'un an'],
    ['opened in 2021: three years', '2021-03-01', '2026-11-01', 'soit trois ans', 'un an'],
    ['no regime kept yet (a procedure opened today): one year', null, '2026-11-01', 'soit un an', 'trois ans'],
  ])('%s', (_l, opened, today, delay, wrong) => {
    const all = text(opened, today);
    expect(all).toContain(delay);
    expect(all).toContain('L2223-17 et R2223-18');
    expect(all).not.toContain(wrong);
    expect(all).not.toContain('Trois ans après le premier constat');
  });
});

describe('L2223-17, R2223-18 (décret 2022-1127): the built-in second convocation (template switched off) states the same delay (issue 28)', () => {
  const location = abandonLocation();
  const text = (regime: unknown, today: string) => {
    const input = { location, emplacement: { carre: 'A', allee: '3', numero: '9', libelle: null, surface: null }, contacts: [], occupants: [], espace: null, commune: 'Nîmes', today };
    const doc = procedureDocumentContent('repriseAbandon', 7, input, { dateHeurePV: '2027-01-05T10:00', dateNotification: '2026-11-20', regime });
    return doc!.blocks.flatMap((b) => (b.kind === 'text' ? b.lines : [])).join('\n');
  };
  it.each<[label: string, regime: unknown, delay: string, wrong: string]>([
    ['regime 2022 (décret 2022-1127): one year', '2022', 'Le délai légal qui suit la publicité du premier procès-verbal de constat, soit un an (décret 2022-1127', 'trois ans'],
    ['regime before the decree: three years', 'avant-2022', 'Le délai légal qui suit la publicité du premier procès-verbal de constat, soit trois ans (régime antérieur au décret 2022-1127', 'un an'],
    ['no regime kept: a procedure opened today, one year', null, 'soit un an', 'trois ans'],
  ])('%s', (_l, regime, delay, wrong) => {
    const all = text(regime, '2026-11-01');
    expect(all).toContain(delay);
    expect(all).toContain('R2223-18');
    expect(all).not.toContain(wrong);
  });
});
