import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** One administrator's take-over of another user's pending changes, as the audit trail keeps it. */
export interface TakeOverRecord {
  espaceId: string;
  /** The administrator who sent the changes (the effective user) and who was really signed in. */
  by: { id: string; username: string | null };
  actorId: string;
  /** The user who made the changes on the device. */
  author: { id: string; username: string };
  mutationIds: string[];
}

/**
 * Appends 'repris par X pour Y' to audit_log, in the push's own transaction: the record and the changes
 * commit together or not at all. The history rows of those mutations carry the administrator as their user;
 * this entry, by mutation id, says whose changes they were.
 */
export async function recordTakeOver(db: Db, record: TakeOverRecord): Promise<void> {
  await db.insert(auditLog).values({
    event: 'changes_taken_over',
    userId: record.by.id,
    actorId: record.actorId,
    username: record.by.username,
    detail: {
      message: `Modifications reprises par ${record.by.username ?? record.by.id} pour ${record.author.username}`,
      reprisesPar: record.by.id,
      pour: record.author.id,
      espaceId: record.espaceId,
      mutations: record.mutationIds,
    },
  });
}
