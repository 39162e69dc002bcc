import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { json } from '../columns';
import type { ImportField, ImportMapping } from '../../../src/domain/import/fields';
import type { ReportLine } from '../../../src/domain/import/importReport';
import { espaces, users } from './core';

/**
 * A cemetery's last mapping per kind of file (issue 26 'The mapping is forgotten'; src/domain/import/
 * rememberedMapping.ts): each column's header, normalised, → the field chosen (null: not imported). Replaced by
 * each import that succeeds. Server only, not replicated.
 */
export const importMappings = pgTable('import_mappings', {
  espaceId: uuid().notNull().references(() => espaces.id, { onDelete: 'cascade' }),
  /** 'excel', 'geojson', 'opencimetiere' (src/domain/import/sources.ts). */
  kind: text().notNull(),
  columns: json<Record<string, ImportField | null>>().notNull(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.espaceId, t.kind] })]);

/**
 * The report of each import carried out (issue 26 'The refusals vanish after the import'; src/domain/import/
 * importReport.ts): the file, who and when, the counts, the mapping used, the header row, and each refused or
 * partial line with its original cells and reasons (bounded; `omitted` counts the lines beyond). The last 50 of a
 * cemetery are kept. Server only, not replicated.
 */
export const importReports = pgTable('import_reports', {
  id: uuid().primaryKey(),
  /** Order of writing, newest last: reports made in the same millisecond keep their order. */
  rank: bigserial({ mode: 'number' }).notNull(),
  espaceId: uuid().notNull().references(() => espaces.id, { onDelete: 'cascade' }),
  kind: text().notNull(),
  fileName: text().notNull(),
  fileSize: integer().notNull(),
  fileSha256: text().notNull(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  counts: json<Record<string, number>>().notNull(),
  mapping: json<ImportMapping>().notNull(),
  headers: json<string[]>().notNull(),
  lines: json<ReportLine[]>().notNull(),
  /** Lines to take up beyond the report's bounds: counted, not kept. */
  omitted: integer().notNull().default(0),
}, (t) => [index('import_reports_espace_rank').on(t.espaceId, t.rank)]);
