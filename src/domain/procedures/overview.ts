import { RENEWAL_EARLY_YEARS } from '../constants/durations';
import { PROCEDURE_KINDS, type ProcedureKind } from '../constants/procedures';
import { addYears, compareDates } from '../dates';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import { presentOccupants } from './common';
import { procedureDef } from './definitions';
import { nextStep, stepStates } from './engine';
import { MSG_STEPS } from './messages';
import {
  lastBurialDate, MSG_PROCEDURES, procedurePrecondition, REPRISE_ABANDON_MIN_CONTRACT_YEARS, REPRISE_ABANDON_MIN_YEARS_SINCE_BURIAL,
} from './preconditions';
import { repriseNrFrom } from './repriseNonRenouvellement';
import type { EngineContext, LegalDate, StepState } from './types';

/** What the sheet's panel and the Procédures list read (spec 001 §2, issue 11 "Where it shows"). */
export interface OverviewInput extends EngineContext {
  /** The plot's procedures (any kind; deleted ones are ignored). */
  procedures: readonly Procedure[];
}

export interface ProcedureProgress {
  procedure: Procedure;
  statut: 'en_cours' | 'termine';
  /** The next step and its computed state; null once finished. */
  next: { etape: number; titre: string; state: StepState } | null;
  /** The day the next step becomes possible when the law makes it wait ('en attente jusqu'au'). */
  possibleFrom: IsoDate | null;
}

function live(procedures: readonly Procedure[]): Procedure[] {
  return procedures.filter((p) => !p.deletedAt);
}

/** A procedure's state for the lists: its next step, and from when it is possible. */
export function procedureProgress(proc: Procedure, ctx: EngineContext): ProcedureProgress {
  if (proc.dateFin !== null) return { procedure: proc, statut: 'termine', next: null, possibleFrom: null };
  const def = procedureDef(proc.kind);
  const moved = ctx.location?.id !== proc.locationId;
  const step = def && !moved ? nextStep(def, proc, ctx) : null;
  if (!def || !step) {
    const reason = moved ? MSG_STEPS.concessionChangee : MSG_STEPS.procedureIndisponible;
    return { procedure: proc, statut: 'en_cours', next: { etape: proc.etat + 1, titre: '', state: { kind: 'impossible', reason } }, possibleFrom: null };
  }
  const view = stepStates(def, proc, ctx).find((v) => v.etape === step.etape);
  const state: StepState = view?.state ?? { kind: 'aFaire', bouton: step.bouton };
  return { procedure: proc, statut: 'en_cours', next: { etape: step.etape, titre: step.titre, state }, possibleFrom: state.kind === 'aPartirDu' ? state.date : null };
}

/**
 * When an impossible procedure becomes possible by time alone: the renewal five years before the end
 * (spec 002 §9), the reprise for non-renewal two years after expiry and five after the last burial, the
 * reprise after abandonment thirty years after the deed and ten after the last burial (R2223-12).
 */
function possibleFromForReason(kind: ProcedureKind, reason: string, ctx: EngineContext): IsoDate | null {
  const location = ctx.location;
  if (!location) return null;
  if (kind === 'renouvellement' && reason === MSG_PROCEDURES.renouvTropTot && location.dateFin) return addYears(location.dateFin, -RENEWAL_EARLY_YEARS);
  if (kind === 'repriseNonRenouvellement' && (reason === MSG_PROCEDURES.rnrPasEchue || reason === MSG_PROCEDURES.rnrInhumationRecente)) return repriseNrFrom(ctx);
  if (kind === 'repriseAbandon') {
    const deed = location.dateDebut ?? location.dateOriginelle;
    const burial = lastBurialDate(presentOccupants(ctx));
    if (reason === MSG_PROCEDURES.raMoins30Ans && deed) return addYears(deed, REPRISE_ABANDON_MIN_CONTRACT_YEARS);
    if (reason === MSG_PROCEDURES.raInhumationRecente && burial) return addYears(burial, REPRISE_ABANDON_MIN_YEARS_SINCE_BURIAL);
  }
  return null;
}

export interface ProcedureOverview {
  ongoing: ProcedureProgress[];
  possible: Array<{ kind: ProcedureKind; startStep: number; notes: string[] }>;
  impossible: Array<{ kind: ProcedureKind; reason: string; possibleFrom: IsoDate | null }>;
  /** Latest finished first. */
  finished: Procedure[];
}

/**
 * The procedures of a concession (spec 001 §2 Procédures panel; issue 11): under way with their next step and
 * its date, the kinds that may start, those that may not with the reason (and when time alone will allow
 * them), and the finished ones.
 */
export function procedureOverview(input: OverviewInput): ProcedureOverview {
  const procedures = live(input.procedures);
  const ongoing = procedures.filter((p) => p.dateFin === null).map((p) => procedureProgress(p, input));
  const finished = procedures.filter((p) => p.dateFin !== null).sort((a, b) => compareDates(b.dateFin as IsoDate, a.dateFin as IsoDate));
  const busy = new Set(ongoing.map((o) => o.procedure.kind));
  const possible: ProcedureOverview['possible'] = [];
  const impossible: ProcedureOverview['impossible'] = [];
  for (const kind of PROCEDURE_KINDS) {
    if (busy.has(kind)) continue;
    const pre = procedurePrecondition(kind, { location: input.location, occupants: input.occupants, procedures, today: input.today });
    if (pre.possible && procedureDef(kind)) possible.push({ kind, startStep: pre.startStep, notes: pre.notes });
    else if (pre.possible) impossible.push({ kind, reason: MSG_STEPS.procedureIndisponible, possibleFrom: null });
    else impossible.push({ kind, reason: pre.reason, possibleFrom: possibleFromForReason(kind, pre.reason, input) });
  }
  return { ongoing, possible, impossible, finished };
}

/**
 * A procedure's upcoming legal dates (DESIGN §8: the calendar and the notifications read them): from when
 * its next steps are possible, and their last day where the law sets one.
 */
export function legalDates(proc: Procedure, ctx: EngineContext): LegalDate[] {
  const def = procedureDef(proc.kind);
  if (!def || proc.dateFin !== null || proc.deletedAt) return [];
  const step = nextStep(def, proc, ctx);
  if (!step) return [];
  const out: LegalDate[] = [];
  const base = { procedureId: proc.id, kind: proc.kind, emplacementId: proc.emplacementId, etape: step.etape, titre: step.titre };
  const from = step.availableFrom?.(proc, ctx) ?? null;
  if (from && compareDates(from, ctx.today) > 0) out.push({ ...base, date: from, nature: 'possible', objet: `${step.titre} : possible à partir de cette date` });
  const limit = step.deadline?.(proc, ctx) ?? null;
  if (limit && compareDates(limit, ctx.today) >= 0) out.push({ ...base, date: limit, nature: 'limite', objet: `${step.titre} : dernier jour` });
  return out;
}
