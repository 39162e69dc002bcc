import '../src/platform/zodWithoutEval';
import { expose } from 'comlink';
import { getReplica, replicaName, setReplicaScope } from '../src/replica/db';
import { loadSession, replicaScopeOf } from '../src/platform/session';
import { ReplicaSearch } from './search.replica';
import type { SearchWorkerApi } from './search.types';

/**
 * The search worker (issue 6): the index of 50,000 deceased and their plots lives here, built once from the
 * replica and kept up to date by its change events, so typing in the search box never waits on the screen.
 */
const open = new Map<string, Promise<ReplicaSearch>>();

/** The index of the replica the session names now: an impersonated user's is not the administrator's. */
async function searchOf(espaceId: string): Promise<ReplicaSearch> {
  setReplicaScope(replicaScopeOf(await loadSession()));
  const key = replicaName(espaceId);
  let s = open.get(key);
  if (!s) {
    s = ReplicaSearch.open(getReplica(espaceId));
    open.set(key, s);
  }
  return s;
}

const api: SearchWorkerApi = {
  async open(espaceId) {
    const s = await searchOf(espaceId);
    return { documents: s.index.size };
  },
  async search(espaceId, query, kinds, limit) {
    const s = await searchOf(espaceId);
    // Answer with every change already seen: a row just enqueued in a tab is found.
    await s.settled();
    return s.index.answer(query, kinds, limit);
  },
};

expose(api);
