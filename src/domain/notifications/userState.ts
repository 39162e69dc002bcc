import type { IsoInstant } from '../entities/replicated';

/** One user's state of a notification: when they read it, and whether they closed it. */
export interface NotificationUserState {
  dateLue: IsoInstant | null;
  archive: boolean;
}

/** The states of a notification for everyone (`notifications.etatsUtilisateurs`), by user id. */
export type NotificationUserStates = Record<string, NotificationUserState>;

/** The fields of a notification row that say who it is for and how each user left it. */
export interface NotificationStateFields {
  userId: string | null;
  dateLue: IsoInstant | null;
  archive: boolean;
  etatsUtilisateurs?: NotificationUserStates | null;
}

/**
 * Each user's state of a notification is theirs (issue 27, 'Owned by their users'; spec 000 §2.6):
 * - a notification addressed to one user (`userId` set) has one state, the row's `dateLue` and `archive`, and
 *   only that user changes it (`mayChangeNotification`);
 * - a shared one (`userId` null, for every member) keeps each member's reading and closing in
 *   `etatsUtilisateurs[userId]`: one member reading or closing it leaves it new and shown for the others.
 *   The row's `archive` closes it for everyone: only an administrator sets it. The
 *   row's `dateLue` of a shared notification is no one's reading and is not read.
 */
export function notificationStateFor(n: NotificationStateFields, userId: string | null): NotificationUserState {
  if (n.userId !== null) return { dateLue: n.dateLue, archive: n.archive };
  const own = userId ? n.etatsUtilisateurs?.[userId] : undefined;
  return { dateLue: own?.dateLue ?? null, archive: n.archive || own?.archive === true };
}

/** A notification addressed to one user is read and closed by that user only; a shared one by any member. */
export function mayChangeNotification(n: Pick<NotificationStateFields, 'userId'>, userId: string): boolean {
  return n.userId === null || n.userId === userId;
}

/**
 * The row's `etatsUtilisateurs` with this user's state changed, every other user's entry as it is. The
 * server merges it into the row as it stands when it applies the mutation, so two members reading the same
 * notification at once both keep their reading (no conflict to show: each writes only their own entry).
 */
export function withUserState(
  states: NotificationUserStates | null | undefined,
  userId: string,
  change: Partial<NotificationUserState>,
): NotificationUserStates {
  const current = states?.[userId] ?? { dateLue: null, archive: false };
  return { ...(states ?? {}), [userId]: { ...current, ...change } };
}
