import type { ExistingRows } from '../../src/domain/import/plan';
import type { Row } from '../../src/domain/mutations/types';
import { unpackNow, type Packed } from '../offthread/packed';

/**
 * The planning of the onboarding imports, run in a worker thread by planOffThread.ts (planRegister.task.ts,
 * which loads only the register's code): the same planOf as ever, on inputs and outputs packed by chunks
 * (server/offthread/packed.ts). A plan of 100,000
 * register lines takes tens of seconds and hundreds of megabytes: here, no other request waits for it, and its
 * memory is given back when the worker ends.
 */
export type PackedExisting = Record<keyof ExistingRows, Packed>;

/** None (a dry run writes nothing), or with their validation (what the import's writes use). */
export type EnvelopesWanted = false | 'validated';

/** Every line of the dry run, or only those an import reports (refused, or with values left empty). */
export type LinesWanted = 'all' | 'reported';

/**
 * A planned mutation as it crosses back: when `prepared`, `args` are the ones the mutation's schema validated
 * in the worker (its def is found again by name on the other side); else the args as planned.
 */
export interface PackedEnvelope {
  id: string;
  name: string;
  args: Record<string, unknown>;
  line: number;
  prepared: boolean;
}

/** A plan's lines and mutations as they cross; its other parts (counts, states...) as they are. */
export type PackedPlan<P> = Omit<P, 'lines' | 'envelopes'> & {
  lines: Packed;
  /** Absent for a dry run, which writes nothing. */
  envelopes: Packed | null;
};

export function existingOf(packed: PackedExisting): ExistingRows {
  return {
    emplacements: unpackNow<Row>(packed.emplacements),
    locations: unpackNow<Row>(packed.locations),
    occupants: unpackNow<Row>(packed.occupants),
    contacts: unpackNow<Row>(packed.contacts),
  };
}
