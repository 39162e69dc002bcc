import { z } from 'zod';
import { defineMutation } from './types';
import { rowId, updateRow } from './helpers';

/**
 * In-app notifications (spec 000 §2.6, §4): opening the panel gives every unread one a read date; closing
 * one archives it. Reading is not changing the cemetery's data, so these are open to every member,
 * Consultation included ('read' permission).
 */

export const MSG_NOTIFICATION_MISSING = 'Notification introuvable.';

export const markNotificationRead = defineMutation({
  name: 'notification.markRead',
  table: 'notifications',
  kind: 'update',
  permission: 'read',
  args: z.object({ id: rowId }),
  fields: () => ['dateLue'],
  apply: (state, args, ctx) => {
    // Read once: a second opening, on this device or another, keeps the first read date.
    if (state.row && state.row['dateLue']) return { writes: [] };
    return updateRow('notifications', state.row, { dateLue: ctx.now }, MSG_NOTIFICATION_MISSING);
  },
});

export const archiveNotification = defineMutation({
  name: 'notification.archive',
  table: 'notifications',
  kind: 'update',
  permission: 'read',
  args: z.object({ id: rowId }),
  fields: () => ['archive'],
  apply: (state, _args, ctx) => {
    if (state.row && state.row['archive'] === true) return { writes: [] };
    return updateRow('notifications', state.row, { archive: true, dateLue: state.row?.['dateLue'] ?? ctx.now }, MSG_NOTIFICATION_MISSING);
  },
});

export const MSG_NOTIFICATION_OTHER_USER = 'Cette notification est adressée à un autre utilisateur.';

/**
 * 'Ne plus me le rappeler' of the 'Paramétrage du compte' notification (spec 000 §2.6): archives it and marks
 * it, and the server's daily generation (server/notifications) then sends its addressee no further setup
 * reminder. Closing it only archives it: the reminder comes back the next month while the account lacks
 * something. Only its addressee may say so for a notification addressed to one user.
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
    if (row && row['userId'] && row['userId'] !== ctx.userId) return { reject: MSG_NOTIFICATION_OTHER_USER };
    if (row && row['nePlusRappeler'] === true && row['archive'] === true) return { writes: [] };
    return updateRow('notifications', row, { archive: true, nePlusRappeler: true, dateLue: row?.['dateLue'] ?? ctx.now }, MSG_NOTIFICATION_MISSING);
  },
});

export const notificationMutations = [markNotificationRead, archiveNotification, nePlusRappelerNotification];
