import { compareDates } from '../dates';
import type { Procedure, ProcedureEtape } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import { MSG_VALIDATION_REQUISE } from '../wizards/validation';
import {
  MSG_STEPS, msgAPartirDu, msgApresLimite, msgAvantDebutConcession, msgAvantEtapePrecedente, msgDejaEffectuee, msgEtapeAvant,
} from './messages';
import type { EngineContext, ProcedureDef, StepDef, StepOutcome, StepPhase, StepState, StepView } from './types';

/**
 * The procedure engine (DESIGN §8): which steps exist, which may be recorded now, their computed states,
 * and recording one. A step's record lives in `etapes`; `etat` is the last step completed; `dateFin` set
 * means finished. Nothing is stored as a label: states come from the recorded dates and `today`.
 */

export interface StepInput {
  etape: number;
  phase?: StepPhase | null;
  champs: Record<string, unknown>;
}

export function recordOf(proc: Procedure, etape: number): ProcedureEtape | undefined {
  return proc.etapes.find((e) => e.etape === etape);
}

function complete(rec: ProcedureEtape | undefined): rec is ProcedureEtape & { dateFin: IsoDate } {
  return rec !== undefined && !rec.enCours && rec.dateFin !== null;
}

/** The steps that exist for this plot, in order (the reprise's last step needs deceased). */
export function applicableSteps(def: ProcedureDef, proc: Procedure, ctx: EngineContext): StepDef[] {
  return def.steps.filter((s) => s.applies?.(proc, ctx) ?? true);
}

export function lastStepOf(def: ProcedureDef, proc: Procedure, ctx: EngineContext): StepDef | undefined {
  const steps = applicableSteps(def, proc, ctx);
  return steps[steps.length - 1];
}

/** The highest step number recorded (done or under way), or -Infinity. */
function highestRecorded(proc: Procedure): number {
  return proc.etapes.reduce((max, e) => Math.max(max, e.etape), Number.NEGATIVE_INFINITY);
}

/**
 * The steps that may be recorded now: the step under way if one is; else every step after the last one
 * recorded up to the first mandatory one (optional ones may be skipped), plus the last recorded step again
 * when it is redoable. Nothing once finished.
 */
export function recordableSteps(def: ProcedureDef, proc: Procedure, ctx: EngineContext): StepDef[] {
  if (proc.dateFin !== null) return [];
  const steps = applicableSteps(def, proc, ctx);
  const underWay = steps.find((s) => recordOf(proc, s.etape)?.enCours);
  if (underWay) return [underWay];
  const top = highestRecorded(proc);
  const out: StepDef[] = [];
  const lastDone = steps.find((s) => s.etape === top);
  if (lastDone?.redoable) out.push(lastDone);
  for (const s of steps) {
    if (s.etape <= top) continue;
    out.push(s);
    if (!s.optional) break;
  }
  return out;
}

/** The next step to do: the first recordable one that is not a redo. */
export function nextStep(def: ProcedureDef, proc: Procedure, ctx: EngineContext): StepDef | null {
  return recordableSteps(def, proc, ctx).find((s) => !complete(recordOf(proc, s.etape))) ?? null;
}

/** The date before which a step's date may not fall: the latest date recorded on an earlier step. */
function previousDate(proc: Procedure, etape: number): IsoDate | null {
  let last: IsoDate | null = null;
  for (const e of proc.etapes) {
    if (e.etape >= etape) continue;
    for (const d of [e.dateFin, e.dateDebut ?? null]) if (d && (last === null || d > last)) last = d;
  }
  return last;
}

function nextPhase(step: StepDef, rec: ProcedureEtape | undefined): StepPhase | null {
  if (!step.phases) return null;
  if (!rec || !rec.enCours) return step.phases[0] ?? null;
  const i = rec.phase ? step.phases.indexOf(rec.phase) : -1;
  return step.phases[i + 1] ?? null;
}

/** Computed state of every step (DESIGN §8), for the step cards. */
export function stepStates(def: ProcedureDef, proc: Procedure, ctx: EngineContext): StepView[] {
  const recordable = new Set(recordableSteps(def, proc, ctx).map((s) => s.etape));
  const top = highestRecorded(proc);
  const finished = proc.dateFin !== null;
  return applicableSteps(def, proc, ctx).map((step) => {
    const rec = recordOf(proc, step.etape);
    const view = (state: StepState): StepView => ({ etape: step.etape, titre: step.titre, state });
    if (complete(rec)) {
      const redoable = !finished && recordable.has(step.etape) && step.redoable === true;
      return view({ kind: 'effectuee', date: rec.dateFin, champs: rec.champs, redoable });
    }
    if (!recordable.has(step.etape)) return view(step.etape < top || finished ? { kind: 'ignoree' } : { kind: 'enAttente', bouton: step.bouton });
    const reason = step.impossible?.(proc, ctx) ?? null;
    if (reason) return view({ kind: 'impossible', reason });
    const from = step.availableFrom?.(proc, ctx) ?? null;
    if (from && compareDates(from, ctx.today) > 0) return view({ kind: 'aPartirDu', date: from });
    if (rec?.enCours) return view({ kind: 'continuer', phase: nextPhase(step, rec) ?? 'suspension' });
    return view({ kind: 'aFaire', bouton: step.bouton });
  });
}

