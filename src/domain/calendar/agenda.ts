import { procedureRoute } from '../constants/procedures';
import { addYears, compareDates, formatFrDate } from '../dates';
import type { CalendarEvent } from '../entities/calendarEvent';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { IsoDate } from '../entities/replicated';
import type { Travaux } from '../entities/travaux';
import type { LegalDate } from '../procedures/types';
import { concessionValidite, isRenewable } from '../rules/concessionStatus';
import { currentLocation } from '../rules/currentLocation';
import { plotLabel } from '../rules/labels';
import type { Holiday } from './holidays';

/**
 * What the calendar shows (spec 002 §2 Calendar, §3 Calendar event), derived from the replica's rows, so that
 * it works offline and the .ics feed (server) says the same: holidays (background), concessions to renew (to
 * the sheet), works (to the sheet), the legal dates of the procedures under way (to the procedure, DESIGN §8),
 * and the personal events the users write.
 */
export type AgendaKind = 'ferie' | 'a_renouveler' | 'travaux' | 'procedure' | 'personnel';

export interface AgendaItem {
  /** Stable across computations (the .ics UID and React keys). */
  id: string;
  kind: AgendaKind;
  titre: string;
  /** 'YYYY-MM-DD' for a whole day, or 'YYYY-MM-DDTHH:mm' wall-clock. */
  start: string;
  /** Last day included for whole days, or the end time; null for a single day or an instant. */
  end: string | null;
  description: string;
  /** Where a click leads: the plot's sheet, the procedure; null for holidays and personal events. */
  link: string | null;
  /** The personal event behind the item (edited by clicking it). */
  eventId: string | null;
}

export const AGENDA_KIND_LABELS: Record<AgendaKind, string> = {
  ferie: 'Jour férié',
  a_renouveler: 'Concession à renouveler',
  travaux: 'Travaux',
  procedure: 'Échéance de procédure',
  personnel: 'Événement',
};

export const sheetRoute = (emplacementId: string) => `/fiche-concession/${emplacementId}`;

function where(plots: ReadonlyMap<string, Emplacement>, emplacementId: string): string {
  const plot = plots.get(emplacementId);
  return plot ? plotLabel(plot) || 'Emplacement' : 'Emplacement';
}

export function holidayItems(holidays: readonly Holiday[]): AgendaItem[] {
  return holidays.map((h) => ({ id: `ferie:${h.date}`, kind: 'ferie', titre: h.nom, start: h.date, end: null, description: 'Jour férié', link: null, eventId: null }));
}

/**
 * Concessions to renew, on their end date: the current concession of each plot that is renewable, not perpetual
 * and not yet échue (ended less than two years ago, CGCT L2223-15), and whose end falls in [from, to].
 */
export function renewalItems(locations: readonly Location[], plots: ReadonlyMap<string, Emplacement>, today: IsoDate, from: IsoDate, to: IsoDate): AgendaItem[] {
  const byPlot = new Map<string, Location[]>();
  for (const l of locations) if (!l.deletedAt && !l.isArchived) byPlot.set(l.emplacementId, [...(byPlot.get(l.emplacementId) ?? []), l]);
  const out: AgendaItem[] = [];
  for (const [emplacementId, list] of byPlot) {
    const l = currentLocation(list);
    if (!l?.dateFin || !isRenewable(l.type) || l.dateFin < from || l.dateFin > to) continue;
    const validite = concessionValidite(l, today);
    if (validite !== 'en_cours' && validite !== 'a_renouveler') continue;
    out.push({
      id: `renouveler:${l.id}`, kind: 'a_renouveler', titre: `À renouveler : famille ${l.famille ?? 'inconnue'}`, start: l.dateFin, end: null,
      description: `${where(plots, emplacementId)}. Fin de la concession le ${formatFrDate(l.dateFin)} ; renouvellement possible jusqu'au ${formatFrDate(addYears(l.dateFin, 2))}.`,
      link: sheetRoute(emplacementId), eventId: null,
    });
  }
  return out;
}

/** Works with a start date that overlap [from, to]. */
export function travauxItems(travaux: readonly Travaux[], plots: ReadonlyMap<string, Emplacement>, from: IsoDate, to: IsoDate): AgendaItem[] {
  return travaux
    .filter((t) => !t.deletedAt && t.dateDebut !== null && t.dateDebut <= to && (t.dateFin ?? t.dateDebut) >= from)
    .map((t) => ({
      id: `travaux:${t.id}`, kind: 'travaux', titre: `Travaux : ${t.type}`, start: t.dateDebut as IsoDate,
      end: t.dateFin && t.dateFin !== t.dateDebut ? t.dateFin : null,
      description: [where(plots, t.emplacementId), t.executant?.nomSociete, t.description].filter(Boolean).join('. '),
      link: sheetRoute(t.emplacementId), eventId: null,
    }));
}

/** The upcoming legal dates of the procedures (cemeteryLegalDates): step, date, what is due, to the procedure. */
export function legalItems(dates: readonly LegalDate[], plots: ReadonlyMap<string, Emplacement>, from: IsoDate, to: IsoDate): AgendaItem[] {
  return dates
    .filter((d) => d.date >= from && d.date <= to)
    .map((d) => ({
      id: `procedure:${d.procedureId}:${d.etape}:${d.nature}`, kind: 'procedure',
      titre: `${d.nature === 'limite' ? 'Date limite' : 'À partir de ce jour'} : étape ${d.etape} ${d.titre}`, start: d.date, end: null,
      description: `${where(plots, d.emplacementId)}. ${d.objet}`,
      link: procedureRoute(d.kind, d.emplacementId), eventId: null,
    }));
}

/** Personal events the user may see: the team's, and their own personal ones (isPersonnel). */
export function personalItems(events: readonly CalendarEvent[], userId: string | null, from: IsoDate, to: IsoDate): AgendaItem[] {
  return events
    .filter((e) => !e.deletedAt && e.type === 'personnel' && (!e.isPersonnel || e.userId === userId))
    .filter((e) => e.dateDebut.slice(0, 10) <= to && (e.dateFin ?? e.dateDebut).slice(0, 10) >= from)
    .map((e) => ({
      id: `event:${e.id}`, kind: 'personnel', titre: e.titre, start: e.dateDebut, end: e.dateFin, description: e.contenu ?? '',
      link: e.emplacementId ? sheetRoute(e.emplacementId) : null, eventId: e.id,
    }));
}

export function sortAgenda(items: AgendaItem[]): AgendaItem[] {
  return items.sort((a, b) => compareDates(a.start.slice(0, 10), b.start.slice(0, 10)) || a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

/**
 * The day 'Ajouter un événement' proposes (spec 002 §2 Calendar): today while the calendar shows it, else the first
 * day of the period on screen, so that an event added while looking at March lands in March and is seen at once.
 * `shownEnd` is exclusive, as FullCalendar gives it.
 */
export function defaultEventDay(today: IsoDate, shownStart: IsoDate, shownEnd: IsoDate): IsoDate {
  return today >= shownStart && today < shownEnd ? today : shownStart;
}
