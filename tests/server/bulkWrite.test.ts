import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_ID_TAKEN } from '../../server/commands/apply';
import { runBulk, type BulkOptions } from '../../server/commands/bulk';
import { largeWritesRunning } from '../../server/commands/bulkHeap';
import { insertJsonRows, updateJsonRows } from '../../server/db/jsonRows';
import { appliedMutations, bulkWrites, contacts, emplacements, espaces, history, locations } from '../../server/db/schema';
import { guessMapping } from '../../src/domain/import/headers';
import { planRegisterImport } from '../../src/domain/import/plan';
import { readRegisterLines } from '../../src/domain/import/rows';
import { existingRows } from '../../server/import/register.service';
import type { Row } from '../../src/domain/mutations/types';
import { createEspace } from '../helpers/fixtures';
import type { SheetRow } from '../helpers/registers';
import { mutation, openWorld, pullAll, push, seedEmplacement, seedLocation, seedRow, type SyncWorld } from './syncKit';

// The bulk path (server/commands/bulk.ts) decides thousands of mutations before writing; the rows it does not
// hold are assumed absent, then checked all at once: these pin that it decides as one push would.
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const auth = () => ({ user: { id: w.admin.id }, actor: { id: w.admin.id }, roles: ['ROLE_ADMIN'] });

/** A concession created with one holder, in a batch that loaded the holders first (as the register import does). */
function concessionWithHolder(emplacementId: string, holderId: string): BulkOptions {
  const envelope = {
    id: randomUUID(),
    name: 'location.create',
    args: { id: randomUUID(), emplacementId, type: 'Concession', contacts: [{ id: holderId, typeDeContact: 'Concessionnaire', nom: 'MARTIN', prenom: 'Jean' }] },
  };
  return {
    auth: auth(),
    espaceId: w.espace.id,
    nowMs: Date.now(),
    build: async (snapshot) => {
      await snapshot.liveRows('contacts');
      await snapshot.liveRows('locations');
      return [envelope];
    },
  };
}

const state = async () => ({
  locations: (await w.db.select({ id: locations.id }).from(locations).where(eq(locations.espaceId, w.espace.id))).length,
  contacts: (await w.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.espaceId, w.espace.id))).length,
  history: (await w.db.select({ id: history.id }).from(history).where(eq(history.espaceId, w.espace.id))).length,
  changeSeq: (await w.db.select({ s: espaces.changeSeq }).from(espaces).where(eq(espaces.id, w.espace.id)))[0]?.s,
});

describe('bulk writes: V8’s heap kept near what it holds (issue 26, memory)', () => {
  const counted = (opts: BulkOptions, seen: number[]): BulkOptions => ({ ...opts, build: (snapshot) => (seen.push(largeWritesRunning()), opts.build(snapshot)) });

  it('holds the bound from the snapshot to the answer, and lets it go after a write and after a refusal', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const seen: number[] = [];
    expect(await runBulk(w.db, counted(concessionWithHolder(plot.id, randomUUID()), seen))).toMatchObject({ ok: true });
    expect(largeWritesRunning()).toBe(0);
    const theirPlot = await seedEmplacement(w.db, w.otherEspace.id);
    const theirs = await seedLocation(w.db, w.otherEspace.id, theirPlot.id);
    const theirHolder = await seedRow(w.db, 'contacts', w.otherEspace.id, { locationId: theirs.id, typeDeContact: 'Concessionnaire', nom: 'DURAND' });
    expect(await runBulk(w.db, counted(concessionWithHolder(plot.id, theirHolder.id), seen))).toMatchObject({ ok: false });
    expect(largeWritesRunning()).toBe(0);
    expect(seen).toEqual([1, 1]);
  });
});