/** The fields as stored in the step's record: the validation tick and the phase are not data. */
function storedChamps(fields: Record<string, unknown>): Record<string, unknown> {
  const { valide: _v, phase: _p, ...rest } = fields;
  return rest;
}

/**
 * The fields of a later phase over the earlier one's: a value recorded at an earlier phase stays (the posting
 * dates when the postings end); the later phase fills what was left empty.
 */
function keepRecorded(recorded: Record<string, unknown>, later: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...recorded };
  for (const [k, v] of Object.entries(later)) if (out[k] === null || out[k] === undefined || (Array.isArray(out[k]) && (out[k] as unknown[]).length === 0)) out[k] = v;
  return out;
}

/**
 * Records a step (DESIGN §8): order, dates and the step's rules first, each refusal with its French
 * message; then the procedure row as it becomes and the step's effect on the other rows.
 */
export function recordStep(def: ProcedureDef, proc: Procedure, input: StepInput, ctx: EngineContext): StepOutcome {
  if (proc.dateFin !== null) return { ok: false, error: MSG_STEPS.procedureTerminee };
  const location = ctx.location;
  if (!location || location.deletedAt || location.isArchived || location.id !== proc.locationId) return { ok: false, error: MSG_STEPS.concessionChangee };
  const step = applicableSteps(def, proc, ctx).find((s) => s.etape === input.etape);
  if (!step) return { ok: false, error: MSG_STEPS.etapeInconnue };

  const rec = recordOf(proc, step.etape);
  if (!recordableSteps(def, proc, ctx).includes(step)) {
    if (rec) return { ok: false, error: msgDejaEffectuee(rec.dateFin) };
    const first = nextStep(def, proc, ctx);
    return { ok: false, error: first ? msgEtapeAvant(first.etape, first.titre) : MSG_STEPS.etapeInconnue };
  }
  const phase = nextPhase(step, rec?.enCours ? rec : undefined);
  if ((input.phase ?? null) !== phase) return { ok: false, error: MSG_STEPS.phaseInconnue };

  // The final validation checkbox first: until it is ticked nothing else is said (spec 002 §5).
  if (input.champs['valide'] !== true) return { ok: false, error: MSG_VALIDATION_REQUISE };
  const parsed = step.schema.safeParse(phase ? { ...input.champs, phase } : input.champs);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? MSG_STEPS.champsInvalides };
  const fields = parsed.data;

  const date = step.date(fields);
  if (compareDates(date, ctx.today) > 0) return { ok: false, error: MSG_STEPS.dateFuture };
  if (location.dateDebut && compareDates(date, location.dateDebut) < 0) return { ok: false, error: msgAvantDebutConcession(location.dateDebut) };
  const before = rec?.enCours ? (rec.dateDebut ?? null) : previousDate(proc, step.etape);
  if (before && compareDates(date, before) < 0) return { ok: false, error: msgAvantEtapePrecedente(before) };
  const reason = step.impossible?.(proc, ctx) ?? null;
  if (reason) return { ok: false, error: reason };
  // The step's own rules before the generic timing: they give the spec's words for the same limits.
  const refused = step.check?.(fields, proc, ctx) ?? null;
  if (refused) return { ok: false, error: refused };
  const from = step.availableFrom?.(proc, ctx) ?? null;
  if (from && compareDates(date, from) < 0) return { ok: false, error: msgAPartirDu(from) };
  const limit = step.deadline?.(proc, ctx) ?? null;
  if (limit && compareDates(date, limit) > 0) return { ok: false, error: msgApresLimite(limit) };

  const phaseDone = !step.phases || phase === step.phases[step.phases.length - 1];
  const record: ProcedureEtape = {
    etape: step.etape,
    dateFin: phaseDone ? date : null,
    enCours: !phaseDone,
    champs: rec?.enCours ? keepRecorded(rec.champs, storedChamps(fields)) : storedChamps(fields),
    ...(step.phases ? { dateDebut: rec?.enCours ? (rec.dateDebut ?? date) : date, phase } : {}),
  };
  const etapes = [...proc.etapes.filter((e) => e.etape !== step.etape), record].sort((a, b) => a.etape - b.etape);
  const last = phaseDone && lastStepOf(def, proc, ctx)?.etape === step.etape;
  const next: Procedure = {
    ...proc,
    etapes,
    etat: phaseDone ? step.etape : proc.etat,
    dateDebut: proc.dateDebut ?? date,
    // A procedure started with its first step gets its regime from that step's date (LAW.md step 7).
    regime: proc.regime ?? (def.regime ? def.regime(proc.dateDebut ?? date) : null),
    dateFin: last ? date : null,
    data: { ...proc.data, ...(step.data?.(fields, proc, ctx) ?? {}) },
  };
  return { ok: true, procedure: next, effect: step.effect?.(fields, proc, ctx, last) ?? {}, finished: last };
}

/** Non-blocking warnings of a step's fields (the franc warning), for the form. */
export function stepWarnings(def: ProcedureDef, etape: number, fields: Record<string, unknown>, ctx: EngineContext): string[] {
  const step = def.steps.find((s) => s.etape === etape);
  return step?.warnings?.(fields, ctx) ?? [];
}
