import { z } from 'zod';
import { PROCEDURE_KINDS } from '../constants/procedures';
import { compareDates } from '../dates';
import type { Procedure } from '../entities/procedure';
import { procedureDef } from '../procedures/definitions';
import { recordStep } from '../procedures/engine';
import { MSG_STEPS, msgAvantDebutConcession } from '../procedures/messages';
import { procedurePrecondition } from '../procedures/preconditions';
import type { EngineContext } from '../procedures/types';
import { currentLocation, isLive, MSG_EMPLACEMENT_MISSING, optionalDate, optionalText, rowId, tombstone } from './helpers';
import {
  effectWrites, engineContext, firstProcedureNotification, procedureReads, procedureValues, stepTargets,
} from './procedureState';
import { defineMutation, readMany, readOne, type MutationContext, type MutationOutcome, type MutationState, type Row, type RowWrite } from './types';

/**
 * The regulatory procedures as mutations of the catalogue (spec 002 §2; DESIGN §8): started, each step
 * recorded, or cancelled, offline like every change and again on the server, with the engine's rules and
 * French messages. A step's effect on the concession, deceased and contacts is written in the same mutation.
 */

const etapeInput = z.object({
  etape: z.number({ error: 'Étape invalide.' }).int('Étape invalide.').min(0, 'Étape invalide.').max(20, 'Étape invalide.'),
  phase: z.enum(['affichage', 'suspension'], { error: 'Phase invalide.' }).nullable().default(null),
  champs: z.record(z.string(), z.unknown(), { error: 'Champs de l’étape invalides.' }),
});

/** Records a step on a procedure row and adds its effect and first-procedure notification. */
function record(proc: Procedure, input: z.output<typeof etapeInput>, engine: EngineContext, state: MutationState, ctx: MutationContext, notificationId: string | undefined): MutationOutcome {
  const def = procedureDef(proc.kind);
  if (!def) return { reject: MSG_STEPS.procedureIndisponible };
  const outcome = recordStep(def, proc, input, engine);
  if (!outcome.ok) return { reject: outcome.error };
  const writes: RowWrite[] = [{ table: 'procedures', id: proc.id, row: procedureValues(outcome.procedure) }, ...effectWrites(outcome.effect, state)];
  // A renewal counts only at its step 1 (spec 001 §4).
  const counts = proc.kind !== 'renouvellement' || (input.etape === 1 && !input.phase);
  const notification = counts ? firstProcedureNotification(state, ctx, outcome.procedure, notificationId) : null;
  if (notification) writes.push(notification);
  return { writes };
}

/**
 * 'Démarrer' (spec 002 §2): opens a procedure on the plot's current concession when its preconditions allow
 * (src/domain/procedures/preconditions.ts), with its first step when one is given, in one mutation.
 */
