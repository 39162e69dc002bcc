import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EtatAbandon } from '../../../src/domain/constants/etatAbandon';
import type { Facture } from '../../../src/domain/constants/facture';
import type { LocationType, TypeConcession } from '../../../src/domain/constants/locationTypes';
import type { SurfaceClasse } from '../../../src/domain/constants/surfaces';
import type { Exclu } from '../../../src/domain/entities/location';
import { json, replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** Concessions (spec 001 §3 Location); the TypeScript, Dexie and pull name is `locations`. */
export const locations = pgTable('locations', {
  ...replicated(),
  emplacementId: uuid().notNull(),
  famille: text(),
  numero: text(),
  type: text().$type<LocationType>().notNull(),
  typeConcession: text().$type<TypeConcession>(),
  duree: integer(),
  perpetuelle: boolean().notNull().default(false),
  dateDebut: date({ mode: 'string' }),
  dateFin: date({ mode: 'string' }),
  dateOriginelle: date({ mode: 'string' }),
  nbPlaces: integer(),
  etatAbandon: integer().$type<EtatAbandon>(),
  facture: text().$type<Facture>(),
  notes: text(),
  isArchived: boolean().notNull().default(false),
  archivedAt: timestamp({ withTimezone: true, mode: 'string' }),
  surfaceClasse: integer().$type<SurfaceClasse>(),
  prix: numeric({ precision: 12, scale: 2, mode: 'number' }),
  exclus: json<Exclu[]>().notNull().default(sql`'[]'::jsonb`),
  champsSupp: json<Record<string, unknown>>(),
}, (t) => [...replicatedIndexes('locations', t), linkIndex('locations', 'emplacement_id', t.emplacementId)]);
