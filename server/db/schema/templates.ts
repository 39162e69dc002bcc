import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { json } from '../columns';
import { societes } from './core';

/** A conditional block of a template (spec 002 §3): shown when `property` passes `operator` against `value`. */
export interface TemplateCondition {
  property: string;
  operator: 'exist' | 'not_exist' | 'more_than_1' | 'equal' | 'not_equal';
  value: string | null;
}

/**
 * Message and document templates (spec 002 §3 Template document). `societeId` null is a provider-wide
 * template; a municipality's own copy (personalised) carries its id. Server only.
 */
export const templateDocuments = pgTable('template_documents', {
  id: uuid().primaryKey(),
  societeId: uuid().references(() => societes.id, { onDelete: 'cascade' }),
  slug: text().notNull(),
  nom: text().notNull(),
  nomInterne: text(),
  description: text(),
  type: text().$type<'mails' | 'documents'>().notNull(),
  actif: boolean().notNull().default(true),
  /** The channel the body is written for ('contenu' or 'sms') and whether the form shows the preview (spec 002 §2). */
  canal: text().$type<'contenu' | 'sms'>().notNull().default('contenu'),
  apercu: boolean().notNull().default(true),
  content: json<{ mail?: string; sms?: string; pdf?: string; objet?: string }>().notNull().default(sql`'{}'::jsonb`),
  notifieQui: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  champsEntite: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  hooks: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  relatedDocuments: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  documentStatiques: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  conditions: json<TemplateCondition[]>().notNull().default(sql`'[]'::jsonb`),
  moredata: text(),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('template_documents_slug').on(t.slug, sql`coalesce(${t.societeId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
  index('template_documents_societe').on(t.societeId),
]);

/**
 * What template hooks fired (spec 002 §4, server/templates/hooks.service.ts): one row per mutation, template and
 * written row, in the mutation's transaction. The primary key makes a firing happen once per mutation id even if
 * a push were applied twice; `rows` names what it made ('mailArchives/<id>', or why nothing: 'aucun destinataire').
 */
export const hookFirings = pgTable('hook_firings', {
  mutationId: uuid().notNull(),
  templateId: uuid().notNull(),
  tableName: text().notNull(),
  rowId: uuid().notNull(),
  espaceId: uuid().notNull(),
  hook: text().notNull(),
  rows: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  firedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.mutationId, t.templateId, t.tableName, t.rowId] }), index('hook_firings_espace').on(t.espaceId)]);
