import type { Criticite } from '../constants/notifications';
import type { IsoInstant, ReplicatedRow } from './replicated';

/** An in-app notification (spec 000 §3); `userId` null means for every member of the cemetery. */
export interface Notification extends ReplicatedRow {
  titre: string;
  description: string | null;
  dateRecu: IsoInstant;
  dateLue: IsoInstant | null;
  archive: boolean;
  emplacementId: string | null;
  criticite: Criticite;
  userId: string | null;
  /** 'Ne plus me le rappeler' on a reminder (spec 000 §2.6): the generation sends its addressee no more of its kind. */
  nePlusRappeler: boolean;
}
