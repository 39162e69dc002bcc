import { foldText, tokenize } from './normalize';
import { TermIndex, type TermMatch } from './termIndex';
import { SEARCH_KINDS, type SearchAnswer, type SearchDoc, type SearchHit, type SearchKind } from './types';

const FIELDS = ['nom', 'prenom', 'nomJeuneFille', 'label', 'extra'] as const;
/** Names weigh most, so an exact family name comes before a first name, a label or other text. */
const BOOST = [3, 1.5, 2, 1.2, 1] as const;
/** Exact words far above completions and typos: 'Martin' must come before 'Martineau' and 'Marton'. */
const PREFIX_WEIGHT = 0.3;
const TYPO_WEIGHT = 0.2;

const DEAD = 255;

/** The best boost among the fields of a mask. */
const BEST_BOOST = Array.from({ length: 1 << FIELDS.length }, (_, mask) => Math.max(0, ...BOOST.filter((_, i) => mask & (1 << i))));

/**
 * The device's search index (issue 6): case and accent insensitive, prefix matching on every word of three
 * letters or more, one typo tolerated on words of four letters or more, every word of the query required,
 * names weighed above labels and other text, so an exact family name ranks first. Kept up to date document by
 * document as the replica changes. Each field is folded once per document (not per word), and a query scores
 * only the documents its words reach, keeping the best `limit` of each kind without sorting the rest.
 */
export class SearchIndex {
  private readonly terms = new TermIndex();
  private docs: Array<SearchDoc | undefined> = [];
  /** Kind of each document number (its index in SEARCH_KINDS), DEAD once removed or replaced. */
  private kinds: number[] = [];
  private readonly numOf = new Map<string, number>();
  private scratch = new Float64Array(0);
  private stamps = new Uint32Array(0);
  private stamp = 0;
  private touched: number[] = [];

  get size(): number {
    return this.numOf.size;
  }

  /** Adds or replaces documents. */
  upsert(docs: readonly SearchDoc[]): void {
    // Names, labels and types repeat across documents (every deceased of a plot has its label): each distinct
    // text is folded and split once per call.
    const words = new Map<string, string[]>();
    for (const doc of docs) {
      this.drop(doc.key, words);
      const num = this.docs.length;
      this.docs.push(doc);
      this.kinds.push(SEARCH_KINDS.indexOf(doc.kind));
      this.numOf.set(doc.key, num);
      this.terms.add(num, fieldWords(doc, words));
    }
  }

  remove(keys: readonly string[]): void {
    for (const key of keys) this.drop(key);
  }

  clear(): void {
    this.terms.clear();
    this.docs = [];
    this.kinds = [];
    this.numOf.clear();
  }

  /** Results grouped by kind, best first, at most `limit` per kind. */
  search(query: string, kinds: readonly SearchKind[] = SEARCH_KINDS, limit = 20): Record<SearchKind, SearchHit[]> {
    return this.answer(query, kinds, limit).hits;
  }

  /** Results grouped by kind, best first, at most `limit` per kind, with the count of every match of each kind. */
  answer(query: string, kinds: readonly SearchKind[] = SEARCH_KINDS, limit = 20): SearchAnswer {
    const grouped = Object.fromEntries(SEARCH_KINDS.map((k) => [k, [] as SearchHit[]])) as Record<SearchKind, SearchHit[]>;
    const totals = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
    const words = [...new Set(tokenize(foldText(query)))];
    if (words.length === 0) return { hits: grouped, totals };
    const wanted = new Uint8Array(SEARCH_KINDS.length);
    for (const k of kinds) wanted[SEARCH_KINDS.indexOf(k)] = 1;
    // The word with the fewest postings first; every other word only filters its documents.
    const matches = words.map((w) => this.matches(w)).sort((a, b) => postingCount(a) - postingCount(b));
    let candidates: number[] = [];
    let scores: number[] = [];
    matches.forEach((m, i) => {
      const stamp = this.score(m, wanted);
      if (i === 0) {
        candidates = this.touched;
        scores = candidates.map((n) => this.scratch[n] as number);
        return;
      }
      const keptNums: number[] = [];
      const keptScores: number[] = [];
      candidates.forEach((n, j) => {
        if (this.stamps[n] !== stamp) return;
        keptNums.push(n);
        keptScores.push((scores[j] as number) + (this.scratch[n] as number));
      });
      candidates = keptNums;
      scores = keptScores;
    });
    const best = SEARCH_KINDS.map(() => [] as Array<{ num: number; score: number }>);
    const counts = SEARCH_KINDS.map(() => 0);
    candidates.forEach((num, j) => {
      const kind = this.kinds[num] as number;
      counts[kind] = (counts[kind] ?? 0) + 1;
      keepTop(best[kind] as Array<{ num: number; score: number }>, { num, score: scores[j] as number }, limit);
    });
    SEARCH_KINDS.forEach((kind, k) => {
      grouped[kind] = (best[k] ?? []).map(({ num, score }) => ({ doc: this.docs[num] as SearchDoc, score }));
      totals[kind] = counts[k] ?? 0;
    });
    return { hits: grouped, totals };
  }

