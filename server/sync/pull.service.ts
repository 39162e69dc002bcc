import { REPLICATED_TABLES } from '../../src/domain/entities/tables';
import type { Db } from '../db/client';
import { bulkWriteOf } from './bulkWrites.repository';
import { nextChanges, rowsJsonInSeqRange } from './pull.repository';
import { tableInfo } from './tables';

/**
 * GET /api/sync/pull (DESIGN §5): the rows of the cemetery with seq > cursor, the `limit` smallest seqs
 * across all tables, tombstones included, as the JSON text of a PullResponse. Read in one REPEATABLE READ
 * snapshot. The page is a seq range: first the page's last seq (the limit-th smallest above the cursor),
 * then the rows with cursor < seq <= last of each table the page touches, one index range each; so rows
 * sharing the last seq (possible only for rows not written by the executor) stay together. Seq is handed out in commit order
 * (server/commands/batch.ts), so a snapshot that holds seq n holds every seq below it: advancing the cursor
 * to the page's last seq never skips a row committed later. The rows' JSON is built by the database and
 * joined here as text: a page of 5,000 rows is never turned into objects and back.
 */
export async function pullChanges(db: Db, espaceId: string, cursor: number, limit: number): Promise<string> {
  return db.transaction(
    async (tx) => {
      // A large write under way (server/commands/bulk.ts) has written rows with seqs above its base: none is
      // seen until it publishes them all, so the page stops at that base.
      const upTo = (await bulkWriteOf(tx, espaceId))?.baseSeq ?? null;
      const probe = await nextChanges(tx, espaceId, cursor, limit + 1, upTo);
      const hasMore = probe.length > limit;
      const last = probe[Math.min(probe.length, limit) - 1]?.seq ?? cursor;
      // A bootstrap also gets the rows never written since their creation (seq 0: the cemetery's own row):
      // no cursor can stand before 0. Seqs are integers.
      const from = cursor === 0 ? 0 : cursor + 1;
      // Every row below the last seq is in the probe, so only its tables are read; all of them when rows tied
      // at the last seq may go past the probe, and at bootstrap (the seq-0 rows are not in the probe).
      const everyTable = cursor === 0 || (hasMore && probe[limit]?.seq === last);
      const inPage = new Set(probe.slice(0, limit).map((ref) => ref.table));
      const tables: string[] = [];
      if (last >= from) {
        for (const table of REPLICATED_TABLES.filter((t) => everyTable || inPage.has(t))) {
          const { count, json } = await rowsJsonInSeqRange(tx, tableInfo(table), espaceId, from, last);
          if (count > 0) tables.push(`${JSON.stringify(table)}:${json}`);
        }
      }
      // Conservative: when rows tied with the last seq went beyond the limit, the next page may come back empty.
      return `{"changes":{${tables.join(',')}},"cursor":${last},"hasMore":${hasMore}}`;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
