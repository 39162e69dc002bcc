import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBulk, type BulkEnvelope } from '../../server/commands/bulk';
import { recoverDeadBulkWrites } from '../../server/commands/bulkRecovery';
import { appliedMutations, bulkWrites, emplacements, espaces, history } from '../../server/db/schema';
import { BulkLostError, MSG_BULK_ALREADY, MSG_BULK_UNDER_WAY } from '../../server/sync/bulkWrites.repository';
import { toIsoInstant } from '../../server/sync/rows';
import { bearer, createEspace } from '../helpers/fixtures';
import { mutation, openWorld, pull, pullAll, push, seedEmplacement, type SyncWorld } from './syncKit';

// Issue 26: a large write is written by chunks, each its own short transaction, and published at once. These pin,
// by the order of its events (never by time), what other users see meanwhile and what a failure or a dead
// process leaves.
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const auth = () => ({ user: { id: w.admin.id }, actor: { id: w.admin.id }, roles: ['ROLE_ADMIN'] });

interface Held {
  event: string;
  step?: string;
  hold: (p: Promise<unknown>) => void;
}

/** Runs `fn` with a subscriber to the bulk path's events; `on` may hold the batch at an event. */
async function withEvents<T>(on: (message: Held) => void, fn: () => Promise<T>): Promise<T> {
  const listener = (message: unknown) => on(message as Held);
  subscribe('cimetiere.bulk', listener);
  try {
    return await fn();
  } finally {
    unsubscribe('cimetiere.bulk', listener);
  }
}

/** A cemetery of the first town with three plots, and a device that has pulled it. */
async function cemetery() {
  const espace = await createEspace(w.db, w.espace.societeId);
  const plots = [];
  for (const numero of ['1', '2', '3']) plots.push(await seedEmplacement(w.db, espace.id, { carre: 'A', allee: '1', numero, notes: `avant ${numero}` }));
  const device = await pullAll(w.app, w.writer.token, espace.id);
  return { espace, plots, device };
}

/** 1,200 new plots (three chunks of rows) and a change of the first two existing plots. */
function batchOf(espaceId: string, plots: ReadonlyArray<{ id: string }>): { envelopes: BulkEnvelope[]; created: string[] } {
  const created = Array.from({ length: 1_200 }, () => randomUUID());
  const envelopes: BulkEnvelope[] = created.map((id, i) => ({ id: randomUUID(), name: 'emplacement.create', args: { id, carre: 'N', allee: '1', numero: String(i) } }));
  for (const plot of plots.slice(0, 2)) envelopes.push({ id: randomUUID(), name: 'emplacement.update', args: { id: plot.id, notes: 'après' } });
  void espaceId;
  return { envelopes, created };
}

/**
 * The cemetery's rows and records, seqs apart (an undo gives rows back with new seqs), instants to the
 * millisecond (a row given back is its history entry's copy, as the contract writes instants).
 */
async function stateOf(espaceId: string) {
  const plots = await w.db.select().from(emplacements).where(eq(emplacements.espaceId, espaceId));
  const [changes] = await w.db.select({ n: count() }).from(history).where(eq(history.espaceId, espaceId));
  const [answers] = await w.db.select({ n: count() }).from(appliedMutations).where(eq(appliedMutations.espaceId, espaceId));
  const [marks] = await w.db.select({ n: count() }).from(bulkWrites).where(eq(bulkWrites.espaceId, espaceId));
  return {
    plots: plots.map(({ seq: _seq, updatedAt, ...rest }) => ({ ...rest, updatedAt: toIsoInstant(updatedAt) })).sort((a, b) => a.id.localeCompare(b.id)),
    history: changes?.n,
    answers: answers?.n,
    marks: marks?.n,
  };
}

const counterOf = async (espaceId: string) => (await w.db.select({ s: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espaceId)))[0]?.s ?? 0;

