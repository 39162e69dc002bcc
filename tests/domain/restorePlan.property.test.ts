import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRestore, type HistoryWrite, type RestoreLine } from '../../src/domain/donnees/restorePlan';
import { restaurer } from '../../src/domain/mutations/restore';
import type { Row } from '../../src/domain/mutations/types';

/**
 * Restore points (spec 000 §2.10, issue 15): a random history of creations, edits, deletions and revivals on a
 * few tables is played on a model store that keeps the history as the server does (the old row per write).
 * Restoring to any moment gives the live rows of that moment; restoring to the moment just before that
 * restore gives the present back, tombstones and all.
 */

type Store = Map<string, Row>;
const TABLES = ['emplacements', 'locations', 'media'] as const;
const IDS = ['00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002', '00000000-0000-7000-8000-000000000003'];
const ESPACE = '00000000-0000-7000-8000-0000000000e5';

interface Op {
  table: (typeof TABLES)[number];
  id: string;
  kind: 'write' | 'delete' | 'revive';
  values: { notes: string | null; etat: number; meta: { a: number[] } | null };
}

const op: fc.Arbitrary<Op> = fc.record({
  table: fc.constantFrom(...TABLES),
  id: fc.constantFrom(...IDS),
  kind: fc.constantFrom('write', 'write', 'write', 'delete', 'revive'),
  values: fc.record({
    notes: fc.option(fc.string({ maxLength: 4 })),
    etat: fc.integer({ min: 1, max: 6 }),
    meta: fc.option(fc.record({ a: fc.array(fc.integer(), { maxLength: 2 }) })),
  }),
});

const key = (table: string, id: string) => `${table}/${id}`;

class Model {
  store: Store = new Map();
  history: HistoryWrite[] = [];
  private nextHistory = 1;
  private clock = 0;

  private tick(): string {
    this.clock += 1;
    return new Date(Date.UTC(2026, 10, 20) + this.clock * 1000).toISOString();
  }

  /** Writes a row as the executor does: history gets the old row, the row gets version + 1. */
  write(table: string, id: string, values: Record<string, unknown>): void {
    const old = this.store.get(key(table, id)) ?? null;
    this.history.push({ historyId: this.nextHistory++, table, rowId: id, oldRow: old ? structuredClone(old) : null });
    const now = this.tick();
    this.store.set(key(table, id), { ...values, id, espaceId: ESPACE, version: (old?.version ?? 0) + 1, seq: this.nextHistory, updatedAt: now, deletedAt: (values.deletedAt as string | null) ?? null } as Row);
  }

  play(o: Op): void {
    const current = this.store.get(key(o.table, o.id));
    if (o.kind === 'delete') {
      if (current && !current.deletedAt) this.write(o.table, o.id, { ...business(current), deletedAt: this.tick() });
      return;
    }
    if (o.kind === 'revive') {
      if (current?.deletedAt) this.write(o.table, o.id, { ...business(current), deletedAt: null });
      return;
    }
    this.write(o.table, o.id, { ...o.values, deletedAt: current?.deletedAt ?? null });
  }

  /** Runs the catalogue's mutation on the lines, as the server would. */
  restore(lines: RestoreLine[]): void {
    const ctx = { now: this.tick(), today: '2026-11-20', userId: ESPACE, espaceId: ESPACE, roles: ['ROLE_ADMIN'] };
    const espace = { id: ESPACE, espaceId: ESPACE, version: 1, seq: 0, updatedAt: ctx.now, deletedAt: null, societeId: 's' } as Row;
    const outcome = restaurer.apply({ row: espace, reads: {} }, { id: ESPACE, moment: null, lignes: lines.map((l) => ({ table: l.table, id: l.id, valeurs: l.valeurs })) }, ctx);
    if ('reject' in outcome) throw new Error(outcome.reject);
    for (const w of outcome.writes) this.write(w.table, w.id, w.row);
  }

  plan(fromHistoryId: number): RestoreLine[] {
    const writes = this.history.filter((h) => h.historyId >= fromHistoryId);
    return planRestore(writes, (table, id) => this.store.get(key(table, id)) ?? null, this.tick());
  }
}

function business(row: Row): Record<string, unknown> {
  const { espaceId: _e, version: _v, seq: _s, updatedAt: _u, ...rest } = row;
  return rest;
}

/** The live rows' business values: what a user sees. */
function live(store: Store): Record<string, unknown> {
  return Object.fromEntries([...store].filter(([, r]) => !r.deletedAt).map(([k, r]) => [k, business(r)]).sort());
}

/** Every row's business values, tombstones included. */
function all(store: Store): Record<string, unknown> {
  return Object.fromEntries([...store].map(([k, r]) => [k, business(r)]).sort());
}

describe('restore points', () => {
  it('restoring to any moment gives the rows of that moment; undoing the restore gives the present back', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 30 }), fc.nat(), (ops, pick) => {
        const model = new Model();
        // Snapshot of the rows before each op, with the first history id written by that op or later.
        const moments: Array<{ from: number; rows: Record<string, unknown> }> = [];
        for (const o of ops) {
          moments.push({ from: model.history.length + 1, rows: live(model.store) });
          model.play(o);
        }
        const moment = moments[pick % moments.length];
        if (!moment) return;
        const present = all(model.store);
        const lines = model.plan(moment.from);
        if (lines.length === 0) {
          expect(live(model.store)).toEqual(moment.rows);
          return;
        }
        const restoreFrom = model.history.length + 1;
        model.restore(lines);
        expect(live(model.store)).toEqual(moment.rows);
        // Undo: back to just before the restore's first write.
        model.restore(model.plan(restoreFrom));
        expect(all(model.store)).toEqual(present);
      }),
      { numRuns: 400 },
    );
  });

  it('leaves alone a row that is already as it was, and deletes a row created since', () => {
    const model = new Model();
    model.write('emplacements', IDS[0] as string, { notes: 'a' });
    const from = model.history.length + 1;
    model.write('emplacements', IDS[0] as string, { notes: 'b' });
    model.write('emplacements', IDS[0] as string, { notes: 'a' });
    model.write('locations', IDS[1] as string, { notes: 'nouvelle' });
    const lines = model.plan(from);
    expect(lines.map((l) => [l.table, l.action])).toEqual([['locations', 'supprimée']]);
  });

  it('refuses a line that would move the cemetery row or name another cemetery', () => {
    const ctx = { now: '2026-11-20T10:00:00.000Z', today: '2026-11-20', userId: ESPACE, espaceId: ESPACE, roles: ['ROLE_ADMIN'] };
    const espace = { id: ESPACE, espaceId: ESPACE, version: 1, seq: 0, updatedAt: ctx.now, deletedAt: null, societeId: 's' } as Row;
    const other = restaurer.apply({ row: espace, reads: {} }, { id: ESPACE, moment: null, lignes: [{ table: 'espaces', id: IDS[0] as string, valeurs: {} }] }, ctx);
    expect(other).toEqual({ reject: 'Ce point de restauration concerne un autre cimetière.' });
    const moved = restaurer.apply({ row: espace, reads: {} }, { id: ESPACE, moment: null, lignes: [{ table: 'espaces', id: ESPACE, valeurs: { societeId: 'x', nom: 'N' } }] }, ctx);
    expect('writes' in moved && moved.writes[0]?.row.societeId).toBe('s');
  });
});
