import { checkBase } from './base';
import { getMutation } from './catalogue';
import type { MutationContext, MutationDef, MutationState, Row, RowWrite } from './types';
import { canWrite, isAdmin } from '../roles';
import { unstorableError } from '../rules/storableText';

/**
 * The pure decision of one mutation, shared by the server's executor (authoritative) and the device's
 * optimistic apply: the same permission check, validation, rules and base comparison on both sides.
 */

export const MSG_READ_ONLY = 'Votre rôle (Consultation) ne permet pas de modifier les données.';
export const MSG_ADMIN_ONLY = 'Seul un administrateur peut effectuer cette modification.';
export const MSG_UNKNOWN_MUTATION = 'Modification inconnue : mettez l’application à jour.';
export const MSG_CONFLICT = 'Cette fiche a été modifiée entre-temps sur un autre appareil.';

export type Prepared =
  | { ok: true; def: MutationDef; args: { id: string } & Record<string, unknown> }
  | { ok: false; error: string };

/** Finds the mutation and validates its args (zod, French messages). */
export function prepareMutation(name: string, rawArgs: unknown): Prepared {
  const def = getMutation(name);
  if (!def) return { ok: false, error: MSG_UNKNOWN_MUTATION };
  // A NUL, half an emoji or absurd nesting: refused here, so the device never queues it and the server
  // refuses that mutation alone (src/domain/rules/storableText.ts).
  const unstorable = unstorableError(rawArgs);
  if (unstorable) return { ok: false, error: unstorable };
  const parsed = def.args.safeParse(rawArgs);
  if (!parsed.success) {
    // The first issue's own message, as the form shows it: the schemas word each one for its field, and the
    // spec's messages stay verbatim.
    return { ok: false, error: parsed.error.issues[0]?.message ?? 'Paramètres invalides.' };
  }
  return { ok: true, def, args: parsed.data as { id: string } & Record<string, unknown> };
}

/** Whether these roles may push this mutation (spec 000 §6: ROLE_USER only reads). */
export function permissionError(def: MutationDef, roles: readonly string[]): string | null {
  if (def.permission === 'read') return null;
  if (!canWrite(roles)) return MSG_READ_ONLY;
  if ((def.permission ?? 'write') === 'admin' && !isAdmin(roles)) return MSG_ADMIN_ONLY;
  return null;
}

/** The values a mutation's primary write would put in the fields it declares. */
export function newValuesOf(def: MutationDef, args: { id: string }, writes: RowWrite[]): Record<string, unknown> {
  const primary = writes.find((w) => w.table === def.table && w.id === args.id);
  const out: Record<string, unknown> = {};
  if (!primary) return out;
  for (const field of def.fields(args)) out[field] = primary.row[field] ?? null;
  return out;
}

/** The `base` a device records when the user acts: the current value of each field the mutation writes. */
export function baseOf(def: MutationDef, args: { id: string }, row: Row | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of def.fields(args)) out[field] = row ? (row[field] ?? null) : null;
  return out;
}

export type Decision =
  | { status: 'applied'; writes: RowWrite[] }
  | { status: 'rejected'; error: string }
  | { status: 'conflict'; error: string; current: Row | null; fields: string[] };

/**
 * Decides a validated mutation against the current rows (DESIGN §5): rules first (`apply` may reject),
 * then the base comparison on the fields it writes. A creation whose row already exists is a conflict.
 * `base` null skips the comparison: for server-side callers acting on what they just read (REST routes);
 * a device always sends one, and a field missing from it means the user saw it empty.
 */
export function decideMutation(
  def: MutationDef,
  args: { id: string },
  base: Readonly<Record<string, unknown>> | null,
  state: MutationState,
  ctx: MutationContext,
): Decision {
  if (def.kind === 'create' && state.row) {
    return { status: 'conflict', error: MSG_CONFLICT, current: state.row, fields: ['id'] };
  }
  const outcome = def.apply(state, args, ctx);
  if ('reject' in outcome) return { status: 'rejected', error: outcome.reject };
  const check = base === null ? { ok: true as const } : checkBase(state.row, base, newValuesOf(def, args, outcome.writes));
  if (!check.ok) return { status: 'conflict', error: MSG_CONFLICT, current: state.row, fields: check.fields };
  return { status: 'applied', writes: outcome.writes };
}

/**
 * Prepares, authorises and decides in one call, for callers that already hold the state (tests, and the
 * device's optimistic apply once it has loaded `reads`).
 */
export function runMutation(
  name: string,
  rawArgs: unknown,
  base: Readonly<Record<string, unknown>> | null,
  state: MutationState,
  ctx: MutationContext,
): Decision {
  const prepared = prepareMutation(name, rawArgs);
  if (!prepared.ok) return { status: 'rejected', error: prepared.error };
  const denied = permissionError(prepared.def, ctx.roles);
  if (denied) return { status: 'rejected', error: denied };
  return decideMutation(prepared.def, prepared.args, base, state, ctx);
}
