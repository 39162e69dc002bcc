import type { GapCode } from './gaps';
import { sortPlots, type RoundPlot } from './order';
import { inScope, ofScopeLabel, scopeLabel, type Round } from './round';

/**
 * The summary of a survey round (issue 29: 'a round's summary at the end: plots seen, photos taken, states
 * recorded, what is left'):
 * - plots seen: every plot whose sheet was opened during the round, in or out of its scope;
 * - photos taken: each photo added during the round (two photos of one plot count two);
 * - states recorded: the plots whose state of abandonment was recorded during the round (recorded twice on one
 *   plot, it counts once);
 * - deceased added: each deceased created during the round;
 * - left: the plots of the round's allée or carré whose sheet was not opened, in the round's order, and the
 *   plots seen that still have gaps (src/domain/round/gaps.ts), with those gaps as they are now.
 */

export interface PlotWithGaps<P extends RoundPlot = RoundPlot> {
  plot: P;
  gaps: GapCode[];
}

export interface RoundSummary<P extends RoundPlot = RoundPlot> {
  vus: number;
  photos: number;
  etats: number;
  defunts: number;
  /** Plots of the scope not seen, in the round's order. */
  nonVus: P[];
  /** Plots seen with gaps, in the round's order. */
  aCompleter: Array<PlotWithGaps<P>>;
  /** Plots of the scope (seen or not). */
  total: number;
}

/**
 * `plots` holds the plots of the scope and the plots seen (more are ignored), each with its gaps now; a plot seen
 * that no longer exists is counted as seen, and listed nowhere.
 */
export function roundSummary<P extends RoundPlot>(round: Round, plots: ReadonlyArray<PlotWithGaps<P>>): RoundSummary<P> {
  const seen = new Set(round.seen);
  const scoped = plots.filter((p) => inScope(round.scope, p.plot));
  const byId = new Map(plots.map((p) => [p.plot.id, p]));
  const seenPlots = [...seen].map((id) => byId.get(id)).filter((p): p is PlotWithGaps<P> => p !== undefined);
  const order = new Map(sortPlots(seenPlots.map((p) => p.plot)).map((p, i) => [p.id, i]));
  return {
    vus: seen.size,
    photos: round.actions.filter((a) => a.kind === 'photo').length,
    etats: new Set(round.actions.filter((a) => a.kind === 'etat').map((a) => a.emplacementId)).size,
    defunts: round.actions.filter((a) => a.kind === 'defunt').length,
    nonVus: sortPlots(scoped.map((p) => p.plot).filter((p) => !seen.has(p.id))),
    aCompleter: seenPlots.filter((p) => p.gaps.length > 0).sort((a, b) => (order.get(a.plot.id) ?? 0) - (order.get(b.plot.id) ?? 0)),
    total: scoped.length,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** The summary's figures in words, as the screen shows them. */
export function summaryLines(round: Round, s: RoundSummary): string[] {
  const scope = scopeLabel(round.scope);
  const seenInScope = s.total - s.nonVus.length;
  return [
    `Emplacements vus : ${s.vus} (dont ${seenInScope} sur ${s.total} pour ${scope})`,
    `Photos prises : ${s.photos}`,
    `États d’abandon relevés : ${s.etats}`,
    `Défunts ajoutés : ${s.defunts}`,
    `Reste à voir : ${s.nonVus.length === 0 ? 'aucun emplacement' : plural(s.nonVus.length, 'emplacement', 'emplacements')} ${ofScopeLabel(round.scope)}`,
    s.aCompleter.length === 0 ? 'À compléter : aucun emplacement vu.' : `À compléter : ${plural(s.aCompleter.length, 'emplacement vu', 'emplacements vus')}`,
  ];
}
