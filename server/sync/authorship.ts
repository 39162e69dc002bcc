import type { MutationEnvelope } from '../../src/domain/mutations/envelope';
import { isAdmin, isSuperAdmin } from '../../src/domain/roles';
import { visibleEspace } from '../auth/scope.repository';
import { findUserById } from '../auth/users.repository';
import type { CommandAuth } from '../commands/types';
import type { Db } from '../db/client';
import { AUTHOR_REFUSED_CODE } from '../../src/domain/mutations/chainOwner';
import { HttpError } from '../errors';

/** A 403 the device reads as a refusal of what the push carries (its `details.code`), not of the caller. */
const authorRefused = (message: string) => new HttpError(403, message, { code: AUTHOR_REFUSED_CODE });

export const MSG_OTHER_AUTHOR =
  "Ces modifications ont été faites par un autre utilisateur : seul leur auteur peut les envoyer, ou un administrateur qui les reprend. Rien n'a été enregistré.";
export const MSG_TAKEOVER_ADMIN_ONLY =
  "Seul un administrateur de la commune peut reprendre les modifications d'un autre utilisateur. Rien n'a été enregistré.";
export const MSG_UNKNOWN_AUTHOR = "L'auteur de ces modifications n'est pas un utilisateur de ce cimetière. Rien n'a été enregistré.";

export interface TakenOverAuthor {
  id: string;
  username: string;
}

/**
 * Who may send a mutation (issue 13, a tablet shared by several users): a mutation is applied under the
 * caller's identity only, so an envelope naming another author is refused, unless it is an explicit
 * take-over (`takeOver`) by an administrator (ROLE_ADMIN, ROLE_SUPER_ADMIN) who may open this cemetery,
 * of a user of this cemetery. A refusal is a 403 for the whole push, thrown before anything is written.
 * Returns the authors taken over, by id, for the audit record.
 */
export async function checkAuthors(db: Db, auth: CommandAuth, espaceId: string, mutations: readonly MutationEnvelope[]): Promise<Map<string, TakenOverAuthor>> {
  const takenOver = new Map<string, TakenOverAuthor>();
  for (const m of mutations) {
    if (!m.author || m.author === auth.user.id || takenOver.has(m.author)) continue;
    if (!m.takeOver) throw authorRefused(MSG_OTHER_AUTHOR);
    if (!isAdmin(auth.roles)) throw authorRefused(MSG_TAKEOVER_ADMIN_ONLY);
    const author = await findUserById(db, m.author);
    // The caller passed requireEspace for this cemetery; the author must belong to it too.
    if (!author || !(await visibleEspace(db, author.id, isSuperAdmin(author.roles), espaceId))) throw authorRefused(MSG_UNKNOWN_AUTHOR);
    takenOver.set(author.id, { id: author.id, username: author.username });
  }
  return takenOver;
}

/** The author a mutation is taken over from, when it is one. */
export function takenOverFrom(auth: CommandAuth, m: MutationEnvelope): string | null {
  return m.author && m.author !== auth.user.id && m.takeOver ? m.author : null;
}
