import type { ImportMapping } from '../../src/domain/import/fields';
import { unpackNow, type Packed } from '../offthread/packed';
import { existingOf, packPlan, type EnvelopesWanted, type PackedExisting } from './planTasks';
import { planOf, type RegisterSheet } from './register.service';

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
  return packPlan(planOf(sheet, input.mapping, existingOf(input.existing), ...input.rest), input.envelopes);
}