export const startProcedure = defineMutation({
  name: 'procedure.start',
  table: 'procedures',
  kind: 'create',
  args: z.object({
    id: rowId,
    kind: z.enum(PROCEDURE_KINDS, { error: 'Procédure inconnue.' }),
    emplacementId: rowId,
    /** The concession the user saw on the sheet. */
    locationId: rowId,
    dateDebut: optionalDate.default(null),
    etape: etapeInput.optional(),
    /** Made on the device: used when this is the user's first procedure of the kind (spec 001 §4). */
    notificationId: rowId.optional(),
  }),
  fields: () => [],
  reads: (args) => procedureReads(args, stepTargets(procedureDef(args.kind), null, args.etape?.etape, args.etape?.champs ?? {})),
  apply: (state, args, ctx) => {
    if (!isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    const def = procedureDef(args.kind);
    if (!def) return { reject: MSG_STEPS.procedureIndisponible };
    const engine = engineContext(state, ctx);
    const current = currentLocation(readMany(state, 'locations'));
    if (!current || current.id !== args.locationId || !engine.location) return { reject: MSG_STEPS.concessionChangee };
    const procedures = readMany(state, 'procedures') as unknown as Procedure[];
    const pre = procedurePrecondition(args.kind, { location: engine.location, occupants: engine.occupants, procedures, today: ctx.today });
    if (!pre.possible) return { reject: pre.reason };
    if (procedures.some((p) => p.kind === args.kind && p.dateFin === null && !p.deletedAt)) return { reject: MSG_STEPS.dejaEnCours };
    const dateDebut = args.dateDebut ?? (args.etape ? null : ctx.today);
    if (dateDebut && compareDates(dateDebut, ctx.today) > 0) return { reject: MSG_STEPS.dateFuture };
    if (dateDebut && engine.location.dateDebut && compareDates(dateDebut, engine.location.dateDebut) < 0) return { reject: msgAvantDebutConcession(engine.location.dateDebut) };
    const first = def.steps.find((s) => s.applies?.({ data: {}, etapes: [] } as unknown as Procedure, engine) ?? true);
    const proc: Procedure = {
      id: args.id, espaceId: ctx.espaceId, version: 0, seq: 0, updatedAt: ctx.now, deletedAt: null,
      emplacementId: args.emplacementId, locationId: args.locationId, kind: args.kind,
      etat: (first?.etape ?? 1) - 1, dateDebut, dateFin: null,
      regime: dateDebut && def.regime ? def.regime(dateDebut) : null, etapes: [], data: {},
    };
    if (args.etape) return record(proc, args.etape, engine, state, ctx, args.notificationId);
    const writes: RowWrite[] = [{ table: 'procedures', id: proc.id, row: procedureValues(proc) }];
    const notification = args.kind === 'renouvellement' ? null : firstProcedureNotification(state, ctx, proc, args.notificationId);
    if (notification) writes.push(notification);
    return { writes };
  },
});

function asProcedure(row: Row | null): Procedure | null {
  return isLive(row) ? (row as unknown as Procedure) : null;
}

/**
 * Records one step of a procedure (its form's 'Valider'), or one phase of a step recorded in phases. The
 * engine refuses a step out of order, a date the law forbids or a missing mandatory field with the spec's
 * message; the last step applies the procedure's effect in the same mutation.
 */
export const recordProcedureStep = defineMutation({
  name: 'procedure.recordStep',
  table: 'procedures',
  kind: 'update',
  args: z.object({ id: rowId, ...etapeInput.shape, notificationId: rowId.optional() }),
  // What the user saw of the procedure: a step recorded meanwhile on another device is a conflict.
  fields: () => ['etat', 'etapes', 'dateFin', 'data'],
  reads: (args, row) => {
    const proc = asProcedure(row);
    if (!proc || !proc.locationId) return {};
    return procedureReads({ emplacementId: proc.emplacementId, locationId: proc.locationId, kind: proc.kind }, stepTargets(procedureDef(proc.kind), proc, args.etape, args.champs));
  },
  apply: (state, args, ctx) => {
    const proc = asProcedure(state.row);
    if (!proc) return { reject: MSG_STEPS.procedureInconnue };
    return record(proc, { etape: args.etape, phase: args.phase, champs: args.champs }, engineContext(state, ctx), state, ctx, args.notificationId);
  },
});

/** Cancels a procedure under way (a tombstone, kept in the history); a finished one stays. */
export const cancelProcedure = defineMutation({
  name: 'procedure.cancel',
  table: 'procedures',
  kind: 'delete',
  args: z.object({ id: rowId, motif: optionalText(500).default(null) }),
  fields: () => [],
  apply: (state, _args, ctx) => {
    const proc = asProcedure(state.row);
    if (proc && proc.dateFin !== null) return { reject: MSG_STEPS.annulationTerminee };
    return tombstone('procedures', state.row, ctx.now, MSG_STEPS.procedureInconnue);
  },
});

export const procedureMutations = [startProcedure, recordProcedureStep, cancelProcedure];
