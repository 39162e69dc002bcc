import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Glossary of the help centre (spec 002 §3 lexique), shared by every cemetery. Server only. */
export const lexiques = pgTable('lexiques', {
  id: uuid().primaryKey(),
  titre: text().notNull(),
  contenu: text().notNull(),
}, (t) => [index('lexiques_titre').on(t.titre)]);

/** FAQ entries, filtered by the space's product type (spec 002 §3 FAQ). Server only. */
export const faqs = pgTable('faqs', {
  id: uuid().primaryKey(),
  question: text().notNull(),
  reponse: text().notNull(),
  typeEspace: text(),
});
