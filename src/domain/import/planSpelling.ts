import type { Emplacement } from '../entities/emplacement';
import type { RegisterLine } from './rows';
import { plotPartKey } from './text';

/**
 * One spelling per carré and per allée (issue 26: carrés 'a' and 'A' of one register became two carrés). Plots
 * are matched case, accents and leading zeros aside (plotPartKey); a plot the import creates is written with
 * the spelling the cemetery already uses for that carré or allée, else the one the file uses most (the first
 * met on a tie). The dry run says when a line's spelling is changed.
 */
export interface Spellings {
  apply(plot: RegisterLine['plot']): RegisterLine['plot'];
}

function mostUsed(counts: ReadonlyMap<string, Map<string, number>>): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const [key, spellings] of counts) {
    let best: [string, number] | null = null;
    for (const entry of spellings) if (!best || entry[1] > best[1]) best = entry;
    if (best) chosen.set(key, best[0]);
  }
  return chosen;
}

function tally(into: Map<string, Map<string, number>>, value: string | null): void {
  if (value === null) return;
  const key = plotPartKey(value);
  const spellings = into.get(key) ?? new Map<string, number>();
  spellings.set(value, (spellings.get(value) ?? 0) + 1);
  into.set(key, spellings);
}

export function plotSpellings(existing: readonly Emplacement[], lines: Iterable<Pick<RegisterLine, 'plot'>>): Spellings {
  const parts = ['carre', 'allee'] as const;
  const stored = { carre: new Map<string, Map<string, number>>(), allee: new Map<string, Map<string, number>>() };
  const inFile = { carre: new Map<string, Map<string, number>>(), allee: new Map<string, Map<string, number>>() };
  for (const row of existing) if (!row.deletedAt) for (const part of parts) tally(stored[part], row[part]);
  // One walk of the lines: they may be made as they are read (rows.ts registerLines).
  for (const line of lines) for (const part of parts) tally(inFile[part], line.plot[part]);
  const chosen = {} as Record<(typeof parts)[number], Map<string, string>>;
  for (const part of parts) chosen[part] = new Map([...mostUsed(inFile[part]), ...mostUsed(stored[part])]);
  return {
    apply: (plot) => ({
      ...plot,
      carre: plot.carre === null ? null : (chosen.carre.get(plotPartKey(plot.carre)) ?? plot.carre),
      allee: plot.allee === null ? null : (chosen.allee.get(plotPartKey(plot.allee)) ?? plot.allee),
    }),
  };
}
