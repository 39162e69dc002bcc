import { isAdmin } from '../domain/roles';
import type { ReplicaDb } from './db';
import { MutationRefusedError, type Actor } from './writeScope';
import { notifyEnqueued } from './events';

export const MSG_TAKEOVER_ADMIN_ONLY = "Seul un administrateur de la commune peut reprendre les modifications d'un autre utilisateur.";

/**
 * 'Reprendre ces modifications' (issue 13): an administrator takes over another user's pending changes on
 * this device. They are then sent in the administrator's name, marked as a take-over, and the server records
 * 'repris par X pour Y'. Each change keeps its author and its place in the author's seq chain, so order and
 * exactly-once hold as for any push; if the author signs in first, they still send their own changes.
 * Refused, changing nothing, for anyone but an administrator (the server refuses it too).
 * Returns the number of changes taken over.
 */
export async function takeOverChanges(db: ReplicaDb, admin: Actor, authorId: string, now: Date = new Date()): Promise<number> {
  if (!isAdmin(admin.roles)) throw new MutationRefusedError(MSG_TAKEOVER_ADMIN_ONLY);
  if (authorId === admin.userId) return 0;
  const takeOver = { userId: admin.userId, name: admin.name ?? '', at: now.toISOString() };
  const count = await db.transaction('rw', db.outbox, async () =>
    db.outbox
      .where('[author.userId+seq]')
      .between([authorId, -Infinity], [authorId, Infinity])
      .modify((entry) => {
        entry.takeOver = takeOver;
      }),
  );
  // The sync of this cemetery picks them up at once, as after a change of the user's own.
  if (count > 0) notifyEnqueued(db.espaceId);
  return count;
}