describe('bulk writes: rows the batch does not hold', () => {
  it('refuses a holder whose id is another cemetery’s row, as a push does, and writes nothing', async () => {
    const theirPlot = await seedEmplacement(w.db, w.otherEspace.id);
    const theirs = await seedLocation(w.db, w.otherEspace.id, theirPlot.id);
    const theirHolder = await seedRow(w.db, 'contacts', w.otherEspace.id, { locationId: theirs.id, typeDeContact: 'Concessionnaire', nom: 'DURAND' });
    const plot = await seedEmplacement(w.db, w.espace.id);
    const before = await state();
    const outcome = await runBulk(w.db, concessionWithHolder(plot.id, theirHolder.id));
    expect(outcome).toMatchObject({ ok: false, result: { status: 'rejected', error: MSG_ID_TAKEN } });
    expect(await state()).toEqual(before);
  });

  it('creates the concession and its holder when the holder’s id is new', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const before = await state();
    const holderId = randomUUID();
    const outcome = await runBulk(w.db, concessionWithHolder(plot.id, holderId));
    expect(outcome).toMatchObject({ ok: true });
    const [holder] = await w.db.select().from(contacts).where(eq(contacts.id, holderId));
    expect(holder).toMatchObject({ espaceId: w.espace.id, nom: 'MARTIN', version: 1 });
    expect(await state()).toEqual({ locations: before.locations + 1, contacts: before.contacts + 1, history: before.history + 2, changeSeq: (before.changeSeq ?? 0) + 2 });
  });
});

describe('bulk writes: a row written twice in one batch', () => {
  it('records the first version in history as a push of the same mutations would, its final seq included', async () => {
    const historyOf = async (path: 'bulk' | 'push') => {
      const espace = await createEspace(w.db, w.espace.societeId);
      // A plot there already: the batch's seqs do not start from 1.
      await seedEmplacement(w.db, espace.id);
      const plot = randomUUID();
      const envelopes = [
        { id: randomUUID(), name: 'emplacement.create', args: { id: plot, carre: 'D', allee: '1', numero: '1' } },
        { id: randomUUID(), name: 'emplacement.update', args: { id: plot, numero: '2' }, base: { numero: '1' } },
      ];
      if (path === 'bulk') {
        expect(await runBulk(w.db, { auth: auth(), espaceId: espace.id, nowMs: w.app.security.clock.now(), build: async () => envelopes })).toMatchObject({ ok: true });
      } else {
        const clientId = randomUUID();
        const res = await push(w.app, w.admin.token, { espaceId: espace.id, clientId, mutations: envelopes.map((e) => ({ ...mutation(clientId, e.name, e.args, e.base ?? {}), id: e.id })) });
        expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
      }
      const entries = await w.db.select({ oldRow: history.oldRow }).from(history).where(and(eq(history.espaceId, espace.id), eq(history.rowId, plot))).orderBy(history.id);
      return entries.map((e) => (e.oldRow ? { seq: (e.oldRow as Row).seq, numero: (e.oldRow as Row).numero } : null));
    };
    const bulk = await historyOf('bulk');
    expect(bulk).toEqual([null, { seq: 2, numero: '1' }]);
    expect(bulk).toEqual(await historyOf('push'));
  });
});

describe('bulk writes: all or nothing', () => {
  it('leaves nothing when the commit fails after some of its statements were written', async () => {
    const plots = Array.from({ length: 600 }, (_, i) => ({ id: randomUUID(), name: 'emplacement.create', args: { id: randomUUID(), carre: 'M', allee: '1', numero: String(i) } }));
    const last = plots[plots.length - 1]!;
    const rows = async () => ({
      ...(await state()),
      plots: (await w.db.select({ id: emplacements.id }).from(emplacements).where(eq(emplacements.espaceId, w.espace.id))).length,
      marks: (await w.db.select({ n: sql<number>`count(*)::int` }).from(bulkWrites))[0]?.n,
      answers: (await w.db.select({ n: sql<number>`count(*)::int` }).from(appliedMutations).where(eq(appliedMutations.espaceId, w.espace.id)))[0]?.n,
    });
    const before = await rows();
    const failing = runBulk(w.db, {
      auth: auth(),
      espaceId: w.espace.id,
      nowMs: Date.now(),
      build: async () => plots,
      // The last chunk (the answers) meets an id already recorded: the plots and their history were written by then.
      beforeCommit: async () => {
        await w.db.insert(appliedMutations).values({ id: last.id, espaceId: w.otherEspace.id, clientId: randomUUID(), clientSeq: 1, name: 'emplacement.create', status: 'applied' });
      },
    });
    await expect(failing).rejects.toThrow(/applied_mutations/);
    expect(await rows()).toEqual(before);
  });
});

