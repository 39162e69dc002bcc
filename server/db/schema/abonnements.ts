import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AbonnementOption } from '../../../src/domain/constants/abonnement';
import { json } from '../columns';
import { societes } from './core';

/** A municipality's subscription (spec 000 §3 Abonnement); etat 1 = active. Server only. */
export const abonnements = pgTable('abonnements', {
  id: uuid().primaryKey(),
  societeId: uuid().notNull().references(() => societes.id, { onDelete: 'cascade' }),
  dateDebut: date({ mode: 'string' }).notNull(),
  etat: integer().notNull().default(1),
  dateRenouv: date({ mode: 'string' }),
  options: json<{ abonnement: AbonnementOption[]; premium: AbonnementOption[] }>()
    .notNull()
    .default(sql`'{"abonnement":[],"premium":[]}'::jsonb`),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('abonnements_societe').on(t.societeId)]);
