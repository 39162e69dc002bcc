import { useLiveQuery } from '../useLiveQuery';
import type { CalendarEvent } from '../../domain/entities/calendarEvent';
import type { Contact } from '../../domain/entities/contact';
import type { Emplacement } from '../../domain/entities/emplacement';
import type { Espace } from '../../domain/entities/espace';
import type { Location } from '../../domain/entities/location';
import type { Note } from '../../domain/entities/note';
import type { Occupant } from '../../domain/entities/occupant';
import type { Procedure } from '../../domain/entities/procedure';
import type { Tarif } from '../../domain/entities/tarif';
import type { Travaux } from '../../domain/entities/travaux';
import { getReplica } from '../db';

/** The cemetery's live notes, newest first (spec 002 §2 Notes); read from the replica, so offline too. */
export function useNotes(espaceId: string | null): readonly Note[] | undefined {
  return useLiveQuery(async () => {
    if (!espaceId) return [];
    const rows = (await getReplica(espaceId).notes.toArray()) as unknown as Note[];
    return rows.filter((n) => !n.deletedAt).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  }, [espaceId]);
}

/** The live notes linked to one plot (the sheet's notes bubble). Notes are few: no index needed. */
export function usePlotNotes(espaceId: string | null, emplacementId: string): readonly Note[] {
  return (
    useLiveQuery(async () => {
      if (!espaceId) return [];
      const rows = (await getReplica(espaceId).notes.toArray()) as unknown as Note[];
      return rows.filter((n) => !n.deletedAt && n.emplacementId === emplacementId && n.etat === 1).sort((a, b) => b.date.localeCompare(a.date));
    }, [espaceId, emplacementId]) ?? []
  );
}

/** Every live plot of the cemetery, for choosing the plot a note or an event is about. */
export function usePlots(espaceId: string | null): readonly Emplacement[] {
  return (
    useLiveQuery(async () => {
      if (!espaceId) return [];
      return ((await getReplica(espaceId).emplacements.toArray()) as unknown as Emplacement[]).filter((e) => !e.deletedAt);
    }, [espaceId]) ?? []
  );
}

/** What the calendar computes its items from (src/domain/calendar). */
export interface AgendaRows {
  espace: Espace | null;
  emplacements: Emplacement[];
  locations: Location[];
  occupants: Occupant[];
  contacts: Contact[];
  procedures: Procedure[];
  tarifs: Tarif[];
  travaux: Travaux[];
  events: CalendarEvent[];
}

export function useAgendaRows(espaceId: string | null): AgendaRows | undefined {
  return useLiveQuery(async () => {
    if (!espaceId) return undefined;
    const db = getReplica(espaceId);
    const live = <T extends { deletedAt: string | null }>(rows: unknown[]) => (rows as T[]).filter((r) => !r.deletedAt);
    const [espace, emplacements, locations, occupants, contacts, procedures, tarifs, travaux, events] = await Promise.all([
      db.espaces.get(espaceId),
      db.emplacements.toArray(), db.locations.toArray(), db.occupants.toArray(), db.contacts.toArray(),
      db.procedures.toArray(), db.tarifs.toArray(), db.travaux.toArray(), db.events.toArray(),
    ]);
    return {
      espace: (espace as unknown as Espace | undefined) ?? null,
      emplacements: live<Emplacement>(emplacements), locations: live<Location>(locations), occupants: live<Occupant>(occupants),
      contacts: live<Contact>(contacts), procedures: live<Procedure>(procedures), tarifs: live<Tarif>(tarifs),
      travaux: live<Travaux>(travaux), events: live<CalendarEvent>(events),
    };
  }, [espaceId]);
}
