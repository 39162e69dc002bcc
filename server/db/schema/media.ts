import { bigint, boolean, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaKind } from '../../../src/domain/constants/media';
import { replicated } from '../columns';
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
 * `storage` says where they are ('file': DATA_DIR/media/<sha256>; 'memory' for in-memory test servers).
 */
export const mediaFiles = pgTable('media_files', {
  sha256: text().primaryKey(),
  mime: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  storage: text().notNull().default('file'),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
