import { runMutation, type Decision } from '../../src/domain/mutations/decide';
import type { MutationContext, MutationState, Row } from '../../src/domain/mutations/types';

/** Shared bits of the pure mutation tests: rows, a context, and a runner over plain objects. */

export const ESPACE = '0192f000-0000-7000-8000-000000000001';
export const USER = '0192f000-0000-7000-8000-0000000000aa';

let counter = 0;
/** A fresh UUID v7-shaped id, deterministic within a run. */
export function uid(): string {
  counter += 1;
  return `0192f000-0000-7000-8000-${String(counter).padStart(12, '0')}`;
}

export function row(fields: Record<string, unknown> & { id?: string }): Row {
  return { id: uid(), espaceId: ESPACE, version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null, ...fields } as Row;
}

export const ctx: MutationContext = {
  now: '2026-11-22T10:00:00.000Z',
  today: '2026-11-22',
  userId: USER,
  espaceId: ESPACE,
  roles: ['ROLE_SOUS_ADMIN'],
};

export function run(
  name: string,
  args: Record<string, unknown>,
  state: Partial<MutationState> = {},
  /** What the user saw; null (the default) skips the comparison, for tests of the rules alone. */
  base: Record<string, unknown> | null = null,
  context: MutationContext = ctx,
): Decision {
  return runMutation(name, args, base, { row: state.row ?? null, reads: state.reads ?? {} }, context);
}

/** The single row written by an applied decision (fails the test otherwise). */
export function written(decision: Decision): Record<string, unknown> {
  if (decision.status !== 'applied') throw new Error(`expected applied, got ${decision.status}: ${JSON.stringify(decision)}`);
  const first = decision.writes[0];
  if (decision.writes.length !== 1 || !first) throw new Error(`expected one write, got ${decision.writes.length}`);
  return first.row;
}

export function rejection(decision: Decision): string {
  if (decision.status !== 'rejected') throw new Error(`expected rejected, got ${decision.status}: ${JSON.stringify(decision)}`);
  return decision.error;
}

export const location = (fields: Record<string, unknown> = {}) =>
  row({ emplacementId: uid(), type: 'Concession', isArchived: false, etatAbandon: null, facture: null, dateDebut: '2000-01-01', ...fields });
export const emplacement = (fields: Record<string, unknown> = {}) =>
  row({ carre: 'A', allee: '1', numero: '12', surface: 2.5, preReservation: false, notes: null, ...fields });
