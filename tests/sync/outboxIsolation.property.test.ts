import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_MUTATION_FAILED } from '../../server/sync/mutationFault';
import { uuidv7 } from '../../src/replica/uuidv7';
import { Device } from './device';
import { injectFetch } from './injectFetch';
import { serverRows } from './seed';
import { clerk, openServer, type ServerWorld } from './world';

/**
 * Issue 27: whatever one mutation of a device's queue does, the others are applied or refused on their own. A
 * queue of notes where each one is fine, fails in the database (a trigger refuses it), carries half an emoji,
 * args the server's schema refuses, or an envelope that makes the server refuse the whole push (400; all three
 * written straight into the outbox, as an older version of the app could have queued them), synced in batches
 * of any size: every fine note reaches the server, every other one
 * is refused with its French reason and shown to its author (the conflicts screen), the queue ends empty and
 * the replica shows exactly what the server has.
 */
const RUNS = Number(process.env.FC_RUNS ?? (process.env.CI ? 20 : 10));

let world: ServerWorld;
beforeAll(async () => {
  world = await openServer();
  await world.database.db.execute(sql.raw(`CREATE FUNCTION refuse_panne() RETURNS trigger AS $$
    BEGIN IF NEW.titre LIKE 'panne%' THEN RAISE EXCEPTION 'panne simulée' USING ERRCODE = '22000'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`));
  await world.database.db.execute(sql.raw('CREATE TRIGGER refuse_panne BEFORE INSERT OR UPDATE ON notes FOR EACH ROW EXECUTE FUNCTION refuse_panne()'));
}, 120_000);
afterAll(async () => {
  await world.close();
});

type Fate = 'fine' | 'dbFault' | 'cutEmoji' | 'badArgs' | 'badEnvelope';
const EXPECTED_ERROR: Record<Exclude<Fate, 'fine'>, RegExp> = {
  dbFault: new RegExp(`^${MSG_MUTATION_FAILED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  cutEmoji: /^Texte invalide : caractère incomplet \(emoji coupé \?\) dans « titre »\.$/,
  badArgs: /^Veuillez saisir un titre\.$/,
  // Refused by the push's schema, so the server answers 400 to the whole request that carries it.
  badEnvelope: /^Requête invalide : vérifiez les champs envoyés \(createdAt : Date de création invalide\.\)$/,
};

describe('a device’s queue with one bad mutation or several', () => {
  it('sends every other mutation, and shows each refused one to its author with its reason', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Fate>('fine', 'fine', 'dbFault', 'cutEmoji', 'badArgs', 'badEnvelope'), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 4 }),
        async (fates, batchSize) => {
          const user = await clerk(world);
          const tablet = new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, injectFetch(() => world.app), { batchSize });
          expect((await tablet.sync()).outcome).toBe('ok');
          const ids: string[] = [];
          for (const [index, fate] of fates.entries()) {
            const id = uuidv7();
            ids.push(id);
            await tablet.enqueue({ name: 'note.create', args: { id, titre: `${fate === 'dbFault' ? 'panne' : 'note'} ${index}` } });
            // What the app of today refuses to queue, an older one could have: written straight into the outbox.
            if (fate === 'cutEmoji') await tablet.db.outbox.filter((m) => m.args.id === id).modify((m) => void (m.args = { ...m.args, titre: `note \ud83c` }));
            if (fate === 'badArgs') await tablet.db.outbox.filter((m) => m.args.id === id).modify((m) => void (m.args = { ...m.args, titre: '' }));
            if (fate === 'badEnvelope') await tablet.db.outbox.filter((m) => m.args.id === id).modify((m) => void (m.createdAt = 'hier'));
          }
          // A refusal may leave a gap in the chain's seqs only if the server skipped it: one cycle must settle all.
          const report = await tablet.sync();
          expect(report.outcome, report.message ?? '').toBe('ok');
          expect(await tablet.db.outbox.count()).toBe(0);

          const onServer = new Set((await serverRows(world.database.db, 'notes', world.espace.id)).map((r) => r.id));
          const conflicts = await tablet.db.conflicts.toArray();
          for (const [index, fate] of fates.entries()) {
            const id = ids[index]!;
            const refused = conflicts.find((c) => c.args.id === id);
            if (fate === 'fine') {
              expect(onServer.has(id), `note ${index} applied`).toBe(true);
              expect(refused).toBeUndefined();
              expect(await tablet.db.notes.get(id)).toBeDefined();
            } else {
              expect(onServer.has(id), `note ${index} (${fate}) not applied`).toBe(false);
              expect(refused?.status).toBe('rejected');
              expect(refused?.message).toMatch(EXPECTED_ERROR[fate]);
              expect(refused?.author.userId).toBe(user.id);
              // The refused note no longer shows on the device: the replica is the server's.
              expect(await tablet.db.notes.get(id)).toBeUndefined();
            }
          }
          expect(conflicts).toHaveLength(fates.filter((f) => f !== 'fine').length);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
