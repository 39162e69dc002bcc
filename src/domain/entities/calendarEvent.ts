import type { EventType } from '../constants/notifications';
import type { ReplicatedRow } from './replicated';

/**
 * A calendar event (spec 002 §3). Start and end are the town hall's wall-clock time, 'YYYY-MM-DD' for a whole
 * day or 'YYYY-MM-DDTHH:mm' with a time, without offset: an appointment at 10h stays at 10h whatever the
 * device's time zone.
 */
export interface CalendarEvent extends ReplicatedRow {
  titre: string;
  contenu: string | null;
  dateDebut: string;
  dateFin: string | null;
  type: EventType;
  emplacementId: string | null;
  isNote: boolean;
  isPersonnel: boolean;
  userId: string | null;
}
