import { and, eq, isNull } from 'drizzle-orm';
import { legalItems, renewalItems, sortAgenda, toICalendar, travauxItems } from '../../src/domain/calendar';
import { addMonths, addYears } from '../../src/domain/dates';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { IsoDate } from '../../src/domain/entities/replicated';
import type { Travaux } from '../../src/domain/entities/travaux';
import { cemeteryLegalDates } from '../../src/domain/procedures/legalCalendar';
import { isSuperAdmin } from '../../src/domain/roles';
import { visibleEspace } from '../auth/scope.repository';
import type { Db } from '../db/client';
import { travaux } from '../db/schema';
import { cemeteryRows, procedureContextRows } from '../notifications/generation.repository';
import { feedOfToken } from './feeds.repository';

/** How far the feed looks: a month back (what was just due) and two years ahead (the renewal window). */
const BACK_MONTHS = 1;
const AHEAD_YEARS = 2;

/**
 * The iCalendar text of a subscription token (issue 18): the cemetery's concessions to renew, works and the legal
 * dates of its procedures, computed by the same domain code as the calendar screen. Undefined when the token is
 * unknown or revoked, or when its user may no longer see the cemetery (removed from the municipality).
 */
export async function feedText(db: Db, token: string, today: IsoDate, now: string, publicUrl: string): Promise<string | undefined> {
  const feed = await feedOfToken(db, token);
  if (!feed) return undefined;
  if (!(await visibleEspace(db, feed.userId, isSuperAdmin(feed.roles), feed.espaceId))) return undefined;
  const rows = await cemeteryRows(db, feed.espaceId);
  const works = (await db.select().from(travaux).where(and(eq(travaux.espaceId, feed.espaceId), isNull(travaux.deletedAt)))) as unknown as Travaux[];
  const running = rows.procedures;
  const context = await procedureContextRows(db, feed.espaceId, [...new Set(running.map((p) => p.emplacementId))], [...new Set(running.flatMap((p) => (p.locationId ? [p.locationId] : [])))]);
  const plots = new Map<string, Emplacement>(rows.emplacements.map((e) => [e.id, e]));
  const from = addMonths(today, -BACK_MONTHS);
  const to = addYears(today, AHEAD_YEARS);
  const legal = cemeteryLegalDates({ emplacements: rows.emplacements, locations: rows.locations, procedures: running, ...context }, today, now);
  const items = sortAgenda([
    ...renewalItems(rows.locations, plots, today, from, to),
    ...travauxItems(works, plots, from, to),
    ...legalItems(legal, plots, from, to),
  ]);
  return toICalendar(items, { name: `Cimetière ${feed.nom}`, now, origin: publicUrl.replace(/\/+$/, '') });
}
