import { joinLists, type ConcessionRow, type DefuntRow, type PlotRow } from '../src/domain/filters';
import { makeIsoDate } from '../src/domain/dates';
import { runExport } from '../workers/export.run';
import { SOURCE, TODAY } from '../tests/domain/filtersData';

/**
 * Time of the .xlsx export of 10,000 rows of the deceased, concessions and plots lists (issue 6), in Node:
 * `npx tsx bench/exportXlsx.ts`. Rows are the hand-made ones of tests/domain/filtersData with varied names,
 * dates and surfaces; a quarter of the deaths are known only as a year. Prints the median of 5 runs per list.
 */
const N = 10_000;
const RUNS = 5;
const base = joinLists(SOURCE, TODAY);

const day = (i: number) => makeIsoDate(1900 + (i % 120), 1 + (i % 12), 1 + (i % 28));

function many<R>(rows: readonly R[], make: (r: R, i: number) => R): R[] {
  return Array.from({ length: N }, (_, i) => make(rows[i % rows.length] as R, i));
}

const defunts = many<DefuntRow>(base.defunts, (r, i) => ({
  ...r, id: `d${i}`,
  occupant: {
    ...r.occupant, nom: `Nom${i}`, dateDeNaissance: day(i),
    dateDeces: i % 4 === 0 ? { jour: null, mois: null, annee: 1990 + (i % 30) } : { jour: 1 + (i % 28), mois: 1 + (i % 12), annee: 2000 + (i % 25) },
  },
}));
const concessions = many<ConcessionRow>(base.concessions, (r, i) => ({ ...r, id: `c${i}`, location: { ...r.location, famille: `Famille${i}`, dateDebut: day(i), dateFin: day(i + 7) } }));
const plots = many<PlotRow>(base.plots, (r, i) => ({ ...r, id: `p${i}`, emplacement: r.emplacement ? { ...r.emplacement, surface: 1 + (i % 40) / 10 } : null }));

function median(fn: () => void): number {
  fn(); // warm-up
  const samples = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    fn();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return samples[Math.floor(RUNS / 2)] ?? 0;
}

const lists = [
  ['defunts', defunts],
  ['concessions', concessions],
  ['plots', plots],
] as const;
for (const [kind, rows] of lists) {
  let size = 0;
  const ms = median(() => {
    size = runExport({ kind, rows, format: 'xlsx', cemetery: 'Bench', today: TODAY }).bytes.length;
  });
  console.log(`${kind}: ${N} rows to .xlsx in ${ms.toFixed(0)} ms (median of ${RUNS}), ${(size / 1024).toFixed(0)} KiB`);
}
