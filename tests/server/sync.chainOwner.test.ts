import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAIN_OTHER_USER_CODE, MSG_CHAIN_OTHER_USER, MSG_CHAIN_SEVERAL_AUTHORS } from '../../src/domain/mutations/chainOwner';
import { clientSeqs, locations } from '../../server/db/schema';
import { createUser, login } from '../helpers/fixtures';
import { openWorld, push, resetSeqs, seedEmplacement, seedLocation, uuid, type SyncWorld } from './syncKit';

/**
 * Issue 27, 'Owned by their users': a device's seq chain (clientId and its seqs for a cemetery) is tied to the
 * user whose changes it numbers. A colleague who learns the clientId cannot use its numbers up (before, their
 * push was applied on it and the owner's next push answered 409 for a gap that was not theirs).
 */
let w: SyncWorld;
let colleague: { id: string; token: string };
beforeAll(async () => {
  w = await openWorld();
  const row = await createUser(w.db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [w.espace.societeId] });
  colleague = { id: row.id, token: (await login(w.app, row.username)).token };
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});
beforeEach(() => resetSeqs());

async function location() {
  const emp = await seedEmplacement(w.db, w.espace.id);
  return seedLocation(w.db, w.espace.id, emp.id, { facture: null });
}
/** The invoice state of a concession set to `facture`, the user having seen `seen`. */
const setFacture = (seq: number, id: string, facture: string, extra: Record<string, unknown> = {}, seen: string | null = facture === 'réglée' ? 'non réglée' : null) =>
  ({ id: uuid(), seq, name: 'location.setFacture', args: { id, facture }, base: { facture: seen }, createdAt: new Date().toISOString(), ...extra });
const factureOf = async (id: string) => (await w.db.select({ facture: locations.facture }).from(locations).where(eq(locations.id, id)))[0]?.facture;

describe('a seq chain belongs to its author (issue 27)', () => {
  it("a colleague's push on another user's chain is refused (403, nothing done); the owner's next seq still goes", async () => {
    const loc = await location();
    const clientId = uuid();
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [setFacture(1, loc.id, 'non réglée')] })).status).toBe(200);
    const stolen = await push(w.app, colleague.token, { espaceId: w.espace.id, clientId, mutations: [setFacture(2, loc.id, 'réglée')] });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(MSG_CHAIN_OTHER_USER);
    // The device tells this 403 from the others by its code, and recovers on a new chain (tests/sync/pushRefusal.test.ts).
    expect(stolen.body.details).toEqual({ code: CHAIN_OTHER_USER_CODE });
    expect(await factureOf(loc.id)).toBe('non réglée');
    // The administrator, pushing in their own name, is refused as well.
    expect((await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId, mutations: [setFacture(2, loc.id, 'réglée')] })).status).toBe(403);
    const [chain] = await w.db.select().from(clientSeqs).where(eq(clientSeqs.clientId, clientId));
    expect(chain).toMatchObject({ lastSeq: 1, userId: w.writer.id });
    // The owner goes on with seq 2: no gap, no 409.
    const next = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [setFacture(2, loc.id, 'réglée')] });
    expect(next.status).toBe(200);
    expect(next.body.results[0]?.status).toBe('applied');
  });

  it("an administrator taking the owner's changes over sends them on the owner's chain", async () => {
    const loc = await location();
    const clientId = uuid();
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [setFacture(1, loc.id, 'non réglée')] })).status).toBe(200);
    const taken = await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId, mutations: [setFacture(2, loc.id, 'réglée', { author: w.writer.id, takeOver: true })] });
    expect(taken.status).toBe(200);
    expect(taken.body.results[0]?.status).toBe('applied');
  });

  it('a push mixing two authors on one chain is refused (400, nothing done)', async () => {
    const loc = await location();
    const clientId = uuid();
    const res = await push(w.app, w.admin.token, {
      espaceId: w.espace.id, clientId,
      mutations: [setFacture(1, loc.id, 'réglée'), setFacture(2, loc.id, 'non réglée', { author: w.writer.id, takeOver: true })],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG_CHAIN_SEVERAL_AUTHORS);
    expect(await factureOf(loc.id)).toBeNull();
    expect(await w.db.select().from(clientSeqs).where(eq(clientSeqs.clientId, clientId))).toEqual([]);
  });

  it('a chain recorded before chains were tied is taken by the next author who pushes on it', async () => {
    const loc = await location();
    const clientId = uuid();
    await w.db.insert(clientSeqs).values({ clientId, espaceId: w.espace.id, lastSeq: 3, userId: null });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [setFacture(4, loc.id, 'réglée')] })).status).toBe(200);
    expect((await w.db.select().from(clientSeqs).where(eq(clientSeqs.clientId, clientId)))[0]).toMatchObject({ lastSeq: 4, userId: w.writer.id });
    expect((await push(w.app, colleague.token, { espaceId: w.espace.id, clientId, mutations: [setFacture(5, loc.id, 'non réglée')] })).status).toBe(403);
  });
});
