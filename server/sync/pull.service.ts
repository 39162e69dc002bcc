import type { PullResponse } from '../../src/domain/mutations/envelope';
import type { Row } from '../../src/domain/mutations/types';
import type { TableName } from '../../src/domain/entities/tables';
import type { Db } from '../db/client';
import { changedRefs, refsAtSeq, type RowRef } from './pull.repository';
import { rowsByIds } from './rows.repository';
import { tableInfo } from './tables';

/**
 * GET /api/sync/pull (DESIGN §5): the rows of the cemetery with seq > cursor, the `limit` smallest seqs
 * across all tables, tombstones included. Read in one REPEATABLE READ snapshot, so the references and the
 * rows fetched for them agree. Seq is handed out in commit order (rows.repository lockEspace/takeSeq), so a
 * snapshot that holds seq n holds every seq below it: advancing the cursor to the highest seq returned never
 * skips a row committed later.
 */
export async function pullChanges(db: Db, espaceId: string, cursor: number, limit: number): Promise<PullResponse> {
  return db.transaction(
    async (tx) => {
      const probe = await changedRefs(tx, espaceId, cursor, limit + 1);
      let page: RowRef[] = probe.slice(0, limit);
      const hasMore = probe.length > limit;
      const last = page[page.length - 1];
      // A bootstrap also gets the rows never written since their creation (seq 0: the cemetery's own row),
      // beside the page: no cursor can stand before 0.
      const unwritten = cursor === 0 ? await refsAtSeq(tx, espaceId, 0) : [];
      // Rows sharing the page's last seq (only possible for rows not written by the executor) stay together.
      if (hasMore && last && probe[limit]?.seq === last.seq) {
        const seen = new Set(page.map((r) => `${r.table}/${r.id}`));
        page = [...page, ...(await refsAtSeq(tx, espaceId, last.seq)).filter((r) => !seen.has(`${r.table}/${r.id}`))];
      }
      // Conservative: when the extra reference was pulled in with its seq, the next page may come back empty.
      return { changes: await fetchRows(tx, espaceId, [...unwritten, ...page]), cursor: Math.max(cursor, last?.seq ?? cursor), hasMore };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function fetchRows(db: Db, espaceId: string, refs: RowRef[]): Promise<PullResponse['changes']> {
  const byTable = new Map<TableName, string[]>();
  for (const ref of refs) byTable.set(ref.table, [...(byTable.get(ref.table) ?? []), ref.id]);
  const changes: PullResponse['changes'] = {};
  for (const [table, ids] of byTable) {
    const rows: Row[] = await rowsByIds(db, tableInfo(table), espaceId, ids);
    changes[table] = rows.sort((a, b) => a.seq - b.seq);
  }
  return changes;
}
