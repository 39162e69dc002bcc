import type { MutationContext } from '../domain/mutations';
import type { ReplicaDb } from './db';
import { parisDate } from '../domain/parisTime';
import { REPLICA_TABLES } from './schema';

/**
 * What a write to the replica shares with the code around it, without the mutation catalogue (its validation
 * schemas and rules): the write itself is in enqueue.ts, loaded on the first change (issue 14, first load).
 */

/** Who acts: the optimistic apply checks the same permission the server will. */
export interface Actor {
  userId: string;
  roles: readonly string[];
  /** The name other users of the device see on this user's pending changes (identité, else login). */
  name?: string;
}

export interface MutationRequest {
  name: string;
  args: Record<string, unknown>;
}

/** A mutation the rules or the user's role refuse: nothing was written, the message is for the user. */
export class MutationRefusedError extends Error {
  override readonly name = 'MutationRefusedError';
}

export interface EnqueueOptions {
  actor: Actor;
  now?: Date;
  /** The mutation id; made here by default (UUID v7). */
  id?: string;
}

/** Tables the enqueue transaction locks: every replicated table (reads may name any), plus the outbox. */
export function writeScope(db: ReplicaDb) {
  return [...REPLICA_TABLES.map((t) => db.table(t)), db.outbox, db.meta, db.shadows];
}

export function mutationContext(db: ReplicaDb, actor: Actor, now: Date): MutationContext {
  return { now: now.toISOString(), today: parisDate(now), userId: actor.userId, espaceId: db.espaceId, roles: actor.roles };
}
