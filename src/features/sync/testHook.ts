import { displayName, getSession } from '../../platform/session';
import { getReplica } from '../../replica/db';
import type { MutationRequest } from '../../replica/writeScope';
import { REPLICA_TABLES } from '../../replica/schema';
import { uuidv7 } from '../../replica/uuidv7';

/**
 * A hook for the end-to-end tests, off unless localStorage `cimetiere:e2e` is '1': it lets a test make a
 * change through the real enqueue (same validation, replica write and outbox as a screen) before the
 * screens that make changes exist, and read the replica. It adds no way around the rules.
 */
export interface CimetiereTestHook {
  enqueue(request: MutationRequest): Promise<string>;
  rows(table: string): Promise<unknown[]>;
  uuid(): string;
  espaceId(): string | null;
}

export function installTestHook(): void {
  if (typeof window === 'undefined' || window.localStorage.getItem('cimetiere:e2e') !== '1') return;
  const replica = () => {
    const { espaceId } = getSession();
    if (!espaceId) throw new Error('Aucun cimetière ouvert.');
    return getReplica(espaceId);
  };
  const hook: CimetiereTestHook = {
    async enqueue(request) {
      const profile = getSession().profile;
      if (!profile) throw new Error('Non connecté.');
      const { enqueue } = await import('../../replica/enqueue');
      return (await enqueue(replica(), request, { actor: { userId: profile.id, roles: profile.roles, name: displayName(profile) } })).id;
    },
    async rows(table) {
      if (!(REPLICA_TABLES as readonly string[]).includes(table)) throw new Error(`Table inconnue : ${table}`);
      return replica().table(table).toArray();
    },
    uuid: () => uuidv7(),
    espaceId: () => getSession().espaceId,
  };
  (window as unknown as { cimetiereTest: CimetiereTestHook }).cimetiereTest = hook;
}
