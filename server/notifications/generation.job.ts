import type { Election } from '../../src/domain/notifications/calendarNotices';
import type { ConcessionFact } from '../../src/domain/notifications/concessionNotices';
import { planNotifications, type CemeteryFacts } from '../../src/domain/notifications/plan';
import type { ProcedureDateFact } from '../../src/domain/notifications/procedureNotices';
import type { NotificationDraft } from '../../src/domain/notifications/types';
import { legalDates } from '../../src/domain/procedures/overview';
import type { EngineContext } from '../../src/domain/procedures/types';
import { currentLocation } from '../../src/domain/rules/currentLocation';
import { plotLabel } from '../../src/domain/rules/labels';
import type { IsoDate } from '../../src/domain/entities/replicated';
import type { Location } from '../../src/domain/entities/location';
import type { ProcedureKind } from '../../src/domain/constants/procedures';
import { isoAt } from '../auth/clock';
import type { Db } from '../db/client';
import type { Job } from '../jobs/job';
import { parisToday } from '../sync/clock';
import {
  accountOf, cemeteryRows, insertNotifications, knownSubjects, liveCemeteries, optedOut, procedureContextRows, type CemeteryRow,
} from './generation.repository';

export const NOTIFICATIONS_JOB = 'notifications.generate';
const DAY_MS = 24 * 3600 * 1000;

/** The facts of one cemetery today, read from the database (the rules are src/domain/notifications). */
export async function cemeteryFacts(db: Db, cemetery: CemeteryRow, today: IsoDate, now: string, elections: readonly Election[]): Promise<CemeteryFacts> {
  const rows = await cemeteryRows(db, cemetery.id);
  const plots = new Map(rows.emplacements.map((e) => [e.id, e]));
  const byPlot = new Map<string, Location[]>();
  for (const l of rows.locations) byPlot.set(l.emplacementId, [...(byPlot.get(l.emplacementId) ?? []), l]);
  const ongoing = new Map<string, ProcedureKind[]>();
  for (const p of rows.procedures) ongoing.set(p.emplacementId, [...(ongoing.get(p.emplacementId) ?? []), p.kind]);

  const concessions: ConcessionFact[] = [];
  for (const [emplacementId, list] of byPlot) {
    const plot = plots.get(emplacementId);
    const current = currentLocation(list);
    if (!plot || !current) continue;
    concessions.push({
      locationId: current.id, emplacementId, plot: plotLabel(plot), famille: current.famille, type: current.type,
      perpetuelle: current.perpetuelle, duree: current.duree, dateFin: current.dateFin, proceduresEnCours: ongoing.get(emplacementId) ?? [],
    });
  }

  const withPlot = rows.procedures.filter((p) => plots.has(p.emplacementId));
  const currents = withPlot.map((p) => currentLocation(byPlot.get(p.emplacementId)));
  const context = await procedureContextRows(db, cemetery.id, withPlot.map((p) => p.emplacementId), currents.flatMap((l) => (l ? [l.id] : [])));
  const procedureDates: ProcedureDateFact[] = withPlot.flatMap((p, i) => {
    const plot = plots.get(p.emplacementId) as NonNullable<ReturnType<typeof plots.get>>;
    const location = currents[i] ?? null;
    const ctx: EngineContext = {
      today, now, emplacement: plot, location,
      occupants: context.occupants.filter((o) => o.emplacementId === p.emplacementId),
      contacts: location ? context.contacts.filter((c) => c.locationId === location.id) : [],
      tarifs: context.tarifs, targets: {},
    };
    return legalDates(p, ctx).map((d) => ({ ...d, plot: plotLabel(plot) }));
  });

  const account = await accountOf(db, cemetery.societeId);
  return {
    today, toggles: cemetery.toggles, concessions, procedureDates,
    account: { maire: account.maire, tresorerie: account.tresorerie, coordonnees: account.coordonnees, tarifs: rows.tarifs > 0 },
    start: { plan: cemetery.plan, emplacements: rows.emplacements.length, concessions: rows.locations.length },
    administrators: account.administrators,
    nePlusRappeler: await optedOut(db, cemetery.id),
    elections,
  };
}

/** Plans and writes one cemetery's notifications of the day; returns what it created. */
export async function generateForCemetery(db: Db, cemetery: CemeteryRow, nowMs: number, elections: readonly Election[]): Promise<NotificationDraft[]> {
  const now = isoAt(nowMs);
  const facts = await cemeteryFacts(db, cemetery, parisToday(nowMs), now, elections);
  const drafts = planNotifications(facts, await knownSubjects(db, cemetery.id));
  await insertNotifications(db, cemetery.id, drafts, now);
  return drafts;
}

/**
 * The notifications that arrive by themselves (spec 000 §4; issue 15): once a day, and when a server starts
 * after a day without a run, for every cemetery, in the job's one transaction (server/jobs/runner.ts), so
 * across every process it runs once and its notifications commit with the record of the run.
 */
export function notificationsJob(elections: readonly Election[]): Job {
  return {
    name: NOTIFICATIONS_JOB,
    everyMs: DAY_MS,
    run: async (tx, nowMs) => {
      for (const cemetery of await liveCemeteries(tx)) await generateForCemetery(tx, cemetery, nowMs, elections);
    },
  };
}
