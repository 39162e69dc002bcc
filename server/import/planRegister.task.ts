import type { ImportMapping } from '../../src/domain/import/fields';
import { unpackNow, type Packed } from '../offthread/packed';
import { existingOf, packPlan, type EnvelopesWanted, type PackedExisting } from './planTasks';
import { planSheet, type planOf, type RegisterSheet } from './register.service';

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
}

export function planRegisterPacked(input: RegisterPlanInput) {
  const sheet: RegisterSheet = { ...input.sheet, rows: unpackNow(input.rows) };
  input.rows.chunks.length = 0;
  // Only what crosses back is kept: the rows and lines are let go once read and planned, a dry run keeps no
  // mutation, an import each one's validated args alone (what crossed back before, without the args as planned).
  const [communes, context] = input.rest;
  const existing = existingOf(input.existing);
  for (const p of Object.values(input.existing)) p.chunks.length = 0;
  const plan = planSheet(sheet, input.mapping, existing, communes, context ?? {}, { mutations: input.envelopes ? 'validated' : 'none', release: true });
  return packPlan(plan, input.envelopes);
}
