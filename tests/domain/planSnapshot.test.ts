import { describe, expect, it } from 'vitest';
import { isCurrentSnapshot, KeptPlots, PLAN_SNAPSHOT_FORMAT, planStamp, type PlanPlot, type StampParts } from '../../src/domain/plan';

/** Issue 29: the plan opens from a snapshot of its plots only while the replica's stamp is the one it was made at. */
const BASE: StampParts = {
  build: '1795877000000',
  today: '2026-11-28',
  cursor: 120,
  chains: { u1: { nextSeq: 4 }, u2: { nextSeq: 1 } },
  tables: [
    { name: 'emplacements', count: 3, maxSeq: 40 },
    { name: 'locations', count: 2, maxSeq: 41 },
  ],
  outbox: 0,
  conflicts: 0,
  shadows: 0,
};

describe('planStamp', () => {
  it('is the same for the same replica state, whatever order the authors are listed in', () => {
    expect(planStamp({ ...BASE, chains: { u2: { nextSeq: 1 }, u1: { nextSeq: 4 } } })).toBe(planStamp(BASE));
  });

  it.each<[string, Partial<StampParts>]>([
    ['another build of the app (it may compute a plot otherwise)', { build: '1795878000000' }],
    ['a new day (statuses depend on it)', { today: '2026-11-29' }],
    ['a pulled page (the cursor moves)', { cursor: 121 }],
    ['a mutation of this device (its author’s next seq)', { chains: { u1: { nextSeq: 5 }, u2: { nextSeq: 1 } } }],
    ['a first mutation of another author', { chains: { ...BASE.chains, u3: { nextSeq: 2 } } }],
    ['a deleted row', { tables: [{ name: 'emplacements', count: 2, maxSeq: 40 }, BASE.tables[1] as StampParts['tables'][number]] }],
    ['a pulled row with a new seq', { tables: [BASE.tables[0] as StampParts['tables'][number], { name: 'locations', count: 2, maxSeq: 42 }] }],
    ['an acknowledged or refused mutation (the outbox)', { outbox: 1 }],
    ['a conflict recorded', { conflicts: 1 }],
    ['a shadow written or dropped', { shadows: 2 }],
  ])('changes with %s', (_, change) => {
    expect(planStamp({ ...BASE, ...change })).not.toBe(planStamp(BASE));
  });
});

const plot = (id: string, label = id): PlanPlot => ({ id, label }) as unknown as PlanPlot;

describe('isCurrentSnapshot', () => {
  it.each<[string, unknown, boolean]>([
    ['a snapshot of this format and stamp', { format: PLAN_SNAPSHOT_FORMAT, stamp: 's', plots: [] }, true],
    ['another stamp', { format: PLAN_SNAPSHOT_FORMAT, stamp: 't', plots: [] }, false],
    ['another format', { format: 0, stamp: 's', plots: [] }, false],
    ['no plots', { format: PLAN_SNAPSHOT_FORMAT, stamp: 's' }, false],
    ['nothing', null, false],
  ])('%s: %s', (_, value, current) => {
    expect(isCurrentSnapshot(value, 's')).toBe(current);
  });
});

describe('KeptPlots', () => {
  it('keeps the snapshot’s objects when the rows were read at its stamp, then replaces only what changes', () => {
    const snap = [plot('a'), plot('b'), plot('c')];
    const kept = new KeptPlots({ plots: snap, stamp: 's1' });
    const derived = [plot('a'), plot('b'), plot('c')];
    const first = kept.follow(derived, 's1');
    expect(first.every((p, i) => p === snap[i])).toBe(true);
    // b changed, c removed, d added; a is the same derived object.
    const b2 = plot('b', 'b bis');
    const d = plot('d');
    const next = kept.follow([derived[0] as PlanPlot, b2, d], null);
    expect(next[0]).toBe(snap[0]);
    expect(next[1]).toBe(b2);
    expect(next[2]).toBe(d);
    expect(next.map((p) => p.id)).toEqual(['a', 'b', 'd']);
    // The same derived array answers the same array.
    const again = [derived[0] as PlanPlot, b2, d];
    const third = kept.follow(again, null);
    expect(kept.follow(again, null)).toBe(third);
  });

  it('takes the derived objects when the rows were read at another stamp than the snapshot’s', () => {
    const snap = [plot('a'), plot('b')];
    const kept = new KeptPlots({ plots: snap, stamp: 's1' });
    const derived = [plot('a'), plot('b')];
    const shown = kept.follow(derived, 's2');
    expect(shown[0]).toBe(derived[0]);
    expect(shown[1]).toBe(derived[1]);
  });

  it('without a snapshot shows the derived plots as they are', () => {
    const derived = [plot('a')];
    expect(new KeptPlots().follow(derived, 's')[0]).toBe(derived[0]);
  });
});