describe('rows written from one JSON parameter', () => {
  it('writes the values every row shares into each row, and an update matches on them', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await insertJsonRows(w.db, emplacements, [
      { id: a, espaceId: w.espace.id, carre: 'S', numero: '1', version: 1, seq: 0 },
      { id: b, espaceId: w.espace.id, carre: 'S', numero: '2', version: 1, seq: 0 },
    ]);
    await updateJsonRows(w.db, emplacements, [{ id: a, espaceId: w.espace.id, allee: 'B', numero: '7' }], ['id', 'espaceId']);
    const rows = await w.db.select({ id: emplacements.id, espaceId: emplacements.espaceId, carre: emplacements.carre, allee: emplacements.allee, numero: emplacements.numero }).from(emplacements).where(inArray(emplacements.id, [a, b]));
    expect(rows.sort((x, y) => x.numero!.localeCompare(y.numero!))).toEqual([
      { id: b, espaceId: w.espace.id, carre: 'S', allee: null, numero: '2' },
      { id: a, espaceId: w.espace.id, carre: 'S', allee: 'B', numero: '7' },
    ]);
  });

  it('refuses an update whose row is another cemetery’s, and changes nothing', async () => {
    const theirs = await seedEmplacement(w.db, w.otherEspace.id, { carre: 'T' });
    const mine = await seedEmplacement(w.db, w.espace.id, { carre: 'T' });
    await expect(w.db.transaction((tx) => updateJsonRows(tx, emplacements, [
      { id: mine.id, espaceId: w.espace.id, carre: 'U' },
      { id: theirs.id, espaceId: w.espace.id, carre: 'U' },
    ], ['id', 'espaceId']))).rejects.toThrow('1 lignes modifiées sur 2');
    const rows = await w.db.select({ carre: emplacements.carre }).from(emplacements).where(inArray(emplacements.id, [mine.id, theirs.id]));
    expect(rows.map((r) => r.carre)).toEqual(['T', 'T']);
  });
});

