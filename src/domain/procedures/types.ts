import type { z } from 'zod';
import type { ProcedureKind, RepriseRegime } from '../constants/procedures';
import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { Tarif } from '../entities/tarif';

/**
 * The procedure engine's contract (DESIGN §8): one pure description per procedure kind, read by the screens,
 * the device's optimistic apply and the server alike. Nothing here reads a clock or a store: `today` and the
 * rows come in an EngineContext.
 */

/** A plot a step names (the ossuary, the Jardin du souvenir), with its current concession. */
export interface TargetPlot {
  emplacement: Emplacement;
  location: Location | null;
}

/** What the rules of a procedure look at. */
export interface EngineContext {
  /** The cemetery's local date. */
  today: IsoDate;
  /** The instant of the decision (archive dates). */
  now: string;
  emplacement: Emplacement | null;
  /** The procedure's concession (the plot's current one when it starts). */
  location: Location | null;
  /** The plot's deceased (live rows, any etat). */
  occupants: readonly Occupant[];
  /** The concession's contacts (live rows). */
  contacts: readonly Contact[];
  /** The cemetery's price list (live rows, archived ones included: a past date may need them). */
  tarifs: readonly Tarif[];
  /** Plots named by a step's fields, by emplacement id. */
  targets: Readonly<Record<string, TargetPlot>>;
}

/** The two phases of a posting step of the reprise after abandonment (spec 002 §2, §4). */
export type StepPhase = 'affichage' | 'suspension';

/** What the last step changes besides the procedure row (DESIGN §8): applied in the same mutation. */
export interface StepEffect {
  /** Fields written on the concession. */
  location?: Record<string, unknown>;
  /** Fields written on deceased of the plot, by id. */
  occupants?: ReadonlyArray<{ id: string; changes: Record<string, unknown> }>;
  /** Fields written on existing contacts of the concession, by id. */
  contacts?: ReadonlyArray<{ id: string; changes: Record<string, unknown> }>;
  /** Contacts created on the concession (full business fields, `id` included). */
  newContacts?: ReadonlyArray<Record<string, unknown> & { id: string }>;
}

/** A warning the form shows without blocking (the franc warning of a conversion). */
export type StepWarning = string;

/**
 * One step of a procedure. `F` is the parsed fields of its form. Methods (not properties) so that a list
 * of steps with different fields type-checks as StepDef.
 */
export interface StepDef<F extends Record<string, unknown> = Record<string, unknown>> {
  etape: number;
  titre: string;
  /** The button of a step not done yet: 'Démarrer', 'Générer', 'Renouveler'... */
  bouton: string;
  /** May be skipped (renewal step 0, the letters). */
  optional?: boolean;
  /** May be recorded again once done, while no later step is (letters sent again, a posting redone). */
  redoable?: boolean;
  /** Phases of a step recorded in several visits ('Continuer' between them). */
  phases?: readonly StepPhase[];
  /** The form's fields, French messages; the final validation checkbox included. */
  schema: z.ZodType<F>;
  /** Whether the step exists for this plot (step 4 of the reprise for non-renewal needs deceased). */
  applies?(proc: Procedure, ctx: EngineContext): boolean;
  /** The earliest date the law lets this step be done, from the recorded dates; null: no wait. */
  availableFrom?(proc: Procedure, ctx: EngineContext): IsoDate | null;
  /** The last date the step may be done (a legal deadline), for the calendar; null: none. */
  deadline?(proc: Procedure, ctx: EngineContext): IsoDate | null;
  /** Why the step cannot be done at all now (the concession no longer allows it), or null. */
  impossible?(proc: Procedure, ctx: EngineContext): string | null;
  /** The date the step is done on, read from its fields. */
  date(fields: F): IsoDate;
  /** Rules on the fields against the concession and the law: the spec's French message, or null. */
  check?(fields: F, proc: Procedure, ctx: EngineContext): string | null;
  /** Non-blocking warnings for the fields as typed so far (raw, before validation). */
  warnings?(champs: Record<string, unknown>, ctx: EngineContext): StepWarning[];
  /** Values kept in the procedure's `data` (spec 002 §3 fields, computed amounts included). */
  data?(fields: F, proc: Procedure, ctx: EngineContext): Record<string, unknown>;
  /**
   * What the step changes on the concession, deceased and contacts; `last` says it ends the procedure (the
   * effect of a procedure is applied with its last step, DESIGN §8).
   */
  effect?(fields: F, proc: Procedure, ctx: EngineContext, last: boolean): StepEffect;
  /** Lines a finished step shows beside its date (reprise after abandonment: postings, receipts, spec 002 §2). */
  summary?(champs: Record<string, unknown>): string[];
  /** Plots its fields name, to be read before deciding (ossuary, Jardin du souvenir). */
  targets?(champs: Record<string, unknown>, proc: Procedure): string[];
}

/** Types a step's methods by its schema's output; the list of steps holds them erased to StepDef. */
export function defineStep<F extends Record<string, unknown>>(step: StepDef<F>): StepDef {
  return step as unknown as StepDef;
}

/** One procedure kind: its steps in order, and the regime it is opened under. */
export interface ProcedureDef {
  kind: ProcedureKind;
  steps: readonly StepDef[];
  /** The legal regime kept on the procedure (reprise after abandonment: 2022 or before); null for the others. */
  regime?(dateDebut: IsoDate): RepriseRegime | null;
}

/**
 * A step's state, computed from the recorded dates, never stored (DESIGN §8). The screens render it;
 * `stepLabel` gives its French text.
 */
export type StepState =
  /** The next step, possible now: its button ('Démarrer', 'Générer', 'Renouveler'...). */
  | { kind: 'aFaire'; bouton: string }
  /** A step under way between two phases. */
  | { kind: 'continuer'; phase: StepPhase }
  /** Done: its date and the recorded fields for 'Détails' (read-only). */
  | { kind: 'effectuee'; date: IsoDate; champs: Record<string, unknown>; redoable: boolean }
  /** The law makes it wait: a disabled button 'A partir du {date}'. */
  | { kind: 'aPartirDu'; date: IsoDate }
  /** It cannot be done, with the reason. */
  | { kind: 'impossible'; reason: string }
  /** A later step: earlier ones first. */
  | { kind: 'enAttente'; bouton: string }
  /** An optional step passed over (renewal letters not generated). */
  | { kind: 'ignoree' };

export interface StepView {
  etape: number;
  titre: string;
  state: StepState;
}

/** The outcome of recording a step: the procedure row as it becomes and the effect on the other rows. */
export type StepOutcome =
  | { ok: true; procedure: Procedure; effect: StepEffect; finished: boolean }
  | { ok: false; error: string };

/** A date of a procedure's legal calendar (for the calendar and the notifications). */
export interface LegalDate {
  procedureId: string;
  kind: ProcedureKind;
  emplacementId: string;
  etape: number;
  titre: string;
  date: IsoDate;
  /** 'possible' from that date, or 'limite' (the last day). */
  nature: 'possible' | 'limite';
  /** What is due, in French. */
  objet: string;
}