describe('a large write, as other users see it while it is written', () => {
  it('shows readers of the cemetery nothing of the batch until it is published, then all of it above their cursor', { timeout: 120_000 }, async () => {
    const { espace, plots, device } = await cemetery();
    const { envelopes, created } = batchOf(espace.id, plots);
    const historyOf = async (rowId: string) => {
      const res = await w.app.inject({ method: 'GET', url: `/api/history?espace=${espace.id}&rowId=${rowId}`, headers: bearer(w.admin.token) });
      return res.json<{ entries: unknown[] }>().entries.length;
    };
    const historyBefore = await historyOf(plots[0]!.id);
    let seen: { incremental: number; bootstrapNew: number; changedValues: unknown[]; history: number } | null = null;
    // Once every row and history entry is written, before the answers and the publication: a device pulls, another
    // bootstraps, an administrator reads a changed plot's history.
    const outcome = await withEvents(
      (m) => {
        if (m.event !== 'chunk' || m.step !== 'answers' || seen) return;
        m.hold(
          (async () => {
            const incremental = await pull(w.app, w.writer.token, espace.id, device.cursor);
            const bootstrap = await pullAll(w.app, w.writer.token, espace.id);
            seen = {
              incremental: Object.values(incremental.body.changes).flat().length,
              bootstrapNew: created.filter((id) => bootstrap.rows.has(`emplacements/${id}`)).length,
              changedValues: [...bootstrap.rows.values()].filter((r) => r.notes === 'après'),
              history: await historyOf(plots[0]!.id),
            };
          })(),
        );
      },
      () => runBulk(w.db, { auth: auth(), espaceId: espace.id, nowMs: Date.now(), build: async () => envelopes }),
    );
    expect(outcome).toMatchObject({ ok: true });
    expect(seen).toEqual({ incremental: 0, bootstrapNew: 0, changedValues: [], history: historyBefore });
    // Published: the device receives every row of the batch above its cursor, in seq order.
    const pages: number[] = [];
    let cursor = device.cursor;
    const rows = new Map<string, Record<string, unknown>>();
    for (;;) {
      const { body } = await pull(w.app, w.writer.token, espace.id, cursor, 500);
      for (const list of Object.values(body.changes)) for (const r of list ?? []) rows.set(r.id, r);
      pages.push(body.cursor);
      cursor = body.cursor;
      if (!body.hasMore) break;
    }
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(created.every((id) => rows.has(id))).toBe(true);
    expect(plots.slice(0, 2).map((p) => rows.get(p.id)?.notes)).toEqual(['après', 'après']);
    expect(cursor).toBe(await counterOf(espace.id));
    expect(await historyOf(plots[0]!.id)).toBe(historyBefore + 1);
  });

  it('answers another town’s push while the batch is written, refuses this cemetery’s writers with 503, then takes them', { timeout: 120_000 }, async () => {
    const { espace, plots } = await cemetery();
    const { envelopes } = batchOf(espace.id, plots);
    const theirPlot = await seedEmplacement(w.db, w.otherEspace.id);
    const theirClient = randomUUID();
    const myClient = randomUUID();
    const mine = { espaceId: espace.id, clientId: myClient, mutations: [mutation(myClient, 'emplacement.update', { id: plots[2]!.id, notes: 'relevé' }, { notes: 'avant 3' })] };
    const order: string[] = [];
    let meanwhile: { theirs: number; theirStatus?: string; mine: number; message?: string; retryAfter?: string; second?: unknown } | null = null;
    await withEvents(
      (m) => {
        if (m.event === 'committed') order.push('published');
        if (m.event !== 'chunk' || meanwhile) return;
        meanwhile = { theirs: 0, mine: 0 };
        m.hold(
          (async () => {
            const theirs = await push(w.app, w.stranger.token, { espaceId: w.otherEspace.id, clientId: theirClient, mutations: [mutation(theirClient, 'emplacement.update', { id: theirPlot.id, notes: 'ailleurs' }, { notes: null })] });
            order.push('their push answered');
            const res = await w.app.inject({ method: 'POST', url: '/api/sync/push', headers: bearer(w.writer.token), payload: mine });
            const second = runBulk(w.db, { auth: auth(), espaceId: espace.id, nowMs: Date.now(), build: async () => [] }).catch((e: unknown) => (e as Error).message);
            meanwhile = {
              theirs: theirs.status,
              theirStatus: theirs.body.results[0]?.status,
              mine: res.statusCode,
              message: res.json<{ message: string }>().message,
              retryAfter: String(res.headers['retry-after']),
              second: await second,
            };
          })(),
        );
      },
      () => runBulk(w.db, { auth: auth(), espaceId: espace.id, nowMs: Date.now(), build: async () => envelopes }),
    );
    expect(meanwhile).toEqual({ theirs: 200, theirStatus: 'applied', mine: 503, message: MSG_BULK_UNDER_WAY, retryAfter: '30', second: MSG_BULK_ALREADY });
    expect(order).toEqual(['their push answered', 'published']);
    // The device sends the same change again: taken now.
    const again = await push(w.app, w.writer.token, mine);
    expect(again.status).toBe(200);
    expect(again.body.results[0]?.status).toBe('applied');
  });
});

