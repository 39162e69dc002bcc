import FullCalendar, { type CalendarRef, type DateClickInfo, type DatesSetInfo, type EventClickInfo } from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/react/interaction';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import frLocale from '@fullcalendar/react/locales/fr';
import multiMonthPlugin from '@fullcalendar/react/multimonth';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { LoadingIndicator } from '../shared/LoadingIndicator';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { defaultEventDay } from '../../domain/calendar';
import { addDays, addMonths, toIsoDate } from '../../domain/dates';
import type { CalendarEvent } from '../../domain/entities/calendarEvent';
import type { IsoDate } from '../../domain/entities/replicated';
import { useAgendaRows } from '../../replica/queries/agenda';
import { useActor, useEspaceId } from '../../replica/useEnqueue';
import { useToday } from '../../replica/useToday';
import { uuidv7 } from '../../replica/uuidv7';
import { ConfirmModal } from '../fiche/ConfirmModal';
import { useCanWrite, useRunMutation } from '../fiche/useFicheActions';
import { AgendaLegend } from './AgendaLegend';
import { toEventInput } from './agendaEvents';
import { EventModal, type EventValues } from './EventModal';
import { SubscriptionModal } from './SubscriptionModal';
import { useAgenda } from './useAgenda';

type Editing = { event: CalendarEvent | null; day: string } | null;

/**
 * /calendrier (spec 002 §2 Calendar): year view of several months in two columns, month and list views, in
 * French. A click on a day adds a personal event, a click on one edits it; a concession to renew or works lead to
 * the plot's sheet, a legal date to its procedure. Everything is read from the replica, so it works offline.
 */
export function CalendrierPage() {
  const espaceId = useEspaceId();
  const actor = useActor();
  const today = useToday() as IsoDate;
  const writable = useCanWrite();
  const run = useRunMutation();
  const navigate = useNavigate();
  const rows = useAgendaRows(espaceId);
  const [range, setRange] = useState<{ from: IsoDate; to: IsoDate }>(() => ({ from: addMonths(today, -1), to: addMonths(today, 13) }));
  const items = useAgenda(espaceId, actor?.userId ?? null, today, range.from, range.to);
  const events = useMemo(() => (items ?? []).map(toEventInput), [items]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const [subscription, setSubscription] = useState(false);
  const [view, setView] = useState('multiMonthYear');
  const calendar = useRef<CalendarRef>(null);

  const onDates = (info: DatesSetInfo) => {
    const from = info.startStr.slice(0, 10) as IsoDate;
    const to = addDays(info.endStr.slice(0, 10) as IsoDate, -1);
    setRange((r) => (r.from === from && r.to === to ? r : { from, to }));
    setView(info.view.type);
  };

  const onEventClick = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    const { eventId, link } = info.event.extendedProps as { eventId?: string | null; link?: string | null };
    const event = eventId ? rows?.events.find((e) => e.id === eventId) : undefined;
    if (event && writable) setEditing({ event, day: event.dateDebut.slice(0, 10) });
    else if (link) navigate(link);
  };

  const onDateClick = (info: DateClickInfo) => {
    if (writable) setEditing({ event: null, day: info.dateStr.slice(0, 10) });
  };

  // 'Ajouter un événement' proposes a day of the period on screen (a year, a month), read from the calendar.
  const addEvent = () => {
    const shown = calendar.current?.getApi().view;
    const day = shown ? defaultEventDay(today, toIsoDate(shown.currentStart), toIsoDate(shown.currentEnd)) : today;
    setEditing({ event: null, day });
  };

  const saveEvent = async (current: CalendarEvent | null, values: EventValues): Promise<boolean> => {
    if (!current) return run('event.create', { id: uuidv7(), ...values }, 'Événement ajouté.');
    const changes = Object.fromEntries(Object.entries(values).filter(([k, v]) => current[k as keyof EventValues] !== v));
    if (Object.keys(changes).length === 0) return true;
    return run('event.update', { id: current.id, ...changes }, 'Événement modifié.');
  };

  const save = async (values: EventValues): Promise<boolean> => {
    const ok = await saveEvent(editing?.event ?? null, values);
    // The calendar turns to the event's day, so that what was just saved is in view, whatever period was shown.
    if (ok) calendar.current?.getApi().gotoDate(values.dateDebut.slice(0, 10));
    return ok;
  };

  return (
    <Stack p="md" gap="md" className={view === 'multiMonthYear' ? 'agenda agenda-year' : 'agenda'}>
      <Group justify="space-between">
        <Title order={1}>CALENDRIER</Title>
        <Group>
          {writable && <Button size="lg" onClick={addEvent}>Ajouter un événement</Button>}
          <Button size="lg" variant="default" onClick={() => setSubscription(true)}>S'abonner au calendrier</Button>
        </Group>
      </Group>
      {/* The replica's rows of a large cemetery take a moment to read: said, rather than an empty calendar. */}
      {items === undefined && (
        <Group gap="xs" role="status">
          <LoadingIndicator size="sm" />
          <Text>Chargement des événements du cimetière…</Text>
        </Group>
      )}
      <FullCalendar
        ref={calendar}
        plugins={[multiMonthPlugin, dayGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
        locale={frLocale}
        initialView="multiMonthYear"
        initialDate={today}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'multiMonthYear,dayGridMonth,listMonth' }}
        buttons={{ multiMonthYear: { text: 'Année' }, dayGridMonth: { text: 'Mois' }, listMonth: { text: 'Liste' } }}
        // The year view's days tall enough for an event or its '+N' at a finger's height (44 px) under the day's
        // number (issue 29): FullCalendar sizes a month by its aspect ratio and always folds what does not fit
        // behind '+N'; at the default 1.35 a day of a 330 px month was 40 px tall and the '+N' spilled over the next
        // week's numbers. A month at least 440 px wide (one a row on a tablet held upright), a little taller.
        views={{ multiMonthYear: { multiMonthMaxColumns: 2, singleMonthMinWidth: 440, aspectRatio: 1.2 } }}
        height="auto"
        events={events}
        datesSet={onDates}
        eventClick={onEventClick}
        // A title cut short in a small day cell (the year view) reads in full on hover.
        eventDidMount={(info) => { info.el.title = info.event.title; }}
        dateClick={onDateClick}
        noEventsText="Aucun événement sur cette période."
      />
      <AgendaLegend />
      {editing && (
        <EventModal
          event={editing.event}
          day={editing.day}
          onSave={save}
          onClose={() => setEditing(null)}
          {...(editing.event ? { onDelete: () => { setDeleting(editing.event); setEditing(null); } } : {})}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        message="Etes vous sûr de vouloir supprimer cet événement ?"
        confirmLabel="Supprimer"
        onConfirm={() => deleting && void run('event.delete', { id: deleting.id }, 'Événement supprimé.')}
        onClose={() => setDeleting(null)}
      />
      {subscription && espaceId && <SubscriptionModal espaceId={espaceId} onClose={() => setSubscription(false)} />}
    </Stack>
  );
}
