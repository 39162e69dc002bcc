import type { Criticite } from '../constants/notifications';
import { formatFrDate } from '../dates';
import type { IsoDate } from '../entities/replicated';
import { concessionValidite } from '../rules/concessionStatus';
import { avisNotice, donneesManquantesNotice, parametrageNotice, premieresActionsNotice, type AccountFacts, type StartFacts } from './accountNotices';
import { electionNotice, toussaintNotice, type Election } from './calendarNotices';
import { concessionNotice, isEquipment, type ConcessionFact } from './concessionNotices';
import { procedureNotice, type ProcedureDateFact } from './procedureNotices';
import type { GeneratedKind, NotificationDraft, Subject } from './types';

/** What the generation knows of one cemetery on one day. */
export interface CemeteryFacts {
  today: IsoDate;
  /** The cemetery's toggles: its `notifications` list of 'critique' and 'principale' (spec 000 §3, §4). */
  toggles: readonly string[];
  /** Current concessions (not archived, not deleted). */
  concessions: readonly ConcessionFact[];
  /** Upcoming legal dates of the procedures under way. */
  procedureDates: readonly ProcedureDateFact[];
  account: AccountFacts;
  start: StartFacts;
  /** The municipality's administrators, who can set the account up; none: the reminder goes to everyone. */
  administrators: readonly string[];
  /** Addressees ('tous' or a user id) who chose 'ne plus me le rappeler' on a setup reminder. */
  nePlusRappeler: ReadonlySet<string>;
  elections: readonly Election[];
}

/** Kinds and their level (spec 000 §4). */
export const KIND_CRITICITE: Record<GeneratedKind, Criticite> = {
  echeance: 'critique',
  echue: 'critique',
  aRenouveler: 'principale',
  premieresActions: 'principale',
  etapeProcedure: 'principale',
  parametrage: 'principale',
  election: 'principale',
  toussaint: 'principale',
  suggestion: 'principale',
  avis: 'principale',
};

/**
 * Beyond this many new subjects of one kind on one day, one notification stands for them all: the first run
 * on a cemetery of a thousand plots finds a hundred concessions to renew, which a badge of '99+' would bury.
 */
export const GROUP_THRESHOLD = 5;
/** Plots named in a grouped notification. */
const GROUP_NAMED = 5;

const GROUP_TITLES: Partial<Record<GeneratedKind, (n: number) => string>> = {
  echeance: (n) => `${n} concessions arrivent à échéance dans l'année`,
  aRenouveler: (n) => `${n} concessions à renouveler`,
  echue: (n) => `${n} concessions échues depuis plus de deux ans`,
  etapeProcedure: (n) => `${n} étapes de procédure à venir`,
};

function draft(s: Subject, userId: string | null = null): NotificationDraft {
  return { kind: s.kind, cle: s.cle, couvre: [], titre: s.titre, description: s.description, criticite: KIND_CRITICITE[s.kind], emplacementId: s.emplacementId, userId };
}

function grouped(kind: GeneratedKind, subjects: Subject[], today: IsoDate): NotificationDraft {
  const sorted = [...subjects].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.plot.localeCompare(b.plot, 'fr'));
  const named = sorted.slice(0, GROUP_NAMED).map((s) => (s.date ? `${s.plot} (${formatFrDate(s.date)})` : s.plot));
  const rest = sorted.length - named.length;
  const where = kind === 'etapeProcedure' ? 'Retrouvez-les dans la liste des procédures.' : 'Retrouvez-les dans la liste des concessions.';
  return {
    kind, cle: `groupe:${kind}:${today}`, couvre: sorted.map((s) => s.cle),
    titre: (GROUP_TITLES[kind] ?? ((n: number) => `${n} notifications`))(sorted.length),
    description: `${named.join(', ')}${rest > 0 ? ` et ${rest} autre${rest > 1 ? 's' : ''}` : ''}. ${where}`,
    criticite: KIND_CRITICITE[kind], emplacementId: null, userId: null,
  };
}

/**
 * The notifications to create for a cemetery today (spec 000 §4), given the subjects already notified
 * (`known`: every key ever created or covered, closed ones included, so a closed notification stays closed
 * and nothing comes twice). A kind switched off by the cemetery's toggles gives nothing, and its subjects
 * stay unknown, so switching it on later brings them. Pure: the server feeds it and writes what it returns.
 */
export function planNotifications(facts: CemeteryFacts, known: ReadonlySet<string>): NotificationDraft[] {
  const { today } = facts;
  const on = (kind: GeneratedKind) => facts.toggles.includes(KIND_CRITICITE[kind]);
  const fresh = (s: Subject | null): s is Subject => s !== null && on(s.kind) && !known.has(s.cle);

  const perPlot: Subject[] = [
    ...facts.concessions.map((c) => concessionNotice(c, today)),
    ...facts.procedureDates.map((d) => procedureNotice(d, today)),
  ].filter(fresh);
  const drafts: NotificationDraft[] = [];
  const byKind = new Map<GeneratedKind, Subject[]>();
  for (const s of perPlot) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
  for (const [kind, subjects] of byKind) {
    if (subjects.length > GROUP_THRESHOLD) drafts.push(grouped(kind, subjects, today));
    else drafts.push(...subjects.map((s) => draft(s)));
  }

  const manquantes = facts.concessions.filter((c) => !isEquipment(c.type) && concessionValidite(c, today) === 'manque_donnee').length;
  const general = [premieresActionsNotice(facts.start), toussaintNotice(today), ...facts.elections.map((e) => electionNotice(e, today)), donneesManquantesNotice(manquantes, today), avisNotice(today)];
  drafts.push(...general.filter(fresh).map((s) => draft(s)));

  const addressees = facts.administrators.length > 0 ? facts.administrators : ['tous'];
  for (const userKey of addressees) {
    if (facts.nePlusRappeler.has(userKey)) continue;
    const s = parametrageNotice(facts.account, today, userKey);
    if (fresh(s)) drafts.push(draft(s, userKey === 'tous' ? null : userKey));
  }
  return drafts.sort(byImportance);
}

/** The order of the panel on the day they arrive together: critical first, then what asks for action soonest. */
const KIND_ORDER: readonly GeneratedKind[] = ['echeance', 'echue', 'aRenouveler', 'etapeProcedure', 'parametrage', 'premieresActions', 'election', 'toussaint', 'suggestion', 'avis'];

function byImportance(a: NotificationDraft, b: NotificationDraft): number {
  return KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
}
