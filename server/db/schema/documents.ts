import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailCanal, MailPieceJointe, MailStatut } from '../../../src/domain/entities/mailArchive';
import { json, replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** Documents of concessions and plots, generated or uploaded (spec 001 §3 Document). */
export const documents = pgTable('documents', {
  ...replicated(),
  locationId: uuid(),
  emplacementId: uuid(),
  nom: text().notNull(),
  description: text(),
  mediaSha256: text(),
  slug: text(),
  // The day it was generated or added; the document that replaced it, a redone one (issue 28).
  dateDocument: date({ mode: 'string' }),
  remplacePar: uuid(),
}, (t) => [
  ...replicatedIndexes('documents', t),
  linkIndex('documents', 'location_id', t.locationId),
  linkIndex('documents', 'emplacement_id', t.emplacementId),
]);

/**
 * E-mails and SMS about a concession (spec 001 §3 Mail archive); `mailArchives` in TypeScript. One row per
 * addressee: it is the server's queue (statut 'en_attente', or 'echec' with a next try) and then the sheet's
 * record of what was sent (server/mail/dispatcher.ts).
 */
export const mailArchives = pgTable('mail_archives', {
  ...replicated(),
  locationId: uuid(),
  objet: text().notNull(),
  dateEnvoi: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  destinataire: text(),
  corps: text(),
  canal: text().$type<MailCanal>().notNull().default('email'),
  contactId: uuid(),
  destinataireNom: text(),
  statut: text().$type<MailStatut>().notNull().default('envoye'),
  erreur: text(),
  tentatives: integer().notNull().default(0),
  prochainEssai: timestamp({ withTimezone: true, mode: 'string' }),
  piecesJointes: json<MailPieceJointe[]>().notNull().default(sql`'[]'::jsonb`),
}, (t) => [
  ...replicatedIndexes('mail_archives', t),
  linkIndex('mail_archives', 'location_id', t.locationId),
  // The dispatcher's queue: the few rows not yet sent, by their next try.
  index('mail_archives_queue').on(t.prochainEssai).where(sql`${t.statut} <> 'envoye'`),
]);
