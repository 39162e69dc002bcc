import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Criticite } from '../../../src/domain/constants/notifications';
import type { NotificationUserStates } from '../../../src/domain/notifications/userState';
import { json, replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** In-app notifications (spec 000 §3); `userId` null means for everyone in the cemetery. */
export const notifications = pgTable('notifications', {
  ...replicated(),
  titre: text().notNull(),
  description: text(),
  dateRecu: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  dateLue: timestamp({ withTimezone: true, mode: 'string' }),
  archive: boolean().notNull().default(false),
  emplacementId: uuid(),
  criticite: text().$type<Criticite>().notNull().default('principale'),
  userId: uuid(),
  /** 'Ne plus me le rappeler' (spec 000 §2.6): server/notifications stops this addressee's reminders of the kind. */
  nePlusRappeler: boolean().notNull().default(false),
  /** Each member's reading and closing of a shared notification, by user id (issue 27; src/domain/notifications/userState.ts). */
  etatsUtilisateurs: json<NotificationUserStates>().notNull().default(sql`'{}'::jsonb`),
}, (t) => [...replicatedIndexes('notifications', t), linkIndex('notifications', 'user_id', t.userId)]);

/**
 * The subjects the daily generation has notified, per cemetery (server/notifications): a concession and its
 * end date, a procedure step and its date, a reminder and its period. A subject is notified once, whether
 * its notification was closed since or stood in a grouped one. Server only.
 */
export const notificationSubjects = pgTable('notification_subjects', {
  espaceId: uuid().notNull(),
  cle: text().notNull(),
  notificationId: uuid().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.espaceId, t.cle] })]);
