import { useMemo } from 'react';
import {
  departementOf, holidayItems, holidaysBetween, legalItems, personalItems, renewalItems, sortAgenda, travauxItems, type AgendaItem,
} from '../../domain/calendar';
import type { IsoDate } from '../../domain/entities/replicated';
import { cemeteryLegalDates } from '../../domain/procedures/legalCalendar';
import { useAgendaRows } from '../../replica/queries/agenda';

/**
 * The calendar's items between two dates, computed from the replica (offline): holidays of the cemetery's
 * department, concessions to renew, works, the procedures' legal dates and the personal events the user sees.
 */
export function useAgenda(espaceId: string | null, userId: string | null, today: IsoDate, from: IsoDate, to: IsoDate): AgendaItem[] | undefined {
  const rows = useAgendaRows(espaceId);
  return useMemo(() => {
    if (!rows) return undefined;
    const plots = new Map(rows.emplacements.map((e) => [e.id, e]));
    const legal = cemeteryLegalDates(rows, today, `${today}T12:00:00.000Z`);
    return sortAgenda([
      ...holidayItems(holidaysBetween(from, to, departementOf(rows.espace?.codePostal))),
      ...renewalItems(rows.locations, plots, today, from, to),
      ...travauxItems(rows.travaux, plots, from, to),
      ...legalItems(legal, plots, from, to),
      ...personalItems(rows.events, userId, from, to),
    ]);
  }, [rows, userId, today, from, to]);
}
