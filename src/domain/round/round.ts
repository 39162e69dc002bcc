import { plotLabelParts } from '../rules/labels';
import { sameName } from './order';

/**
 * A survey round (issue 29, 'the survey round'): a manager walks a carré or an allée from a plot's sheet,
 * 'Suivant' after 'Suivant', photographs, records states of abandonment, adds deceased, and at the end reads
 * what was done and what is left. The round is the user's own work in progress on this device (kept in the
 * replica's device-only store, src/replica/rounds.ts), never synchronised: what it counts are the changes the
 * user recorded, which travel like any other change. These functions are its state changes, pure.
 */

/** Where a round was started: the allée or the carré it means to cover (the plots 'left' at its end). */
export interface RoundScope {
  kind: 'allee' | 'carre';
  carre: string | null;
  allee: string | null;
}

/** A change recorded during the round that its summary counts. */
export interface RoundAction {
  /** The mutation's id: a change counts once. */
  mutationId: string;
  kind: 'photo' | 'etat' | 'defunt';
  emplacementId: string;
  at: string;
}

export interface Round {
  id: string;
  espaceId: string;
  userId: string;
  /** ISO instants. */
  startedAt: string;
  endedAt: string | null;
  scope: RoundScope;
  /** Plots whose sheet was opened during the round, in the order first seen. */
  seen: string[];
  actions: RoundAction[];
}

export interface StartRound {
  id: string;
  espaceId: string;
  userId: string;
  at: string;
  scope: RoundScope;
  /** The plot whose sheet started it: seen at once. */
  emplacementId: string;
}

export function startRound(s: StartRound): Round {
  return { id: s.id, espaceId: s.espaceId, userId: s.userId, startedAt: s.at, endedAt: null, scope: s.scope, seen: [s.emplacementId], actions: [] };
}

/** The round once this plot's sheet was shown; unchanged when already seen or the round is over. */
export function visitPlot(round: Round, emplacementId: string): Round {
  if (round.endedAt || round.seen.includes(emplacementId)) return round;
  return { ...round, seen: [...round.seen, emplacementId] };
}

/** A recorded change as the round counts it, or null when the round does not count it. */
export interface RecordedChange {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

/**
 * What a recorded change counts for: a photo taken ('emplacement.addPhoto'), a state of abandonment recorded
 * ('location.setEtatAbandon' to a state; setting it back to 'Non renseigné' records none), a deceased added
 * ('occupant.create'). `emplacementId` is the plot the change is about (the caller knows it for a concession).
 */
export function roundActionOf(change: RecordedChange, emplacementId: string | null, at: string): RoundAction | null {
  if (!emplacementId) return null;
  const kind = change.name === 'emplacement.addPhoto' ? 'photo' : change.name === 'occupant.create' ? 'defunt' : change.name === 'location.setEtatAbandon' && change.args['etatAbandon'] !== null && change.args['etatAbandon'] !== undefined ? 'etat' : null;
  return kind ? { mutationId: change.id, kind, emplacementId, at } : null;
}

/** The round with this change counted; unchanged when already counted or the round is over. */
export function recordAction(round: Round, action: RoundAction): Round {
  if (round.endedAt || round.actions.some((a) => a.mutationId === action.mutationId)) return round;
  return { ...round, actions: [...round.actions, action] };
}

export function endRound(round: Round, at: string): Round {
  return round.endedAt ? round : { ...round, endedAt: at };
}

/** Whether a plot stands in the round's scope. */
export function inScope(scope: RoundScope, plot: { carre: string | null; allee: string | null }): boolean {
  return sameName(scope.carre, plot.carre) && (scope.kind === 'carre' || sameName(scope.allee, plot.allee));
}

/** 'l’allée 3 du carré A', 'le carré A' (a name that already says 'Allée' or 'Carré' keeps its words). */
export function scopeLabel(scope: RoundScope): string {
  const carre = plotLabelParts({ carre: scope.carre, allee: null, numero: null })[0]?.replace(/^Carré/, 'carré');
  const allee = plotLabelParts({ carre: null, allee: scope.allee, numero: null })[0]?.replace(/^Allée/, 'allée');
  if (scope.kind === 'carre') return carre ? `le ${carre}` : 'les emplacements sans carré';
  const where = allee ? `l’${allee}` : 'les emplacements sans allée';
  return carre ? `${where} du ${carre}` : `${where} (sans carré)`;
}

/** The scope after 'de': 'du carré A', 'de l’allée 3 du carré A', 'des emplacements sans carré'. */
export function ofScopeLabel(scope: RoundScope): string {
  const label = scopeLabel(scope);
  if (label.startsWith('le ')) return `du ${label.slice(3)}`;
  if (label.startsWith('les ')) return `des ${label.slice(4)}`;
  return `de ${label}`;
}
