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
  /** The plot the note is about (issue 18), shown on its sheet. */
  emplacementId: uuid(),
}, (t) => [...replicatedIndexes('notes', t), linkIndex('notes', 'user_id', t.userId), linkIndex('notes', 'emplacement_id', t.emplacementId)]);
