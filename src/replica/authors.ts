import type { ReplicaDb } from './db';
import { mediaRefs } from './media';
import type { ConflictEntry, MediaBlob, OutboxEntry } from './types';

/**
 * Whose unsent work is on a shared device (issue 13). A pending change is sent only by its author, or by an
 * administrator who took it over; the others' work is kept, counted apart and named, never sent under the
 * signed-in user's name.
 */

/** Whether this user may send the change now: they made it, or took it over. */
export function maySend(entry: OutboxEntry, userId: string): boolean {
  return entry.author.userId === userId || entry.takeOver?.userId === userId;
}

/** Another user's changes waiting on this device for their author. */
export interface OthersPending {
  userId: string;
  /** '' when the device does not know the name (changes from before authors were recorded). */
  name: string;
  mutations: number;
  conflicts: number;
}

export interface WorkSplit {
  /** What this user sends (their own changes and those they took over), in the order they were made. */
  mutations: OutboxEntry[];
  /** This user's refused changes. */
  conflicts: ConflictEntry[];
  /** Blobs not yet on the server that are this user's (or nobody's yet: stored, not yet linked). */
  media: MediaBlob[];
  /** The others' pending changes, by author. */
  others: OthersPending[];
  /** Blobs only the others' changes link: they wait with them (a read-only user's upload would mark them refused). */
  othersMedia: Set<string>;
}

/** Reads the replica's unsent work, split between this user and the others; inside a transaction or alone. */
export async function splitWork(db: ReplicaDb, userId: string): Promise<WorkSplit> {
  const [outbox, conflicts, blobs] = await Promise.all([db.outbox.toArray(), db.conflicts.toArray(), db.mediaBlobs.where('state').notEqual('uploaded').toArray()]);
  const split: WorkSplit = { mutations: [], conflicts: [], media: [], others: [], othersMedia: new Set() };
  const others = new Map<string, OthersPending>();
  const other = (userId: string, name: string): OthersPending => {
    const known = others.get(userId) ?? { userId, name, mutations: 0, conflicts: 0 };
    if (!known.name && name) known.name = name;
    others.set(userId, known);
    return known;
  };
  const ownRefs = new Set<string>();
  const otherRefs = new Set<string>();
  for (const m of outbox) {
    if (maySend(m, userId)) {
      split.mutations.push(m);
      for (const sha of m.media) ownRefs.add(sha);
    } else {
      other(m.author.userId, m.author.name).mutations++;
      for (const sha of m.media) otherRefs.add(sha);
    }
  }
  for (const c of conflicts) {
    if (c.author.userId === userId) {
      split.conflicts.push(c);
      for (const sha of mediaRefs(c.args)) ownRefs.add(sha);
    } else {
      other(c.author.userId, c.author.name).conflicts++;
      for (const sha of mediaRefs(c.args)) otherRefs.add(sha);
    }
  }
  for (const blob of blobs) {
    if (otherRefs.has(blob.sha256) && !ownRefs.has(blob.sha256)) split.othersMedia.add(blob.sha256);
    else split.media.push(blob);
  }
  split.others = [...others.values()];
  return split;
}

/** 'Agent Démo', or 'un autre utilisateur' when the device does not know the name. */
export function authorLabel(name: string): string {
  return name.trim() || 'un autre utilisateur';
}
