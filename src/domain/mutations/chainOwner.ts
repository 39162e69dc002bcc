import type { MutationEnvelope } from './envelope';

export const MSG_CHAIN_SEVERAL_AUTHORS =
  "Un envoi ne peut porter que les modifications d'un seul auteur (une suite numérotée par auteur). Rien n'a été enregistré.";
export const MSG_CHAIN_OTHER_USER =
  "Cette suite de modifications appartient à un autre utilisateur : elle ne peut pas servir à vos envois. Rien n'a été enregistré.";
/**
 * `details.code` of that 403: the device tells it from the push's other refusals by this, not by the wording,
 * and recovers on its own (a new chain for its author, its pending changes renumbered from 1 and sent again).
 */
export const CHAIN_OTHER_USER_CODE = 'chain-other-user';
/**
 * `details.code` of the 403 refusing a push for one of its mutations' author (another user's change, a take-over
 * by a user who is no longer an administrator, an author gone from the cemetery: server/sync/authorship.ts).
 * It is about what the push carries, so the device halves the batch until that mutation is alone and refuses it
 * on the device with the server's reason, like a 400 (issue 27: a mutation never holds the ones after it).
 */
export const AUTHOR_REFUSED_CODE = 'author-refused';

/**
 * A device's seq chain (clientId and its seqs for one cemetery, DESIGN §5) belongs to one user: the author of
 * the changes it numbers (issue 27, 'Owned by their users'). The device keeps one chain per author
 * (docs/CONTRACTS.md, 'Seq chains'), and an administrator taking a user's changes over sends them on that
 * user's chain with `author` naming them: so every mutation of a push names the same author, the caller when
 * it names none. This gives that author, or the refusal of a push mixing authors. An empty push (a device
 * asking for the cursor) is the caller's.
 */
export function chainAuthorOf(callerId: string, mutations: readonly Pick<MutationEnvelope, 'author'>[]): { ok: true; authorId: string } | { ok: false; error: string } {
  const authors = new Set(mutations.map((m) => m.author ?? callerId));
  if (authors.size > 1) return { ok: false, error: MSG_CHAIN_SEVERAL_AUTHORS };
  return { ok: true, authorId: [...authors][0] ?? callerId };
}

/**
 * Whether a push by (or for) `authorId` may go on a chain the server has tied to `ownerId`: only its owner's
 * changes. Another user who learns a clientId can therefore not take its numbers, and its owner never gets
 * a gap (409) for pushes that were not theirs. A chain recorded before chains were tied (`ownerId` null) is
 * taken by the first author who pushes on it.
 */
export function mayUseChain(ownerId: string | null, authorId: string): boolean {
  return ownerId === null || ownerId === authorId;
}