describe('a large write that does not finish', () => {
  it('leaves the cemetery as it was when it fails half-way, and devices get the changed rows back', { timeout: 120_000 }, async () => {
    const { espace, plots, device } = await cemetery();
    const { envelopes } = batchOf(espace.id, plots);
    const before = await stateOf(espace.id);
    const counterBefore = await counterOf(espace.id);
    // Every row is written (the two changed plots included), then the answers fail.
    const failing = withEvents(
      (m) => {
        if (m.event === 'chunk' && m.step === 'answers') m.hold(Promise.reject(new Error('disque plein')));
      },
      () => runBulk(w.db, { auth: auth(), espaceId: espace.id, nowMs: Date.now(), build: async () => envelopes }),
    );
    await expect(failing).rejects.toThrow('disque plein');
    expect(await stateOf(espace.id)).toEqual(before);
    // The two plots given back took new seqs: a device receives them again, with the values it had.
    const after = await pullAll(w.app, w.writer.token, espace.id, device.cursor);
    expect([...after.rows.values()].map((r) => [r.id, r.notes]).sort()).toEqual(plots.slice(0, 2).map((p) => [p.id, p.notes]).sort());
    // The batch's seqs are spent (a device may not go back under them), the two given back come after.
    expect(await counterOf(espace.id)).toBe(counterBefore + envelopes.length + 2);
  });

  it('is undone by the recovery when its process died half-way, and the cemetery takes writes again', { timeout: 120_000 }, async () => {
    const { espace, plots } = await cemetery();
    const { envelopes } = batchOf(espace.id, plots);
    const before = await stateOf(espace.id);
    let resume: () => void = () => undefined;
    let died: () => void = () => undefined;
    const dead = new Promise<void>((resolve) => (died = resolve));
    let rowChunks = 0;
    const listener = (message: unknown) => {
      const m = message as Held;
      // After two chunks of rows, the process stops for good (as if killed): its heartbeat stops.
      if (m.event === 'chunk' && m.step === 'rows' && ++rowChunks === 2) {
        m.hold(new Promise<void>((resolve) => (resume = resolve)));
        died();
      }
    };
    subscribe('cimetiere.bulk', listener);
    const stuck = runBulk(w.db, { auth: auth(), espaceId: espace.id, nowMs: Date.now(), build: async () => envelopes }).catch((e: unknown) => e);
    try {
      await dead;
      const client = randomUUID();
      const change = { espaceId: espace.id, clientId: client, mutations: [mutation(client, 'emplacement.update', { id: plots[2]!.id, notes: 'relevé' }, { notes: 'avant 3' })] };
      const refused = await push(w.app, w.writer.token, change);
      expect(refused.status).toBe(503);
      // Another process (or this one restarted) finds the silent mark and undoes the batch.
      expect(await recoverDeadBulkWrites(w.db, { staleMs: 0 })).toBe(1);
      expect(await stateOf(espace.id)).toEqual(before);
      const taken = await push(w.app, w.writer.token, change);
      expect(taken.body.results[0]?.status).toBe('applied');
      // The old process wakes up: it finds its mark gone and stops, writing nothing more.
      resume();
      expect(await stuck).toBeInstanceOf(BulkLostError);
    } finally {
      unsubscribe('cimetiere.bulk', listener);
    }
    const after = await stateOf(espace.id);
    expect(after.plots.filter((p) => p.carre === 'N')).toEqual([]);
    expect(after.marks).toBe(0);
  });
});
