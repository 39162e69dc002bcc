import type { ProcedureKind } from '../../domain/constants/procedures';
import type { Location } from '../../domain/entities/location';
import type { Procedure } from '../../domain/entities/procedure';
import type { IsoDate } from '../../domain/entities/replicated';
import type { ProcedureData } from '../../replica/queries/procedure';
import { procedureDef, procedurePrecondition, stepStates, type EngineContext, type Precondition, type StepView } from '../../domain/procedures';

/**
 * What the procedure screen shows, decided from the replica's rows (spec 002 §2, §4): which procedure of the
 * kind the step cards describe, whether a new one may start, and each step's computed state (the engine's).
 */

/** The rows of one plot the procedure screen decides from: the replica's live read, less what only the cards list. */
export type ProcedureRows = Omit<ProcedureData, 'documents' | 'pending'>;

export interface ProcedureScreen {
  /** The procedure the cards describe: the one under way, else a draft when one may start, else the last finished. */
  procedure: Procedure | null;
  /** True when `procedure` is a draft: nothing recorded yet, the first step starts it (procedure.start). */
  draft: boolean;
  /** Why a new procedure of this kind cannot start, when none is under way (spec 002 §8 messages). */
  impossible: string | null;
  /** Notes of a possible start (an early renewal only for a burial, a donation within the family). */
  notes: string[];
  /** The engine's context for the shown procedure (its own concession, or the current one for a draft). */
  ctx: EngineContext | null;
  steps: StepView[];
  /** The finished procedures of this kind on the plot, latest first (the shown one included). */
  finished: Procedure[];
  /** The latest finished procedure when a new one is offered beside it, with its steps ('Détails', 'Documents'). */
  previous: { procedure: Procedure; ctx: EngineContext; steps: StepView[] } | null;
}

/** The draft of a procedure not started yet, so the engine can compute the first steps' states. */
export function draftProcedure(kind: ProcedureKind, emplacementId: string, location: Location, startStep: number): Procedure {
  return {
    id: '', espaceId: location.espaceId, version: 0, seq: 0, updatedAt: '', deletedAt: null,
    emplacementId, locationId: location.id, kind, etat: startStep - 1, dateDebut: null, dateFin: null, regime: null, etapes: [], data: {},
  };
}

/** The engine's context for a procedure on one concession of the plot. */
export function engineContextFor(rows: ProcedureRows, location: Location | null, today: IsoDate, now: string): EngineContext {
  return {
    today, now,
    emplacement: rows.emplacement,
    location,
    occupants: rows.occupants,
    contacts: location ? rows.contacts.filter((c) => c.locationId === location.id) : [],
    tarifs: rows.tarifs,
    targets: rows.targets,
  };
}

/** The screen of one kind of procedure on a plot. */
export function procedureScreen(kind: ProcedureKind, rows: ProcedureRows, today: IsoDate, now: string): ProcedureScreen {
  const def = procedureDef(kind);
  const ofKind = rows.procedures.filter((p) => p.kind === kind && !p.deletedAt);
  const ongoing = ofKind.find((p) => p.dateFin === null) ?? null;
  const done = ofKind.filter((p) => p.dateFin !== null).sort((a, b) => (b.dateFin ?? '').localeCompare(a.dateFin ?? ''));
  const finished = done[0] ?? null;
  const locationOf = (p: Procedure) => rows.locations.find((l) => l.id === p.locationId) ?? null;
  const view = (procedure: Procedure, location: Location | null, draft: boolean, pre: Precondition | null): ProcedureScreen => {
    const ctx = engineContextFor(rows, location, today, now);
    return {
      procedure, draft, ctx,
      impossible: pre && !pre.possible ? pre.reason : null,
      notes: pre?.possible ? pre.notes : [],
      steps: def ? stepStates(def, procedure, ctx) : [],
      finished: done,
      previous: null,
    };
  };
  if (ongoing) return view(ongoing, locationOf(ongoing), false, null);
  const pre = procedurePrecondition(kind, { location: rows.current, occupants: rows.occupants, procedures: rows.procedures, today });
  if (pre.possible && def && rows.current) {
    const shown = view(draftProcedure(kind, rows.emplacement.id, rows.current, pre.startStep), rows.current, true, pre);
    if (!finished) return shown;
    const last = view(finished, locationOf(finished), false, null);
    return { ...shown, previous: { procedure: finished, ctx: last.ctx as EngineContext, steps: last.steps } };
  }
  if (finished) return view(finished, locationOf(finished), false, pre);
  return { procedure: null, draft: false, impossible: pre.possible ? null : pre.reason, notes: pre.possible ? pre.notes : [], ctx: engineContextFor(rows, rows.current, today, now), steps: [], finished: done, previous: null };
}
