import type { ImportMapping } from '../../src/domain/import/fields';
import type { DryRunLine, ExistingRows, ImportPlan } from '../../src/domain/import/plan';
import type { Cell } from '../../src/domain/import/rows';
import { PackWriter, packedItems, type Packed } from '../offthread/packed';
import { existingOf, type EnvelopesWanted, type LinesWanted, type PackedEnvelope, type PackedExisting, type PackedPlan } from './planTasks';
import { planSheet, type PlanContext, type planOf, type RegisterSheet, type SheetRows } from './register.service';

/** planOf's arguments after the sheet, the mapping and the existing rows (the communes, the day...). */
export type PlanOfRest = Parameters<typeof planOf> extends [RegisterSheet, ImportMapping, unknown, ...infer R] ? R : never;

/** planOf in a worker thread (planOffThread.ts): this module loads the register's code only. */
export interface RegisterPlanInput {
  sheet: Omit<RegisterSheet, 'rows'>;
  rows: Packed;
  mapping: ImportMapping;
  existing: PackedExisting;
  rest: PlanOfRest;
  envelopes: EnvelopesWanted;
  /** Absent: 'all'. */
  lines?: LinesWanted;
}

/**
 * The rows are read back a chunk at a time as the plan walks them, never whole (issue 26, memory: 100,000 rows
 * as objects weigh some 20 MB more than their packed chunks).
 */
export function planRegisterPacked(input: RegisterPlanInput): PackedPlan<ImportPlan> {
  const sheet: SheetRows = { ...input.sheet, rows: packedItems<Cell[]>(input.rows) };
  const [communes, context] = input.rest;
  const existing = existingOf(input.existing);
  for (const p of Object.values(input.existing)) p.chunks.length = 0;
  return planIntoPacks(sheet, input.mapping, existing, communes, context ?? {}, { envelopes: input.envelopes, lines: input.lines ?? 'all' });
}

/** A line an import reports (its answer and its kept report): refused, or imported with values left empty. */
export const isReported = (l: DryRunLine): boolean => l.status === 'refusé' || l.warnings.length > 0;

/**
 * planOf, its lines and mutations packed as they are planned (issue 26, memory): only what crosses back is
 * ever held, and held packed. The lines are read from the rows one at a time and let go once planned; a dry
 * run keeps no mutation (each is still validated), an import each one's validated args alone; `lines:
 * 'reported'` keeps only the lines an import reports.
 */
export function planIntoPacks(
  sheet: SheetRows,
  mapping: ImportMapping,
  existing: ExistingRows,
  communes: readonly string[],
  context: PlanContext,
  wanted: { envelopes: EnvelopesWanted; lines: LinesWanted },
): PackedPlan<ImportPlan> {
  const lines = new PackWriter<DryRunLine>();
  const envelopes = wanted.envelopes ? new PackWriter<PackedEnvelope>() : null;
  const { lines: none, envelopes: noneEither, ...rest } = planSheet(sheet, mapping, existing, communes, context, {
    mutations: wanted.envelopes ? 'validated' : 'none',
    release: true,
    onLine: (l) => {
      if (wanted.lines === 'all' || isReported(l)) lines.push(l);
    },
    // With 'validated', a validated mutation's args ARE its validated args: crossed once, found again by name.
    onEnvelope: (e) => envelopes?.push({ id: e.id, name: e.name, args: e.args, line: e.line, prepared: e.prepared !== undefined }),
  });
  if (none.length > 0 || noneEither.length > 0) throw new Error('plan kept what it handed over');
  return { ...rest, lines: lines.done(), envelopes: envelopes?.done() ?? null };
}
