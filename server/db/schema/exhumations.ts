import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ExhumationDemande, ExhumationDestination, ReductionType } from '../../../src/domain/constants/occupants';
import type { AutreCimetiere } from '../../../src/domain/entities/exhumation';
import { json, replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** Exhumations (spec 001 §3 Exhumation). */
export const exhumations = pgTable('exhumations', {
  ...replicated(),
  occupantId: uuid().notNull(),
  emplacementId: uuid().notNull(),
  date: date({ mode: 'string' }),
  typeDemande: text().$type<ExhumationDemande>(),
  tribunalOuService: text(),
  nomJugeOuContact: text(),
  destinationCorps: text().$type<ExhumationDestination>(),
  deplacerCorps: boolean().notNull().default(false),
  destinationEmplacementId: uuid(),
  autreCimetiere: json<AutreCimetiere>(),
  cremation: boolean().notNull().default(false),
  autorisation: text(),
}, (t) => [
  ...replicatedIndexes('exhumations', t),
  linkIndex('exhumations', 'occupant_id', t.occupantId),
  linkIndex('exhumations', 'emplacement_id', t.emplacementId),
]);

/** Body reductions and reunions (spec 001 §3 Reduction). */
export const reductions = pgTable('reductions', {
  ...replicated(),
  locationId: uuid().notNull(),
  occupantId: uuid().notNull(),
  type: text().$type<ReductionType>().notNull(),
  date: date({ mode: 'string' }),
  dateReinhumation: date({ mode: 'string' }),
  reunionDefunts: json<Record<string, { nom: string | null; prenom: string | null }>>().notNull().default(sql`'{}'::jsonb`),
  destination: text(),
  exhumationId: uuid(),
}, (t) => [
  ...replicatedIndexes('reductions', t),
  linkIndex('reductions', 'location_id', t.locationId),
  linkIndex('reductions', 'occupant_id', t.occupantId),
]);
