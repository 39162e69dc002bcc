import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EventType } from '../../../src/domain/constants/notifications';
import { replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/**
 * Calendar events (spec 002 §3). Start and end are wall-clock text ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'),
 * not instants: see src/domain/entities/calendarEvent.ts.
 */
export const events = pgTable('events', {
  ...replicated(),
  titre: text().notNull(),
  contenu: text(),
  dateDebut: text().notNull(),
  dateFin: text(),
  type: text().$type<EventType>().notNull().default('personnel'),
  emplacementId: uuid(),
  isNote: boolean().notNull().default(false),
  isPersonnel: boolean().notNull().default(false),
  userId: uuid(),
}, (t) => [...replicatedIndexes('events', t), linkIndex('events', 'emplacement_id', t.emplacementId)]);
