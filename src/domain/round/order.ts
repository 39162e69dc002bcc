import { foldTerm } from '../search/normalize';
/**
 * The order of a survey round (issue 29, 'the survey round'): a manager walks the cemetery carré by carré,
 * allée by allée, plot by plot in the order of their numbers, as they stand on the ground. Registers write
 * numbers as people do ('2', '10', '10bis', '10 bis', 'A12', '012'), so plain text order (where '10' comes
 * before '2') would send the walker back and forth: this is the natural order.
 *
 * The rule, for a carré, an allée or a number:
 * - the value is read as a list of tokens: runs of digits and runs of letters; spaces and punctuation only
 *   separate them ('10 bis' and '10-bis' read as '10bis');
 * - tokens are compared in turn: a number before letters; two numbers by their value ('2' < '10', '02' = '2');
 *   two runs of letters alphabetically, case and accents aside ('é' = 'e');
 * - when one list is a prefix of the other, the shorter comes first ('10' < '10bis' < '10ter' < '11');
 * - an empty value (no carré, no allée, no number) comes after every other;
 * - values equal so far are ordered by their exact text (code points), so different texts never tie.
 * Plots compare by carré, then allée, then number, then id: a total order, the same whatever order the rows
 * were read in.
 */

type Token = { kind: 0; digits: string } | { kind: 1; letters: string };

const TOKEN = /[0-9]+|\p{L}+/gu;


/** A run of digits as its value's digits, leading zeros dropped ('012' reads as '12'). */
function digitValue(run: string): string {
  const stripped = run.replace(/^0+/, '');
  return stripped === '' ? '0' : stripped;
}

function tokens(value: string): Token[] {
  const out: Token[] = [];
  for (const m of value.matchAll(TOKEN)) {
    const run = m[0];
    out.push(/^[0-9]/.test(run) ? { kind: 0, digits: digitValue(run) } : { kind: 1, letters: foldTerm(run) });
  }
  return out;
}

function compareToken(a: Token, b: Token): number {
  if (a.kind !== b.kind) return a.kind - b.kind;
  if (a.kind === 0 && b.kind === 0) {
    if (a.digits.length !== b.digits.length) return a.digits.length - b.digits.length;
    return a.digits < b.digits ? -1 : a.digits > b.digits ? 1 : 0;
  }
  const x = (a as { letters: string }).letters;
  const y = (b as { letters: string }).letters;
  return x < y ? -1 : x > y ? 1 : 0;
}

const codePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A value's sort key, computed once per value when sorting many plots. */
export interface NaturalKey {
  empty: boolean;
  tokens: Token[];
  raw: string;
}

export function naturalKey(value: string | null | undefined): NaturalKey {
  const raw = (value ?? '').trim();
  return { empty: raw === '', tokens: tokens(raw), raw };
}

export function compareNaturalKeys(a: NaturalKey, b: NaturalKey): number {
  if (a.empty !== b.empty) return a.empty ? 1 : -1;
  const n = Math.min(a.tokens.length, b.tokens.length);
  for (let i = 0; i < n; i++) {
    const c = compareToken(a.tokens[i] as Token, b.tokens[i] as Token);
    if (c !== 0) return c;
  }
  if (a.tokens.length !== b.tokens.length) return a.tokens.length - b.tokens.length;
  return codePoints(a.raw, b.raw);
}

/** Natural order of two carrés, allées or numbers (the rule above). */
export function compareNatural(a: string | null | undefined, b: string | null | undefined): number {
  return compareNaturalKeys(naturalKey(a), naturalKey(b));
}

/** What ordering a plot looks at. */
export interface RoundPlot {
  id: string;
  carre: string | null;
  allee: string | null;
  numero: string | null;
}

export interface PlotKey {
  carre: NaturalKey;
  allee: NaturalKey;
  numero: NaturalKey;
  id: string;
}

export function plotKey(p: RoundPlot): PlotKey {
  return { carre: naturalKey(p.carre), allee: naturalKey(p.allee), numero: naturalKey(p.numero), id: p.id };
}

export function comparePlotKeys(a: PlotKey, b: PlotKey): number {
  return compareNaturalKeys(a.carre, b.carre) || compareNaturalKeys(a.allee, b.allee) || compareNaturalKeys(a.numero, b.numero) || codePoints(a.id, b.id);
}

/** The round's order of two plots: carré, then allée, then number (natural order), then id. */
export function comparePlots(a: RoundPlot, b: RoundPlot): number {
  return comparePlotKeys(plotKey(a), plotKey(b));
}

/** Plots in the round's order (a new array; keys computed once per plot). */
export function sortPlots<T extends RoundPlot>(plots: readonly T[]): T[] {
  return plots
    .map((p) => ({ p, k: plotKey(p) }))
    .sort((x, y) => comparePlotKeys(x.k, y.k))
    .map((x) => x.p);
}

/** Carré or allée names in natural order, each once (empty ones last, as ''). */
export function sortNames(names: Iterable<string | null>): string[] {
  const unique = new Set<string>();
  for (const n of names) unique.add((n ?? '').trim());
  return [...unique].map((n) => ({ n, k: naturalKey(n) })).sort((x, y) => compareNaturalKeys(x.k, y.k)).map((x) => x.n);
}

/** Whether two plots stand in the same allée of the same carré (names compared as the order reads them). */
export function sameAllee(a: Pick<RoundPlot, 'carre' | 'allee'>, b: Pick<RoundPlot, 'carre' | 'allee'>): boolean {
  return sameName(a.carre, b.carre) && sameName(a.allee, b.allee);
}

export function sameName(a: string | null, b: string | null): boolean {
  return (a ?? '').trim() === (b ?? '').trim();
}
