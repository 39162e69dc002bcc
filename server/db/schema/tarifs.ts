import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import type { TarifType } from '../../../src/domain/constants/locationTypes';
import type { SurfaceClasse } from '../../../src/domain/constants/surfaces';
import type { Prestation } from '../../../src/domain/entities/tarif';
import { json, replicated } from '../columns';
import { replicatedIndexes } from './replicatedTable';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/** The cemetery's price list (spec 000 §3 Tarif). */
export const tarifs = pgTable('tarifs', {
  ...replicated(),
  typeEmplacement: text().$type<TarifType>().notNull().default('Concession'),
  parMetreCarre: boolean().notNull().default(false),
  tarifFixe: money(),
  tarifRenouv: money(),
  duree: integer(),
  perpetuelle: boolean().notNull().default(false),
  tarifDuree: money(),
  surface: integer().$type<SurfaceClasse>(),
  dateApplication: date({ mode: 'string' }).notNull(),
  ccas: numeric({ precision: 5, scale: 2, mode: 'number' }),
  isCCASTier: boolean().notNull().default(false),
  prestationsAttribution: json<Prestation[]>().notNull().default(sql`'[]'::jsonb`),
  prestationsRenouv: json<Prestation[]>().notNull().default(sql`'[]'::jsonb`),
  archive: boolean().notNull().default(false),
}, (t) => [...replicatedIndexes('tarifs', t)]);
