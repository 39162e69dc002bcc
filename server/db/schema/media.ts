import { bigint, boolean, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaKind } from '../../../src/domain/constants/media';
import { replicated } from '../columns';
import { societes, users } from './core';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** Links from plots and concessions to stored files (photos, documents, plans); the bytes are in media_files. */
export const media = pgTable('media', {
  ...replicated(),
  sha256: text().notNull(),
  nom: text().notNull(),
  mime: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  kind: text().$type<MediaKind>().notNull(),
  emplacementId: uuid(),
  locationId: uuid(),
  archive: boolean().notNull().default(false),
  takenAt: timestamp({ withTimezone: true, mode: 'string' }),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
}, (t) => [
  ...replicatedIndexes('media', t),
  linkIndex('media', 'emplacement_id', t.emplacementId),
  linkIndex('media', 'location_id', t.locationId),
  linkIndex('media', 'sha256', t.sha256),
]);

/**
 * Stored files, by content hash (server only). The same bytes are stored once whatever the number of links;
 * `storage` says where they were put ('file': DATA_DIR/media/<sha256>; 's3': the S3_URL bucket; 'memory' for
 * in-memory test servers).
 */
export const mediaFiles = pgTable('media_files', {
  sha256: text().primaryKey(),
  mime: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  storage: text().notNull().default('file'),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Which municipalities uploaded which bytes (DESIGN §8 media ownership; server only). A municipality may link
 * and read only bytes it uploaded itself: knowing a hash is not enough. The same bytes uploaded by two towns
 * belong to both. `uploadedBy` is the first user of that town to send them (null for the demo seeding).
 */
export const mediaOwners = pgTable('media_owners', {
  sha256: text().notNull().references(() => mediaFiles.sha256, { onDelete: 'cascade' }),
  societeId: uuid().notNull().references(() => societes.id, { onDelete: 'cascade' }),
  uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.sha256, t.societeId] }), index('media_owners_societe').on(t.societeId)]);
