import MiniSearch from 'minisearch';
import { foldTerm, tokenize } from './normalize';
import { SEARCH_KINDS, type SearchDoc, type SearchHit, type SearchKind } from './types';

const FIELDS = ['nom', 'prenom', 'nomJeuneFille', 'label', 'extra'] as const;
const STORED = ['kind', 'rowId', 'emplacementId', 'nom', 'prenom', 'nomJeuneFille', 'label', 'extra', 'title', 'subtitle'] as const;

/**
 * The device's search index (issue 6): case and accent insensitive, prefix matching on every word of three
 * letters or more, one
 * typo tolerated on words of four letters or more, names weighed above labels and other text, so an exact
 * family name ranks first. Kept up to date row by row as the replica changes.
 */
export class SearchIndex {
  private readonly engine = new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: [...FIELDS],
    storeFields: [...STORED],
    tokenize,
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: {
      combineWith: 'AND',
      // Completion from the third letter: a one- or two-letter prefix matches most of a 50,000-name cemetery,
      // which costs a keystroke tens of milliseconds for a list nobody reads (bench/RESULTS.md).
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 4 ? 1 : false),
      boost: { nom: 3, nomJeuneFille: 2, prenom: 1.5, label: 1.2 },
      // Exact words far above completions and typos: 'Martin' must come before 'Martineau' and 'Marton'.
      weights: { prefix: 0.3, fuzzy: 0.2 },
    },
  });

  get size(): number {
    return this.engine.documentCount;
  }

  /** Adds or replaces documents. */
  upsert(docs: readonly SearchDoc[]): void {
    for (const doc of docs) {
      if (this.engine.has(doc.key)) this.engine.replace(doc);
      else this.engine.add(doc);
    }
  }

  remove(keys: readonly string[]): void {
    for (const key of keys) if (this.engine.has(key)) this.engine.discard(key);
  }

  clear(): void {
    this.engine.removeAll();
  }

  /** Results grouped by kind, best first, at most `limit` per kind. */
  search(query: string, kinds: readonly SearchKind[] = SEARCH_KINDS, limit = 20): Record<SearchKind, SearchHit[]> {
    const grouped = Object.fromEntries(SEARCH_KINDS.map((k) => [k, [] as SearchHit[]])) as Record<SearchKind, SearchHit[]>;
    if (!query.trim()) return grouped;
    const wanted = new Set(kinds);
    const results = this.engine.search(query, { filter: (r) => wanted.has(r['kind'] as SearchKind) });
    for (const r of results) {
      const bucket = grouped[r['kind'] as SearchKind];
      if (bucket.length >= limit) continue;
      bucket.push({ doc: { key: r.id as string, ...(pick(r) as Omit<SearchDoc, 'key'>) }, score: r.score });
    }
    return grouped;
  }
}

function pick(r: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(STORED.map((f) => [f, r[f]]));
}
