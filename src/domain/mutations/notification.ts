import { z } from 'zod';
import { defineMutation, type MutationContext, type MutationOutcome, type Row } from './types';
import { rowId, updateRow } from './helpers';
import { isAdmin } from '../roles';
import { mayChangeNotification, notificationStateFor, withUserState, type NotificationStateFields, type NotificationUserState } from '../notifications/userState';

/**
 * In-app notifications (spec 000 §2.6, §4): opening the panel gives every unread one a read date; closing
 * one archives it. Reading is not changing the cemetery's data, so these are open to every member,
 * Consultation included ('read' permission). Each user's state is theirs (issue 27, src/domain/notifications/
 * userState.ts): a notification addressed to another user is refused; on a shared one a member changes only
 * their own entry of `etatsUtilisateurs`, and only an administrator closes it for everyone.
 *
 * `fields` names the row's own `dateLue` / `archive` / `nePlusRappeler` only: a member's entry of
 * `etatsUtilisateurs` is merged into the row as it stands when the server applies the mutation, and is written
 * by that member alone, so there is nothing another device could have changed under it (no conflict to show).
 */

export const MSG_NOTIFICATION_MISSING = 'Notification introuvable.';
export const MSG_NOTIFICATION_OTHER_USER = 'Cette notification est adressée à un autre utilisateur.';

function fieldsOf(row: Row): NotificationStateFields {
  return {
    userId: typeof row['userId'] === 'string' ? row['userId'] : null,
    dateLue: typeof row['dateLue'] === 'string' ? row['dateLue'] : null,
    archive: row['archive'] === true,
    etatsUtilisateurs: (row['etatsUtilisateurs'] ?? null) as NotificationStateFields['etatsUtilisateurs'],
  };
}

/**
 * Changes the caller's state of a notification: the row itself when it is addressed to them, their entry of
 * `etatsUtilisateurs` when it is shared (plus `shared`, the row's fields an administrator changes for all).
 */
function changeOwnState(
  row: Row | null,
  ctx: MutationContext,
  next: (state: NotificationUserState) => Partial<NotificationUserState> | null,
  shared: Record<string, unknown> = {},
): MutationOutcome {
  if (!row || row.deletedAt) return { reject: MSG_NOTIFICATION_MISSING };
  const n = fieldsOf(row);
  if (!mayChangeNotification(n, ctx.userId)) return { reject: MSG_NOTIFICATION_OTHER_USER };
  const change = next(notificationStateFor(n, ctx.userId));
  if (n.userId !== null) return change ? updateRow('notifications', row, change, MSG_NOTIFICATION_MISSING) : { writes: [] };
  const forAll = Object.entries(shared).some(([field, value]) => row[field] !== value);
  if (!change && !forAll) return { writes: [] };
  const etatsUtilisateurs = change ? withUserState(n.etatsUtilisateurs, ctx.userId, change) : n.etatsUtilisateurs;
  return updateRow('notifications', row, { ...shared, etatsUtilisateurs }, MSG_NOTIFICATION_MISSING);
}

/** Closed (and read, if it was not yet) for the caller. */
const closeOwn = (ctx: MutationContext) => (s: NotificationUserState): Partial<NotificationUserState> | null =>
  s.archive && s.dateLue ? null : { archive: true, dateLue: s.dateLue ?? ctx.now };

export const markNotificationRead = defineMutation({
  name: 'notification.markRead',
  table: 'notifications',
  kind: 'update',
  permission: 'read',
  args: z.object({ id: rowId }),
  fields: () => ['dateLue'],
  // Read once: a second opening, on this device or another, keeps the first read date.
  apply: (state, _args, ctx) => changeOwnState(state.row, ctx, (s) => (s.dateLue ? null : { dateLue: ctx.now })),
});

/** Closing a notification: the caller's own; a shared one closed by an administrator is closed for everyone. */
export const archiveNotification = defineMutation({
  name: 'notification.archive',
  table: 'notifications',
  kind: 'update',
  permission: 'read',
  args: z.object({ id: rowId }),
  fields: () => ['archive'],
  apply: (state, _args, ctx) => changeOwnState(state.row, ctx, closeOwn(ctx), isAdmin(ctx.roles) ? { archive: true } : {}),
});

/**
 * 'Ne plus me le rappeler' of the 'Paramétrage du compte' notification (spec 000 §2.6): archives it and marks
 * it, and the server's daily generation (server/notifications) then sends its addressee no further setup
 * reminder. Closing it only archives it: the reminder comes back the next month while the account lacks
 * something. Only its addressee may say so for a notification addressed to one user; on a shared reminder
 * (a municipality with no administrator) a member closes their own copy, and only an administrator stops it.
 */
export const nePlusRappelerNotification = defineMutation({
  name: 'notification.nePlusRappeler',
  table: 'notifications',
  kind: 'update',
  permission: 'read',
  args: z.object({ id: rowId }),
  fields: () => ['archive', 'nePlusRappeler'],
  apply: (state, _args, ctx) => {
    const row = state.row;
    const stop = { archive: true, nePlusRappeler: true };
    if (row && !row.deletedAt && typeof row['userId'] === 'string') {
      if (row['userId'] !== ctx.userId) return { reject: MSG_NOTIFICATION_OTHER_USER };
      if (row['nePlusRappeler'] === true && row['archive'] === true) return { writes: [] };
      return updateRow('notifications', row, { ...stop, dateLue: row['dateLue'] ?? ctx.now }, MSG_NOTIFICATION_MISSING);
    }
    return changeOwnState(row, ctx, closeOwn(ctx), isAdmin(ctx.roles) ? stop : {});
  },
});

export const notificationMutations = [markNotificationRead, archiveNotification, nePlusRappelerNotification];
