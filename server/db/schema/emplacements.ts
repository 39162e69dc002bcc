import { boolean, doublePrecision, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import type { PlanPolygon } from '../../../src/domain/entities/emplacement';
import { json, replicated } from '../columns';
import { replicatedIndexes } from './replicatedTable';

/** Plots (spec 001 §3 Emplacement). `geometry` is the plot's outline on the plan, in plan pixels, y down. */
export const emplacements = pgTable('emplacements', {
  ...replicated(),
  carre: text(),
  allee: text(),
  numero: text(),
  libelle: text(),
  surface: numeric({ precision: 10, scale: 2, mode: 'number' }),
  preReservation: boolean().notNull().default(false),
  notes: text(),
  typeOccupation: text(),
  geometry: json<PlanPolygon>(),
  posX: doublePrecision(),
  posY: doublePrecision(),
  zone: text(),
  uid: text(),
  adresse: text(),
}, (t) => [...replicatedIndexes('emplacements', t)]);
