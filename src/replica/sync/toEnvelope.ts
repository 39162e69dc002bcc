import type { MutationEnvelope } from '../../domain/mutations';
import type { OutboxEntry } from '../types';

/**
 * The wire form of an outbox entry. It names its author; sent by anyone else (an administrator who took
 * it over) it says so with `takeOver`, and the server records it as such.
 */
export function toEnvelope(m: OutboxEntry, senderId: string = m.author.userId): MutationEnvelope {
  return {
    id: m.id,
    seq: m.seq,
    name: m.name,
    args: m.args,
    base: m.base,
    createdAt: m.createdAt,
    author: m.author.userId,
    ...(senderId !== m.author.userId ? { takeOver: true as const } : {}),
  };
}
