import { describe, expect, it } from 'vitest';
import { columnValues, findHeaderRow, guessMapping } from '../../../src/domain/import/headers';
import { planRegisterImport, type PlanOptions } from '../../../src/domain/import/plan';
import { readRegisterLines, registerLines, type RegisterLine } from '../../../src/domain/import/rows';
import { REGISTERS } from '../../corpus/registers';
import type { CorpusRegister } from '../../corpus/types';
import { MemoryCemetery } from '../../helpers/memoryCemetery';

/**
 * Issue 26, 'memory stays under 1 GB': a plan made in a worker keeps less (no mutation for a dry run, one args
 * object per mutation for an import, its lines let go as they are planned). What it keeps must be the plan as
 * ever: the same lines, counts and states for every register of the corpus, imported into an empty cemetery
 * and again onto what it wrote (matches, updates, nothing to do).
 */
const TODAY = '2026-11-27';

function readerOf(register: CorpusRegister) {
  const header = findHeaderRow(register.rows);
  const headers = (register.rows[header] ?? []).map((c) => String(c ?? ''));
  const mapping = guessMapping(headers, columnValues(register.rows, header, headers.length));
  return { all: () => readRegisterLines(register.rows, mapping, header + 1), oneByOne: () => registerLines(register.rows, mapping, header + 1) };
}

function linesOf(register: CorpusRegister): RegisterLine[] {
  return readerOf(register).all();
}

/** The plan with ids counted from 1 each time: two plans of the same lines make the same ids. */
function planWith(register: CorpusRegister, cemetery: MemoryCemetery, keep: Pick<PlanOptions, 'mutations' | 'releaseLines'>) {
  let n = 0;
  const newId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
  const lines = linesOf(register);
  return { lines, plan: planRegisterImport(lines, cemetery.existing(), { communes: [], newId, today: TODAY, ...keep }) };
}

describe.each(REGISTERS.map((r) => [r.name, r] as const))('a plan keeping less: %s', (_name, register) => {
  const empty = new MemoryCemetery();
  const imported = new MemoryCemetery();
  imported.apply(planWith(register, imported, {}).plan.envelopes);

  it.each([
    ['into an empty cemetery', empty],
    ['again, onto what it wrote', imported],
  ] as const)('%s: the dry run keeps no mutation and says the same, line by line', (_where, cemetery) => {
    const whole = planWith(register, cemetery, {}).plan;
    const dry = planWith(register, cemetery, { mutations: 'none', releaseLines: true });
    expect(dry.plan.envelopes).toEqual([]);
    expect(dry.plan.lines).toEqual(whole.lines);
    expect(dry.plan.counts).toEqual(whole.counts);
    expect(dry.plan.etats).toEqual(whole.etats);
    expect(dry.lines.every((l) => l === undefined)).toBe(true);
  });

  it.each([
    ['into an empty cemetery', empty],
    ['again, onto what it wrote', imported],
  ] as const)('%s: the import keeps each mutation once, its args those its schema validated', (_where, cemetery) => {
    const whole = planWith(register, cemetery, {}).plan;
    const kept = planWith(register, cemetery, { mutations: 'validated', releaseLines: true }).plan;
    expect(kept.lines).toEqual(whole.lines);
    expect(kept.counts).toEqual(whole.counts);
    expect(kept.envelopes.map((e) => [e.id, e.name, e.line, e.args])).toEqual(whole.envelopes.map((e) => [e.id, e.name, e.line, e.prepared?.args]));
    expect(kept.envelopes.every((e) => e.prepared?.ok === true && e.prepared.args === e.args)).toBe(true);
  });

  it.each([
    ['into an empty cemetery', empty],
    ['again, onto what it wrote', imported],
  ] as const)('%s: lines read one at a time and handed over as planned give the same plan, in the same order', (_where, cemetery) => {
    const whole = planWith(register, cemetery, {}).plan;
    let n = 0;
    const newId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
    const lines: unknown[] = [];
    const envelopes: Array<{ id: string; name: string; line: number; args: unknown }> = [];
    const streamed = planRegisterImport(readerOf(register).oneByOne, cemetery.existing(), {
      communes: [],
      newId,
      today: TODAY,
      mutations: 'validated',
      onLine: (l) => lines.push(l),
      onEnvelope: (e) => envelopes.push({ id: e.id, name: e.name, line: e.line, args: e.args }),
    });
    expect(streamed.lines).toEqual([]);
    expect(streamed.envelopes).toEqual([]);
    expect(lines).toEqual(whole.lines);
    expect(streamed.counts).toEqual(whole.counts);
    expect(streamed.etats).toEqual(whole.etats);
    expect(envelopes).toEqual(whole.envelopes.map((e) => ({ id: e.id, name: e.name, line: e.line, args: e.prepared?.args })));
  });
});
