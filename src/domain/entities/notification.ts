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
}