describe('a register import through the bulk path, as devices see it', () => {
  const HEADERS = ['Carré', 'Allée', 'N°', 'Type', 'Concessionnaire', 'Durée', 'Date acte', 'Défunt', 'Date de décès', 'Surface'];
  const FIRST: SheetRow[] = [
    HEADERS,
    ['A', '1', '1', 'Concession', 'MARTIN Jean', '30 ans', '12/03/1990', 'MARTIN Pierre', '1991', null],
    ['A', '1', '1', null, null, null, null, 'MARTIN Marie', null, null],
    ['A', '1', '2', 'Columbarium', 'DURAND Paul, DURAND Anne', 'Perpétuelle', '1961', 'DURAND Luc', '02/02/1962', null],
    ['B', '2', '7', null, null, null, null, 'LEROY Jeanne', 'mars 1975', null],
  ];
  // Again, with a surface, a second holder and a death date now known: updates and additions.
  const SECOND: SheetRow[] = [
    HEADERS,
    ['A', '1', '1', 'Concession', 'MARTIN Jean, MARTIN Sophie', '30 ans', '12/03/1990', 'MARTIN Pierre', '1991', 2.5],
    ['A', '1', '1', null, null, null, null, 'MARTIN Marie', '04/05/2001', null],
    ['B', '2', '7', null, null, null, null, 'LEROY Jeanne', 'mars 1975', 3],
  ];
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

  /** Imports the registers into a new cemetery, by the bulk path or as one device's push of the same mutations; ids are named in the order the plan made them. */
  async function importAll(path: 'bulk' | 'parts' | 'push') {
    const espace = await createEspace(w.db, w.espace.societeId);
    const names = new Map<string, string>([[espace.id, 'espace'], [w.admin.id, 'admin']]);
    const clientId = randomUUID();
    for (const [k, rows] of [FIRST, SECOND].entries()) {
      const lines = readRegisterLines(rows, guessMapping(rows[0]!.map(String)), 1);
      let n = 0;
      const newId = () => {
        const id = randomUUID();
        n += 1;
        names.set(id, `#${k}.${n}`);
        return id;
      };
      const nowMs = w.app.security.clock.now();
      if (path !== 'push') {
        const outcome = await runBulk(w.db, {
          auth: auth(),
          espaceId: espace.id,
          nowMs,
          // 'parts': each mutation its own batch and its own part, written before the next is decided.
          ...(path === 'parts' ? { mutationsPerPart: 1 } : {}),
          build: async (snapshot) => {
            const plan = planRegisterImport(lines, await existingRows(w.db, espace.id, (table) => snapshot.liveRows(table)), { communes: [], newId });
            const envelopes = plan.envelopes.map(({ id, name, args, prepared }) => ({ id, name, args, ...(prepared ? { prepared } : {}) }));
            if (path === 'bulk') return envelopes;
            return (async function* () {
              for (const envelope of envelopes) yield [envelope];
            })();
          },
        });
        expect(outcome).toMatchObject({ ok: true });
      } else {
        const plan = planRegisterImport(lines, await existingRows(w.db, espace.id), { communes: [], newId });
        const res = await push(w.app, w.admin.token, { espaceId: espace.id, clientId, mutations: plan.envelopes.map((e) => ({ ...mutation(clientId, e.name, e.args), id: e.id })) });
        expect(res.status).toBe(200);
        expect(res.body.results.map((r) => r.status)).toEqual(plan.envelopes.map(() => 'applied'));
      }
    }
    const named = (value: unknown) => JSON.parse(JSON.stringify(value).replace(UUID, (id) => names.get(id) ?? 'inconnu')) as Record<string, unknown>;
    const { rows } = await pullAll(w.app, w.admin.token, espace.id);
    const pulled = [...rows.entries()].filter(([key]) => !key.startsWith('espaces/'));
    // Seqs as their rank: both cemeteries start from their own counter.
    const seqs = pulled.map(([, row]) => Number(row.seq)).sort((a, b) => a - b);
    const synced = pulled
      .map(([key, row]) => {
        const { updatedAt: _at, ...rest } = row;
        return { key: named(key.split('/')[0]) && `${key.split('/')[0]}/${names.get(key.split('/')[1]!) ?? 'inconnu'}`, row: named({ ...rest, seq: seqs.indexOf(Number(row.seq)) }) };
      })
      .sort((a, b) => a.key.localeCompare(b.key));
    const changes = await w.db.select().from(history).where(eq(history.espaceId, espace.id)).orderBy(history.id);
    const trail = changes.map(({ id: _id, at: _at, oldRow, ...rest }) => named({ ...rest, oldRow: oldRow ? { ...(oldRow as Record<string, unknown>), updatedAt: 'avant' } : null }));
    const answers = await w.db.select({ id: appliedMutations.id, name: appliedMutations.name, status: appliedMutations.status, result: appliedMutations.result }).from(appliedMutations).where(eq(appliedMutations.espaceId, espace.id));
    return { synced, trail, answers: answers.map(named).sort((a, b) => String(a.id).localeCompare(String(b.id))), names: names.size };
  }

  it('gives devices the same rows, seq order, history and answers as the same mutations pushed one by one', async () => {
    const bulk = await importAll('bulk');
    const pushed = await importAll('push');
    expect(bulk.synced.length).toBeGreaterThanOrEqual(12);
    expect(bulk.trail.some((h) => h.oldRow !== null)).toBe(true);
    expect(bulk.synced).toEqual(pushed.synced);
    expect(bulk.trail).toEqual(pushed.trail);
    expect(bulk.answers).toEqual(pushed.answers);
  });

  it('gives devices the same when written by parts, a part per mutation (rows a part created changed by a later one)', async () => {
    const parts = await importAll('parts');
    const pushed = await importAll('push');
    expect(parts.trail.some((h) => h.oldRow !== null)).toBe(true);
    expect(parts.synced).toEqual(pushed.synced);
    expect(parts.trail).toEqual(pushed.trail);
    expect(parts.answers).toEqual(pushed.answers);
  });
});

