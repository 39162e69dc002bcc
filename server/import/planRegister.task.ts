import type { ImportMapping } from '../../src/domain/import/fields';
import { unpackNow, type Packed } from '../offthread/packed';
import { existingOf, packPlan, type EnvelopesWanted, type PackedExisting } from './planTasks';
import { planOf, type RegisterSheet } from './register.service';

/** planOf in a worker thread (planOffThread.ts): this module loads the register's code only. */
export interface RegisterPlanInput {
  sheet: Omit<RegisterSheet, 'rows'>;
  rows: Packed;
  mapping: ImportMapping;
  existing: PackedExisting;
  communes: string[];
  envelopes: EnvelopesWanted;
}

export function planRegisterPacked(input: RegisterPlanInput) {
  const sheet: RegisterSheet = { ...input.sheet, rows: unpackNow(input.rows) };
  return packPlan(planOf(sheet, input.mapping, existingOf(input.existing), input.communes), input.envelopes);
}

