import { PROCEDURE_LABELS, type ProcedureKind } from '../constants/procedures';
import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { Tarif } from '../entities/tarif';
import type { ProcedureDef } from '../procedures/types';
import type { EngineContext, StepEffect, TargetPlot } from '../procedures/types';
import { businessValues, currentLocation, isLive } from './helpers';
import { readMany, readOne, type MutationContext, type MutationState, type ReadSpec, type RowValues, type RowWrite } from './types';

/**
 * What the procedure mutations share: the rows they read, the engine's context built from them, and the
 * writes of a step's effect (DESIGN §8: the effect is applied in the same mutation as the step).
 */

/** The rows a procedure step needs, for the plot, its concession and the plots a step names. */
export function procedureReads(p: { emplacementId: string; locationId: string; kind: ProcedureKind }, targets: readonly string[]): Record<string, ReadSpec> {
  const reads: Record<string, ReadSpec> = {
    emplacement: { table: 'emplacements', id: p.emplacementId },
    location: { table: 'locations', id: p.locationId },
    locations: { table: 'locations', where: { emplacementId: p.emplacementId } },
    occupants: { table: 'occupants', where: { emplacementId: p.emplacementId } },
    contacts: { table: 'contacts', where: { locationId: p.locationId } },
    procedures: { table: 'procedures', where: { emplacementId: p.emplacementId } },
    notifications: { table: 'notifications', where: { titre: firstProcedureTitle(p.kind) } },
  };
  // The price list matters to the procedures that price something.
  if (p.kind === 'renouvellement' || p.kind === 'conversion' || p.kind === 'retrocession') reads['tarifs'] = { table: 'tarifs', where: {} };
  for (const id of targets) {
    reads[`target:${id}`] = { table: 'emplacements', id };
    reads[`targetLocations:${id}`] = { table: 'locations', where: { emplacementId: id } };
  }
  return reads;
}

/** The plots a step's fields (or the procedure's data) name, to read before deciding. */
export function stepTargets(def: ProcedureDef | null, proc: Pick<Procedure, 'data' | 'etapes'> | null, etape: number | undefined, champs: Record<string, unknown>): string[] {
  const step = def?.steps.find((s) => s.etape === etape);
  if (!step?.targets) return [];
  const procedure = { data: proc?.data ?? {}, etapes: proc?.etapes ?? [] } as Procedure;
  return step.targets(champs, procedure).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
}

/** The engine's context from the rows read. */
export function engineContext(state: MutationState, ctx: MutationContext): EngineContext {
  const targets: Record<string, TargetPlot> = {};
  for (const key of Object.keys(state.reads)) {
    if (!key.startsWith('target:')) continue;
    const id = key.slice('target:'.length);
    const emplacement = readOne(state, key);
    if (!isLive(emplacement)) continue;
    targets[id] = { emplacement: emplacement as unknown as Emplacement, location: currentLocation(readMany(state, `targetLocations:${id}`)) as unknown as Location | null };
  }
  const location = readOne(state, 'location');
  return {
    today: ctx.today,
    now: ctx.now,
    emplacement: readOne(state, 'emplacement') as unknown as Emplacement | null,
    location: isLive(location) ? (location as unknown as Location) : null,
    occupants: readMany(state, 'occupants') as unknown as Occupant[],
    contacts: readMany(state, 'contacts') as unknown as Contact[],
    tarifs: readMany(state, 'tarifs') as unknown as Tarif[],
    targets,
  };
}

/** The rows a step's effect writes: the concession, deceased and contacts, over their current values. */
export function effectWrites(effect: StepEffect, state: MutationState): RowWrite[] {
  const writes: RowWrite[] = [];
  const location = readOne(state, 'location');
  if (effect.location && location) writes.push({ table: 'locations', id: location.id, row: { ...businessValues(location), ...effect.location } });
  const occupants = new Map(readMany(state, 'occupants').map((o) => [o.id, o]));
  for (const { id, changes } of effect.occupants ?? []) {
    const o = occupants.get(id);
    if (o) writes.push({ table: 'occupants', id, row: { ...businessValues(o), ...changes } });
  }
  const contacts = new Map(readMany(state, 'contacts').map((c) => [c.id, c]));
  for (const { id, changes } of effect.contacts ?? []) {
    const c = contacts.get(id);
    if (c) writes.push({ table: 'contacts', id, row: { ...businessValues(c), ...changes } });
  }
  for (const c of effect.newContacts ?? []) writes.push({ table: 'contacts', id: c.id, row: { ...c, deletedAt: null } as RowValues });
  return writes;
}

/** The procedure row as written (business fields). */
export function procedureValues(p: Procedure): RowValues {
  const { espaceId: _e, version: _v, seq: _s, updatedAt: _u, ...rest } = p;
  return rest as unknown as RowValues;
}

/** 'Première procédure de …' (spec 001 §4 First-procedure notification). */
export function firstProcedureTitle(kind: ProcedureKind): string {
  return `Première procédure de ${PROCEDURE_LABELS[kind].toLowerCase()}`;
}

/**
 * The first procedure of a kind per user creates a notification, once per user and kind (spec 001 §4);
 * a renewal counts only at its step 1. Null when this user already had it, or no id was given.
 */
export function firstProcedureNotification(state: MutationState, ctx: MutationContext, p: Procedure, notificationId: string | undefined): RowWrite | null {
  if (!notificationId) return null;
  const titre = firstProcedureTitle(p.kind);
  if (readMany(state, 'notifications').some((n) => n.userId === ctx.userId)) return null;
  const row: RowValues = {
    id: notificationId, titre,
    description: `Vous avez réalisé votre première procédure de ${PROCEDURE_LABELS[p.kind].toLowerCase()}. Les fiches de procédure et les modèles de documents sont dans les Ressources.`,
    dateRecu: ctx.now, dateLue: null, archive: false, emplacementId: p.emplacementId, criticite: 'principale', userId: ctx.userId, nePlusRappeler: false, etatsUtilisateurs: {}, deletedAt: null,
  };
  return { table: 'notifications', id: notificationId, row };
}
