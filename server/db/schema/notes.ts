import { date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NoteEtat } from '../../../src/domain/constants/notifications';
import { replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** Notes of a cemetery (spec 002 §3 Note). */
export const notes = pgTable('notes', {
  ...replicated(),
  titre: text().notNull(),
  contenu: text(),
  userId: uuid(),
  date: date({ mode: 'string' }).notNull(),
  etat: integer().$type<NoteEtat>().notNull().default(1),
}, (t) => [...replicatedIndexes('notes', t), linkIndex('notes', 'user_id', t.userId)]);
