import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBulk } from '../../server/commands/bulk';
import { bulkWrites, emplacements, espaces, history, mediaFiles } from '../../server/db/schema';
import { bearer } from '../helpers/fixtures';
import { openWorld, seedEmplacement, type SyncWorld } from './syncKit';

// Issue 13: saving a large plan must not hold the embedded database (one connection) against other users, and
// must still be all or nothing.
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const post = (body: string) =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_svg?espaceId=${w.espace.id}`,
    headers: { ...bearer(w.admin.token), 'content-type': 'image/svg+xml' },
    payload: body,
  });

/** `n` plots in a grid named P<i>-1-1; `last` replaces the last plot's id. */
function plan(n: number, last?: string): string {
  const parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4000 8000">'];
  for (let i = 0; i < n; i += 1) {
    const id = i === n - 1 && last ? last : `P${i}-1-1`;
    parts.push(`<rect id="${id}" x="${(i % 100) * 40}" y="${Math.floor(i / 100) * 70}" width="30" height="60"/>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}

async function counts() {
  const plots = await w.db.select({ id: emplacements.id }).from(emplacements).where(eq(emplacements.espaceId, w.espace.id));
  const [espace] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
  const [marks] = await w.db.select({ n: sql<number>`count(*)::int` }).from(bulkWrites);
  const changes = await w.db.select({ id: history.id }).from(history).where(eq(history.espaceId, w.espace.id));
  return { plots: plots.length, mapSha256: espace?.mapSha256 ?? null, changeSeq: espace?.changeSeq, media: (await w.db.select().from(mediaFiles)).length, marks: marks?.n ?? 0, history: changes.length };
}

describe('saving a large plan (issue 13)', () => {
  it('refuses a plan whose last plot is invalid before writing anything: no plot, no file, no history', async () => {
    const before = await counts();
    const res = await post(plan(2_000, `P-1-${'9'.repeat(101)}`));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Import refusé : .+ Rien n’a été modifié\.$/);
    expect(await counts()).toEqual(before);
  });

  it('answers another user while a 10,000-plot plan is being saved, then saves it whole', { timeout: 300_000 }, async () => {
    const finished: string[] = [];
    let other: Promise<void> | null = null;
    // Once the plan is read, its save begins: another user asks for something then.
    const onEvent = (message: unknown) => {
      const { event, name } = message as { event: string; name: string };
      if (event !== 'ended' || name !== 'readPlan' || other) return;
      other = w.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(w.writer.token) }).then((res) => {
        expect(res.statusCode).toBe(200);
        finished.push('other request');
      });
    };
    subscribe('cimetiere.offthread', onEvent);
    try {
      const res = await post(plan(10_000));
      finished.push('import');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 10_000, updated: 0, ignored: 0, width: 4000, height: 8000 });
      await other;
      expect(finished).toEqual(['other request', 'import']);
    } finally {
      unsubscribe('cimetiere.offthread', onEvent);
    }
    const after = await counts();
    expect(after).toMatchObject({ plots: 10_000, marks: 0, history: 10_001 });
    expect(after.mapSha256).not.toBeNull();
    // Every plot has its own seq, all at or under the cemetery's counter: a device pulls them all.
    const seqs = await w.db.select({ seq: emplacements.seq }).from(emplacements).where(eq(emplacements.espaceId, w.espace.id));
    expect(new Set(seqs.map((r) => r.seq)).size).toBe(10_000);
    expect(Math.max(...seqs.map((r) => r.seq))).toBeLessThanOrEqual(after.changeSeq ?? 0);
  });

  it('decides again when a plot changed while the plan was being decided: no duplicate plot', { timeout: 120_000 }, async () => {
    let seeded: Promise<unknown> | null = null;
    const onEvent = (message: unknown) => {
      const { event, hold } = message as { event: string; hold: (p: Promise<unknown>) => void };
      // Once the first attempt has decided, before it writes, a clerk creates the plot P5-9-9 that the plan also draws.
      if (event === 'staging' && !seeded) {
        seeded = seedEmplacement(w.db, w.espace.id, { carre: 'P5', allee: '9', numero: '9' });
        hold(seeded);
      }
    };
    subscribe('cimetiere.bulk', onEvent);
    try {
      const res = await post(plan(1_000, 'P5-9-9'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ created: 0, updated: 1_000 });
    } finally {
      unsubscribe('cimetiere.bulk', onEvent);
    }
    const named = await w.db
      .select({ id: emplacements.id, geometry: emplacements.geometry })
      .from(emplacements)
      .where(and(eq(emplacements.espaceId, w.espace.id), eq(emplacements.carre, 'P5'), eq(emplacements.allee, '9')));
    expect(named).toHaveLength(1);
    expect(named[0]?.geometry).not.toBeNull();
    expect((await counts()).marks).toBe(0);
  });

  it('leaves nothing when the save fails half-way through its writing', async () => {
    const before = await counts();
    const auth = { user: { id: w.admin.id }, actor: { id: w.admin.id }, roles: ['ROLE_ADMIN'] };
    const envelopes = Array.from({ length: 1_200 }, (_, i) => ({
      id: randomUUID(),
      name: 'emplacement.create',
      args: { id: randomUUID(), carre: 'Z', allee: '1', numero: String(i), geometry: null },
    }));
    let rowChunks = 0;
    const onEvent = (message: unknown) => {
      const { event, step, hold } = message as { event: string; step?: string; hold: (p: Promise<unknown>) => void };
      // The disk fills up once the history and some of the plots are written.
      if (event === 'chunk' && step === 'rows' && ++rowChunks === 2) hold(Promise.reject(new Error('disque plein')));
    };
    subscribe('cimetiere.bulk', onEvent);
    try {
      await expect(runBulk(w.db, { auth, espaceId: w.espace.id, nowMs: Date.now(), build: async () => envelopes })).rejects.toThrow('disque plein');
    } finally {
      unsubscribe('cimetiere.bulk', onEvent);
    }
    expect(rowChunks).toBe(2);
    expect(await counts()).toEqual(before);
  });
});
