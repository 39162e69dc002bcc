import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Criticite } from '../../../src/domain/constants/notifications';
import { replicated } from '../columns';
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
}, (t) => [...replicatedIndexes('notifications', t), linkIndex('notifications', 'user_id', t.userId)]);