  private matches(word: string): TermMatch[] {
    const out: TermMatch[] = [];
    const exact = this.terms.exact(word);
    if (exact) out.push(exact);
    if (word.length >= 3) out.push(...this.terms.completions(word, PREFIX_WEIGHT));
    // A typo that is also a completion of the typed word counts as the completion (weighed higher).
    if (word.length >= 4) out.push(...this.terms.typos(word, TYPO_WEIGHT).filter((m) => !m.word.startsWith(word)));
    return out;
  }

  /**
   * Scores one query word: the best score of each live document of the wanted kinds goes to `scratch`, marked
   * with a new stamp in `stamps`, and the documents reached to `touched` (typed arrays: no map per keystroke).
   */
  private score(matches: readonly TermMatch[], wanted: Uint8Array): number {
    const size = this.docs.length;
    if (this.scratch.length < size) {
      const cap = Math.max(1024, size * 2);
      this.scratch = new Float64Array(cap);
      this.stamps = new Uint32Array(cap);
    }
    const stamp = ++this.stamp;
    const { scratch, stamps, kinds } = this;
    const touched: number[] = [];
    for (const { docs, masks, weight } of matches) {
      for (let i = 0; i < docs.length; i++) {
        const num = docs[i] as number;
        const kind = kinds[num] as number;
        if (kind === DEAD || !wanted[kind]) continue;
        const s = weight * (BEST_BOOST[masks[i] as number] as number);
        if (stamps[num] !== stamp) {
          stamps[num] = stamp;
          scratch[num] = s;
          touched.push(num);
        } else if (s > (scratch[num] as number)) scratch[num] = s;
      }
    }
    this.touched = touched;
    return stamp;
  }

  private drop(key: string, words = new Map<string, string[]>()): void {
    const num = this.numOf.get(key);
    if (num === undefined) return;
    const doc = this.docs[num] as SearchDoc;
    this.docs[num] = undefined;
    this.kinds[num] = DEAD;
    this.numOf.delete(key);
    this.terms.remove(fieldWords(doc, words), (n) => this.docs[n] !== undefined);
  }
}

function fieldWords(doc: SearchDoc, cache: Map<string, string[]>): string[][] {
  return FIELDS.map((f) => {
    const text = doc[f];
    let words = cache.get(text);
    if (!words) cache.set(text, (words = tokenize(foldText(text))));
    return words;
  });
}

function postingCount(matches: readonly TermMatch[]): number {
  return matches.reduce((n, m) => n + m.docs.length, 0);
}

/** Keeps the `limit` best hits, best first (ties: the first indexed first); insertion into a short sorted list. */
function keepTop(top: Array<{ num: number; score: number }>, hit: { num: number; score: number }, limit: number): void {
  if (top.length >= limit && (top[top.length - 1] as { score: number }).score >= hit.score) return;
  let i = top.length;
  while (i > 0 && (top[i - 1] as { score: number }).score < hit.score) i--;
  top.splice(i, 0, hit);
  if (top.length > limit) top.pop();
}
