import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { replicated } from '../columns';
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
}, (t) => [
  ...replicatedIndexes('documents', t),
  linkIndex('documents', 'location_id', t.locationId),
  linkIndex('documents', 'emplacement_id', t.emplacementId),
]);

/** E-mails sent about a concession (spec 001 §3 Mail archive); `mailArchives` in TypeScript. */
export const mailArchives = pgTable('mail_archives', {
  ...replicated(),
  locationId: uuid(),
  objet: text().notNull(),
  dateEnvoi: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  destinataire: text(),
  corps: text(),
}, (t) => [...replicatedIndexes('mail_archives', t), linkIndex('mail_archives', 'location_id', t.locationId)]);
