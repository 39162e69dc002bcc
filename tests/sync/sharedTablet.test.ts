import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TAKEOVER_ADMIN_ONLY } from '../../server/sync/authorship';
import { createReplicaDb, type ReplicaDb } from '../../src/replica/db';
import { enqueue, type Actor, type MutationRequest } from '../../src/replica/enqueue';
import { runCycle } from '../../src/replica/sync/engine';
import { createHttpTransport } from '../../src/replica/sync/transport';
import { takeOverChanges } from '../../src/replica/takeOver';
import { createUser, login } from '../helpers/fixtures';
import { injectFetch } from './injectFetch';
import { appliedCount, seedEmplacement, seedLocation, serverRows } from './seed';
import { openServer, type ServerWorld } from './world';

/**
 * Issue 13 end to end below the browser: ONE tablet database, used in turn by an agent, a colleague and an
 * administrator, against the real server. The agent's changes are held while the colleague works (whose
 * push is not refused for the agent's seqs), go when the agent signs in again, each attributed to its author
 * in the history; an administrator's take-over goes in their name and is recorded as such.
 */
let world: ServerWorld;
let tablet: ReplicaDb;
const people: Record<'agent' | 'colleague' | 'admin', Actor & { token: string }> = {} as never;

beforeAll(async () => {
  world = await openServer();
  for (const [key, roles] of [['agent', ['ROLE_SOUS_ADMIN']], ['colleague', ['ROLE_SOUS_ADMIN']], ['admin', ['ROLE_ADMIN']]] as const) {
    const user = await createUser(world.database.db, { roles: [...roles], societeIds: [world.espace.societeId], identite: `Personne ${key}` });
    people[key] = { userId: user.id, roles: user.roles, name: `Personne ${key}`, token: (await login(world.app, user.username)).token };
  }
  tablet = createReplicaDb(world.espace.id, { indexedDB: new IDBFactory(), IDBKeyRange });
}, 120_000);
afterAll(async () => {
  tablet.close();
  await world.close();
});

/** A sync cycle of the tablet with this person signed in (their token, their identity). */
function syncAs(person: Actor & { token: string }) {
  const transport = createHttpTransport({ fetch: injectFetch(() => world.app), tokens: { getAccessToken: async () => person.token, refreshAccessToken: async () => null } });
  return runCycle(tablet, transport, { user: person });
}

function change(person: Actor, request: MutationRequest) {
  return enqueue(tablet, request, { actor: person });
}

async function historyUsers(mutationIds: readonly string[]): Promise<Map<string, string>> {
  const result = await world.database.db.execute(sql`select mutation_id, user_id from history where mutation_id in (${sql.join(mutationIds.map((i) => sql`${i}`), sql`, `)})`);
  return new Map((result as unknown as { rows: Array<{ mutation_id: string; user_id: string }> }).rows.map((r) => [r.mutation_id, r.user_id]));
}

