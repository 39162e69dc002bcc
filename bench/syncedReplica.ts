import { createReplicaDb, type ReplicaDb } from '../src/replica/db';
import { pullAll } from '../src/replica/sync/pull';
import { createHttpTransport } from '../src/replica/sync/transport';

/**
 * For the benches' page sides: signs in on the page's origin, finds the cemetery named `espaceNom` among the
 * user's, and syncs a fresh replica of it (any earlier one deleted) with the app's own pull.
 */
export async function syncedReplica(username: string, password: string, espaceNom: string): Promise<ReplicaDb> {
  const res = await fetch('/api/login_check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const token = ((await res.json()) as { token: string }).token;
  const groups = (await (await fetch('/api/users/espaces', { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ espaces: Array<{ id: string; nom: string }> }>;
  const espace = groups.flatMap((g) => g.espaces).find((e) => e.nom === espaceNom);
  if (!espace) throw new Error(`${espaceNom} introuvable`);
  const transport = createHttpTransport({ fetch: (u, i) => fetch(u, i), tokens: { getAccessToken: async () => token, refreshAccessToken: async () => null } });
  const db = createReplicaDb(espace.id);
  await db.delete();
  await db.open();
  await pullAll(db, transport, { limit: 5000 });
  return db;
}