describe('bulk writes: mutations handed over in batches (a register’s plan by parts, issue 26)', () => {
  const plotsOf = async (espaceId: string) => (await w.db.select({ id: emplacements.id }).from(emplacements).where(eq(emplacements.espaceId, espaceId))).length;
  const countsOf = async (espaceId: string) => ({
    plots: await plotsOf(espaceId),
    locations: (await w.db.select({ id: locations.id }).from(locations).where(eq(locations.espaceId, espaceId))).length,
    history: (await w.db.select({ id: history.id }).from(history).where(eq(history.espaceId, espaceId))).length,
    answers: (await w.db.select({ n: sql<number>`count(*)::int` }).from(appliedMutations).where(eq(appliedMutations.espaceId, espaceId)))[0]?.n,
    marks: (await w.db.select({ n: sql<number>`count(*)::int` }).from(bulkWrites).where(eq(bulkWrites.espaceId, espaceId)))[0]?.n,
    changeSeq: (await w.db.select({ s: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espaceId)))[0]?.s,
  });
  /** Three batches of 700: plots, then a concession on each plot of the first batch, then plots again. */
  function batches(): Array<Array<{ id: string; name: string; args: Record<string, unknown> }>> {
    const plots = Array.from({ length: 1400 }, (_, i) => ({ id: randomUUID(), name: 'emplacement.create', args: { id: randomUUID(), carre: 'L', allee: String(Math.floor(i / 100)), numero: String(i) } }));
    const concessions = plots.slice(0, 700).map((p) => ({ id: randomUUID(), name: 'location.create', args: { id: randomUUID(), emplacementId: p.args.id, type: 'Concession' } }));
    return [plots.slice(0, 700), concessions, plots.slice(700)];
  }
  /** The batches as a plan by parts hands them over; `asked` counts the batches the writer asked for. */
  function handedOver(parts: Array<Array<{ id: string; name: string; args: Record<string, unknown> }>>, asked: { n: number }) {
    return async function* () {
      for (const part of parts) {
        asked.n += 1;
        yield part;
      }
    };
  }

  it('decides and writes every batch: all rows land, a later batch reading rows an earlier one created', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const before = await countsOf(espace.id);
    const asked = { n: 0 };
    const outcome = await runBulk(w.db, {
      auth: auth(),
      espaceId: espace.id,
      nowMs: Date.now(),
      build: async (snapshot) => {
        await snapshot.liveRows('emplacements');
        await snapshot.liveRows('locations');
        return handedOver(batches(), asked)();
      },
    });
    expect(outcome).toEqual({ ok: true, seq: (before.changeSeq ?? 0) + 2100 });
    expect(asked.n).toBe(3);
    expect(await countsOf(espace.id)).toEqual({ plots: 1400, locations: 700, history: 2100, answers: 2100, marks: 0, changeSeq: (before.changeSeq ?? 0) + 2100 });
    const { rows } = await pullAll(w.app, w.admin.token, espace.id);
    expect([...rows.keys()].filter((k) => k.startsWith('emplacements/'))).toHaveLength(1400);
    expect([...rows.keys()].filter((k) => k.startsWith('locations/'))).toHaveLength(700);
  });

  it('a refusal in the second batch writes nothing, not even the first batch, and the third is never read', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const parts = batches();
    // A concession of the second batch on another cemetery's plot: refused as a push would refuse it.
    const theirPlot = await seedEmplacement(w.db, w.otherEspace.id);
    const refused = parts[1]![350]!;
    refused.args = { ...refused.args, emplacementId: theirPlot.id };
    const before = await countsOf(espace.id);
    const asked = { n: 0 };
    const outcome = await runBulk(w.db, { auth: auth(), espaceId: espace.id, nowMs: Date.now(), build: async () => handedOver(parts, asked)() });
    expect(outcome).toMatchObject({ ok: false, envelope: { id: refused.id }, result: { status: 'rejected' } });
    expect(asked.n).toBe(2);
    expect(await countsOf(espace.id)).toEqual(before);
  });

  it('written by parts, a refusal in the second part takes the first back out: the replica is exactly as before', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const kept = await seedEmplacement(w.db, espace.id, { carre: 'K', numero: '1' });
    const parts = batches();
    // The first part also changes a plot that was there: it must get its old values back.
    parts[0]!.push({ id: randomUUID(), name: 'emplacement.update', args: { id: kept.id, numero: '99' } });
    const theirPlot = await seedEmplacement(w.db, w.otherEspace.id);
    const refused = parts[1]![350]!;
    refused.args = { ...refused.args, emplacementId: theirPlot.id };
    const before = await countsOf(espace.id);
    const pulledBefore = await pullAll(w.app, w.admin.token, espace.id);
    const events: string[] = [];
    const listener = (message: unknown) => {
      const m = message as { event: string; espaceId: string };
      if (m.espaceId === espace.id) events.push(m.event);
    };
    subscribe('cimetiere.bulk', listener);
    const outcome = await runBulk(w.db, { auth: auth(), espaceId: espace.id, nowMs: Date.now(), mutationsPerPart: 700, build: async () => handedOver(parts, { n: 0 })() }).finally(() => unsubscribe('cimetiere.bulk', listener));
    expect(outcome).toMatchObject({ ok: false, envelope: { id: refused.id }, result: { status: 'rejected' } });
    // The first part was written before the second was decided, then undone.
    expect(events.filter((e) => e !== 'chunk')).toEqual(['staging', 'committing', 'undoing', 'undone']);
    expect(events).toContain('chunk');
    // Nothing of the batch is left: its rows, history, answers and mark are gone (the counter moved on: the
    // plot given back took a new seq).
    const { changeSeq: _counter, ...after } = await countsOf(espace.id);
    const { changeSeq: _counterBefore, ...expected } = before;
    expect(after).toEqual(expected);
    const pulledAfter = await pullAll(w.app, w.admin.token, espace.id, pulledBefore.cursor);
    // Devices get the changed plot back with its old values (a new seq: one that pulled meanwhile saw neither), nothing else.
    expect([...pulledAfter.rows.keys()]).toEqual([`emplacements/${kept.id}`]);
    const { seq: _newSeq, ...restored } = pulledAfter.rows.get(`emplacements/${kept.id}`)!;
    const { seq: _oldSeq, ...original } = pulledBefore.rows.get(`emplacements/${kept.id}`)!;
    expect(restored).toEqual(original);
    const [row] = await w.db.select().from(emplacements).where(eq(emplacements.id, kept.id));
    expect(row).toMatchObject({ carre: 'K', numero: '1', version: pulledBefore.rows.get(`emplacements/${kept.id}`)!.version });
  });

  it('a failure while writing undoes every batch', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const parts = batches();
    const last = parts[2]![699]!;
    const before = await countsOf(espace.id);
    const failing = runBulk(w.db, {
      auth: auth(),
      espaceId: espace.id,
      nowMs: Date.now(),
      build: async () => handedOver(parts, { n: 0 })(),
      // The last mutation's answer meets an id already recorded: the rows of every batch were written by then.
      beforeCommit: async () => {
        await w.db.insert(appliedMutations).values({ id: last.id, espaceId: w.otherEspace.id, clientId: randomUUID(), clientSeq: 1, name: 'emplacement.create', status: 'applied' });
      },
    });
    await expect(failing).rejects.toThrow(/applied_mutations/);
    expect(await countsOf(espace.id)).toEqual(before);
  });
});
