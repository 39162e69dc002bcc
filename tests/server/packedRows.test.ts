import { describe, expect, it } from 'vitest';
import { columnValues, findHeaderRow, guessMapping } from '../../src/domain/import/headers';
import type { DryRunLine } from '../../src/domain/import/plan';
import type { Cell } from '../../src/domain/import/rows';
import { planOf, planSheet } from '../../server/import/register.service';
import { packedItems, packNow } from '../../server/offthread/packed';
import { REGISTERS } from '../corpus/registers';
import { byRank } from '../helpers/byRank';

// Issue 26, memory: the plan worker reads the register's rows back from their packed chunks a chunk at a time
// (packedItems), walking them twice (the carrés' spellings, then the plan), instead of unpacking them whole.
// These pin that a walk gives every row in order across chunks, again at each walk, and that a plan read so is
// the plan of the rows held whole, line by line, for every register of the corpus.
const TODAY = '2026-11-27';

describe('rows read back a chunk at a time', () => {
  it('gives every row in order across chunks, and again at the next walk, the chunks kept', () => {
    const rows: Cell[][] = Array.from({ length: 10 }, (_, i) => [i, `ligne ${i}`, i % 3 === 0 ? null : 'x']);
    const packed = packNow(rows, 3);
    expect(packed.chunks).toHaveLength(4);
    const items = packedItems<Cell[]>(packed);
    expect([...items]).toEqual(rows);
    expect([...items]).toEqual(rows);
    expect(packed.chunks).toHaveLength(4);
  });

  it.each(REGISTERS.map((r) => [r.name, r] as const))('%s: the plan of rows read by chunks is the plan of the rows held whole', (_name, register) => {
    const headerRow = findHeaderRow(register.rows);
    const headers = (register.rows[headerRow] ?? []).map((c) => String(c ?? ''));
    const mapping = guessMapping(headers, columnValues(register.rows, headerRow, headers.length));
    const sheet = { format: 'xlsx' as const, sheet: 'Registre', headerRow, formulas: 0 };
    const whole = planOf({ ...sheet, rows: register.rows }, mapping, { emplacements: [], locations: [], occupants: [], contacts: [] }, [], { today: TODAY });
    const lines: DryRunLine[] = [];
    const byChunks = planSheet({ ...sheet, rows: packedItems<Cell[]>(packNow(register.rows, 4)) }, mapping, { emplacements: [], locations: [], occupants: [], contacts: [] }, [], { today: TODAY }, {
      mutations: 'none',
      release: true,
      onLine: (l) => lines.push(l),
    });
    expect(lines).toEqual(whole.lines);
    expect(byChunks.counts).toEqual(whole.counts);
    expect(byRank(byChunks.etats)).toEqual(byRank(whole.etats));
  });
});
