import type { Transaction } from 'dexie';
import type { Author, SeqChain } from './types';

interface V1Entry {
  localId: number;
  seq: number;
  actor?: { userId?: string };
  /** Written here. */
  author?: Author;
  takeOver?: null;
}

/**
 * Schema version 2 (issue 13): outbox entries and conflicts of version 1 get their author, and the one
 * device seq chain becomes one chain per author.
 *
 * The author is the entry's `actor.userId`: version 1 already recorded who was signed in when the change was
 * made, which is exactly its author. The profile stored on the device at upgrade would be a worse guess: on a
 * shared tablet it may be whoever signed in after them. The name is not known here (the profile lives in
 * another database, which an upgrade transaction cannot wait on): it stays '' until its author signs in on
 * this device again (engine.ts names them), and the screens say 'un autre utilisateur' meanwhile.
 *
 * Chains: the author of the oldest pending change keeps the device's clientId and the seqs from that change
 * on, renumbered without the gaps the others' changes leave; every other author gets a new clientId and
 * seqs from 1. Renumbering is safe: the server takes ids it already applied as duplicates whatever their
 * seq, and tells them apart on a gap (details.known). With nothing pending, the old chain is simply left:
 * each author starts a new one at their next change.
 */
export async function recordAuthors(tx: Transaction): Promise<void> {
  const meta = tx.table('meta');
  const outbox = tx.table<V1Entry, number>('outbox');
  const legacyClientId = (await meta.get('clientId'))?.value as string | undefined;
  const byAuthor = new Map<string, V1Entry[]>();
  for (const entry of await outbox.orderBy('seq').toArray()) {
    const authorId = entry.actor?.userId ?? '';
    byAuthor.set(authorId, [...(byAuthor.get(authorId) ?? []), entry]);
  }
  const chains: Record<string, SeqChain> = {};
  let first = true;
  for (const [authorId, entries] of byAuthor) {
    const keepsDeviceChain = first && legacyClientId !== undefined;
    const start = keepsDeviceChain ? (entries[0]?.seq ?? 1) : 1;
    const author: Author = { userId: authorId, name: '' };
    for (const [i, entry] of entries.entries()) await outbox.update(entry.localId, { seq: start + i, author, takeOver: null });
    chains[authorId] = { clientId: keepsDeviceChain && legacyClientId ? legacyClientId : crypto.randomUUID(), nextSeq: start + entries.length };
    first = false;
  }
  await tx
    .table('conflicts')
    .toCollection()
    .modify((conflict: { actor?: { userId?: string }; author?: Author }) => {
      conflict.author = { userId: conflict.actor?.userId ?? '', name: '' };
    });
  await meta.put({ key: 'chains', value: chains });
  await meta.bulkDelete(['clientId', 'nextSeq']);
}
