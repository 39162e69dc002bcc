import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ProcedureKind, RepriseRegime } from '../../../src/domain/constants/procedures';
import type { ProcedureEtape } from '../../../src/domain/entities/procedure';
import { json, replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** The six regulatory procedures in one table, told apart by `kind` (spec 002 §3). */
export const procedures = pgTable('procedures', {
  ...replicated(),
  emplacementId: uuid().notNull(),
  locationId: uuid(),
  kind: text().$type<ProcedureKind>().notNull(),
  etat: integer().notNull().default(0),
  dateDebut: date({ mode: 'string' }),
  dateFin: date({ mode: 'string' }),
  regime: text().$type<RepriseRegime>(),
  etapes: json<ProcedureEtape[]>().notNull().default(sql`'[]'::jsonb`),
  data: json<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
}, (t) => [
  ...replicatedIndexes('procedures', t),
  linkIndex('procedures', 'emplacement_id', t.emplacementId),
  linkIndex('procedures', 'location_id', t.locationId),
]);
