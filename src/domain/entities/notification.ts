import type { Criticite } from '../constants/notifications';
import type { NotificationUserStates } from '../notifications/userState';
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
  /**
   * Each member's reading and closing of a shared notification (`userId` null), by user id (issue 27): see
   * `notificationStateFor`. Empty for a notification addressed to one user, whose state is `dateLue` and
   * `archive`. A replica may still hold rows pulled before it existed, without it: read it through
   * `notificationStateFor`.
   */
  etatsUtilisateurs: NotificationUserStates;
}
