import type { EventInput } from '@fullcalendar/react';
import { addDays } from '../../domain/dates';
import type { AgendaItem, AgendaKind } from '../../domain/calendar';
import type { IsoDate } from '../../domain/entities/replicated';

/**
 * Colours of the calendar's kinds, chosen for a contrast of at least 4.5:1 with white text (axe, DESIGN §6):
 * concessions to renew in pink (spec 002 §2), works in dark orange behind their warning sign.
 */
export const AGENDA_COLOURS: Record<Exclude<AgendaKind, 'ferie'>, string> = {
  a_renouveler: '#a3195b',
  travaux: '#8a4600',
  procedure: '#5b2a86',
  personnel: '#1c5d99',
};

/** A works item starts with the warning sign (spec 002 §2 'works (warning icon)'). */
export function displayTitle(item: AgendaItem): string {
  return item.kind === 'travaux' ? `⚠ ${item.titre}` : item.titre;
}

/** One agenda item as FullCalendar takes it; whole-day ends are exclusive there, inclusive here. */
export function toEventInput(item: AgendaItem): EventInput {
  const allDay = item.start.length === 10;
  const end = item.end ? (allDay ? addDays(item.end.slice(0, 10) as IsoDate, 1) : item.end) : undefined;
  if (item.kind === 'ferie') return { id: item.id, title: item.titre, start: item.start, allDay: true, display: 'background', className: 'agenda-ferie' };
  return {
    id: item.id, title: displayTitle(item), start: item.start, ...(end ? { end } : {}), allDay,
    color: AGENDA_COLOURS[item.kind], contrastColor: '#ffffff', className: `agenda-${item.kind}`,
    link: item.link, eventId: item.eventId, description: item.description,
  };
}
