import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { claimDeadBulkWrite } from '../sync/bulkWrites.repository';
import { announce } from './bulkEvents';
import { undoBulkWrite } from './bulkUndo';

/**
 * Large writes whose process died half-way (server/commands/bulk.ts): their mark stays, its heartbeat stopped,
 * the cemetery refuses writers and hides the half-written batch. Each such mark is taken over and the batch
 * undone (server/commands/bulkUndo.ts), leaving the cemetery as before it. Several processes may look at once:
 * a mark is taken by one of them only, and an undo stopped half-way is taken over again later.
 */
export async function recoverDeadBulkWrites(db: Db, opts: { staleMs: number }): Promise<number> {
  let undone = 0;
  for (;;) {
    const owner = randomUUID();
    const mark = await claimDeadBulkWrite(db, owner, opts.staleMs);
    if (!mark) return undone;
    await announce('undoing', mark.espaceId);
    await undoBulkWrite(db, mark, owner);
    await announce('undone', mark.espaceId);
    undone += 1;
  }
}

/** A batch's chunks beat every fraction of a second: one silent this long is dead. */
export const DEAD_BULK_MS = 5 * 60_000;

export interface BulkRecovery {
  stop(): Promise<void>;
}

/**
 * Starts the recovery of this process: once now, then every few minutes. On PGlite one process holds the
 * database (its DATA_DIR lock), so a mark found at start is from a process that is gone: undone at once.
 */
export function startBulkRecovery(db: Db, opts: { engine: 'pglite' | 'postgres'; log: { error(obj: object, msg: string): void } }): BulkRecovery {
  let running: Promise<unknown> = Promise.resolve();
  const run = (staleMs: number) => {
    running = running
      .then(() => recoverDeadBulkWrites(db, { staleMs }))
      .catch((error: unknown) => opts.log.error({ err: error }, 'Reprise d’un import interrompu en échec'));
  };
  run(opts.engine === 'pglite' ? 0 : DEAD_BULK_MS);
  const timer = setInterval(() => run(DEAD_BULK_MS), DEAD_BULK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