describe('one tablet, several users', () => {
  it("holds the agent's changes while a colleague works, sends them when the agent is back, and attributes each to its author", async () => {
    const l1 = await seedLocation(world.database.db, world.espace.id, await seedEmplacement(world.database.db, world.espace.id, 'T1'));
    const l2 = await seedLocation(world.database.db, world.espace.id, await seedEmplacement(world.database.db, world.espace.id, 'T2'));
    expect((await syncAs(people.agent)).outcome).toBe('ok');

    // The agent works offline, then their session ends.
    const byAgent = [
      await change(people.agent, { name: 'location.setEtatAbandon', args: { id: l1, etatAbandon: 4 } }),
      await change(people.agent, { name: 'location.setFacture', args: { id: l1, facture: 'réglée' } }),
      await change(people.agent, { name: 'location.setEtatAbandon', args: { id: l1, etatAbandon: 5 } }),
    ];
    // A colleague signs in on the same tablet and changes another concession.
    const byColleague = [
      await change(people.colleague, { name: 'location.setEtatAbandon', args: { id: l2, etatAbandon: 3 } }),
      await change(people.colleague, { name: 'location.setFacture', args: { id: l2, facture: 'non réglée' } }),
    ];
    const colleagueCycle = await syncAs(people.colleague);
    expect(colleagueCycle).toMatchObject({ outcome: 'ok', applied: 2, refused: 0 });
    expect((await tablet.outbox.toArray()).map((m) => m.id)).toEqual(byAgent.map((m) => m.id));
    const server = async (id: string) => (await serverRows(world.database.db, 'locations', world.espace.id)).find((r) => r.id === id);
    expect(await server(l1)).toMatchObject({ etat_abandon: 1, facture: null });
    expect(await server(l2)).toMatchObject({ etat_abandon: 3, facture: 'non réglée' });
    // The tablet still shows the agent's pending values.
    expect(await tablet.locations.get(l1)).toMatchObject({ etatAbandon: 5, facture: 'réglée' });

    // The agent signs in again.
    expect(await syncAs(people.agent)).toMatchObject({ outcome: 'ok', applied: 3, refused: 0 });
    expect(await tablet.outbox.count()).toBe(0);
    expect(await server(l1)).toMatchObject({ etat_abandon: 5, facture: 'réglée' });
    const ids = [...byAgent, ...byColleague].map((m) => m.id);
    const applied = await appliedCount(world.database.db, ids);
    expect(ids.map((id) => applied.get(id))).toEqual(ids.map(() => ({ count: 1, status: 'applied' })));
    const users = await historyUsers(ids);
    expect(byAgent.map((m) => users.get(m.id))).toEqual(byAgent.map(() => people.agent.userId));
    expect(byColleague.map((m) => users.get(m.id))).toEqual(byColleague.map(() => people.colleague.userId));
  });

  it("lets an administrator take the agent's changes over: applied in the administrator's name, recorded for the agent", async () => {
    const l3 = await seedLocation(world.database.db, world.espace.id, await seedEmplacement(world.database.db, world.espace.id, 'T3'));
    await syncAs(people.agent);
    const held = await change(people.agent, { name: 'location.setEtatAbandon', args: { id: l3, etatAbandon: 6 } });
    // Signed in, the administrator's own cycle leaves them; then they take them over.
    await syncAs(people.admin);
    expect(await tablet.outbox.count()).toBe(1);
    await takeOverChanges(tablet, people.admin, people.agent.userId);
    expect(await syncAs(people.admin)).toMatchObject({ outcome: 'ok', applied: 1 });
    expect((await historyUsers([held.id])).get(held.id)).toBe(people.admin.userId);
    const audit = await world.database.db.execute(sql`select user_id, detail from audit_log where event = 'changes_taken_over'`);
    const details = (audit as unknown as { rows: Array<{ user_id: string; detail: { pour: string; mutations: string[] } }> }).rows;
    expect(details).toContainEqual({ user_id: people.admin.userId, detail: expect.objectContaining({ reprisesPar: people.admin.userId, pour: people.agent.userId, mutations: [held.id] }) });
    // The agent's chain goes on where the take-over left it: their next change is accepted in order.
    const next = await change(people.agent, { name: 'location.setEtatAbandon', args: { id: l3, etatAbandon: 2 } });
    expect(await syncAs(people.agent)).toMatchObject({ outcome: 'ok', applied: 1 });
    expect((await historyUsers([next.id])).get(next.id)).toBe(people.agent.userId);
  });
  it('refuses on the device, with its reason, a take-over the server no longer accepts, and sends the rest (issue 27)', async () => {
    const l4 = await seedLocation(world.database.db, world.espace.id, await seedEmplacement(world.database.db, world.espace.id, 'T4'));
    const demoted = await createUser(world.database.db, { roles: ['ROLE_ADMIN'], societeIds: [world.espace.societeId], identite: 'Personne rétrogradée' });
    const former: Actor & { token: string } = { userId: demoted.id, roles: demoted.roles, name: 'Personne rétrogradée', token: (await login(world.app, demoted.username)).token };
    await syncAs(people.agent);
    const held = await change(people.agent, { name: 'location.setEtatAbandon', args: { id: l4, etatAbandon: 3 } });
    await syncAs(former);
    await takeOverChanges(tablet, former, people.agent.userId);
    // No longer an administrator when the push goes: before, the 403 came back at every cycle, for ever.
    await world.database.db.execute(sql`update users set roles = '["ROLE_SOUS_ADMIN"]'::json where id = ${demoted.id}`);
    const own = await change(former, { name: 'location.setFacture', args: { id: l4, facture: 'réglée' } });
    expect(await syncAs(former)).toMatchObject({ outcome: 'ok', applied: 1, refused: 1 });
    expect(await tablet.outbox.count()).toBe(0);
    const refused = await tablet.conflicts.get(held.id);
    expect(refused).toMatchObject({ status: 'rejected', message: MSG_TAKEOVER_ADMIN_ONLY });
    expect((await appliedCount(world.database.db, [held.id, own.id])).get(own.id)).toEqual({ count: 1, status: 'applied' });
    expect((await appliedCount(world.database.db, [held.id])).get(held.id)).toBeUndefined();
  });
});
