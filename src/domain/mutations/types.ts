import type { z } from 'zod';
import type { TableName } from '../entities/tables';

/**
 * The mutation contract shared by the device (optimistic apply + outbox) and the server (authoritative
 * apply in one SQL transaction), DESIGN §1 and §5. Everything here is pure: no storage, no clock,
 * no network. The executor on each side loads the rows, calls `apply`, and writes the result.
 */

export type { TableName } from '../entities/tables';

/** Replication bookkeeping that only the server's executor sets (DESIGN §4). */
export const BOOKKEEPING_FIELDS = ['espaceId', 'version', 'seq', 'updatedAt'] as const;

/**
 * A replicated row as the contract names it (camelCase, dates `YYYY-MM-DD`, instants ISO, numerics as numbers).
 * Business fields are left open here: the entity types of src/domain/entities give them their shapes.
 */
export interface Row {
  id: string;
  espaceId: string;
  version: number;
  seq: number;
  updatedAt: string;
  deletedAt: string | null;
  [field: string]: unknown;
}

/** A row to write: the full new business row (tombstone `deletedAt` included), without bookkeeping. */
export type RowValues = { id: string; deletedAt?: string | null } & Record<string, unknown>;

export type MutationKind = 'create' | 'update' | 'delete';

/** 'write' needs a role that may modify (not ROLE_USER); 'admin' needs ROLE_ADMIN or ROLE_SUPER_ADMIN. */
/** 'read': any member, Consultation included (its own reading state); 'write': not Consultation; 'admin'. */
export type MutationPermission = 'read' | 'write' | 'admin';

/**
 * Another row, or set of rows, that a mutation needs besides its primary row.
 * `{ table, id }` reads one row (null when absent, deleted, or of another cemetery);
 * `{ table, where }` reads every live row of the cemetery whose fields equal the given values.
 */
export type ReadSpec =
  | { table: TableName; id: string }
  | { table: TableName; where: Record<string, string | number | boolean | null> };

/** What `apply` sees: the primary row (null when it does not exist) and the rows named by `reads`. */
export interface MutationState {
  row: Row | null;
  reads: Record<string, Row | Row[] | null>;
}

/** Facts the executor supplies, so that `apply` never reads a clock or a session itself. */
export interface MutationContext {
  /** ISO instant of the server (or of the device, for the optimistic apply only). */
  now: string;
  /** YYYY-MM-DD, the cemetery's local date. */
  today: string;
  userId: string;
  espaceId: string;
  roles: readonly string[];
}

export interface RowWrite {
  table: TableName;
  id: string;
  row: RowValues;
}

export type MutationOutcome = { writes: RowWrite[] } | { reject: string };

/**
 * One named mutation. `fields(args)` lists the fields of the primary row it writes: they are the keys of
 * the envelope's `base` (DESIGN §5). For a creation it is empty: there is nothing the user saw before.
 * Declared with method syntax so a registry of differently typed mutations type-checks.
 */
export interface MutationDef<A extends { id: string } = { id: string }> {
  name: string;
  table: TableName;
  kind: MutationKind;
  args: z.ZodType<A>;
  fields(args: A): readonly string[];
  /**
   * Other rows it needs, given its args and its primary row as currently stored (null when absent):
   * the executor loads the primary row first, then these.
   */
  reads?(args: A, row: Row | null): Record<string, ReadSpec>;
  permission?: MutationPermission;
  /**
   * Its writes carry values the rules did not compute (a restore point's rows): the server checks each value
   * against its column before writing and refuses a misfit in French.
   */
  freeValues?: boolean;
  apply(state: MutationState, args: A, ctx: MutationContext): MutationOutcome;
}

/** Identity helper that infers the args type of a mutation from its zod schema. */
export function defineMutation<A extends { id: string }>(def: MutationDef<A>): MutationDef<A> {
  return def;
}

/** One row named by a `{ table, id }` read, or null. */
export function readOne(state: MutationState, key: string): Row | null {
  const value = state.reads[key];
  if (value === undefined || value === null || Array.isArray(value)) return null;
  return value;
}

/** The rows named by a `{ table, where }` read (empty when none). */
export function readMany(state: MutationState, key: string): Row[] {
  const value = state.reads[key];
  return Array.isArray(value) ? value : [];
}
