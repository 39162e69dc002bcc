import { boolean, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TravauxType } from '../../../src/domain/constants/travaux';
import { json, replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** Works on plots (spec 001 §3 Travaux). */
export const travaux = pgTable('travaux', {
  ...replicated(),
  emplacementId: uuid().notNull(),
  type: text().$type<TravauxType>().notNull(),
  dateDebut: date({ mode: 'string' }),
  dateFin: date({ mode: 'string' }),
  demandeur: json<{ nom: string | null; prenom: string | null }>(),
  executant: json<{ nomSociete: string | null }>(),
  description: text(),
  documentId: uuid(),
  valide: boolean().notNull().default(false),
}, (t) => [...replicatedIndexes('travaux', t), linkIndex('travaux', 'emplacement_id', t.emplacementId)]);
