/**
 * A small inverted index built for the device's search (issue 6): every word of every field, folded once,
 * points to the documents holding it with the fields it is in (a bit mask). A prefix is a range of the sorted
 * words (binary search), a typo a scan of the words of nearby length, so a keystroke costs the documents it
 * matches, not the size of the vocabulary. A changed document gets a new number; the old number's postings are
 * skipped until the word's list is compacted.
 */
export interface TermMatch {
  word: string;
  /** Postings of the word: document numbers and field masks, side by side. */
  docs: number[];
  masks: number[];
  /** How much a hit through this word counts (1 for the exact word, less for a completion or a typo). */
  weight: number;
}

interface Postings {
  docs: number[];
  masks: number[];
  dead: number;
}

export class TermIndex {
  private readonly postings = new Map<string, Postings>();
  /** Words by length, for the typo scan. */
  private readonly byLength = new Map<number, string[]>();
  private sorted: string[] | null = [];

  /** Indexes document `num` (never used before) under the words of each field (`fields[i]` sets bit i). */
  add(num: number, fields: ReadonlyArray<readonly string[]>): void {
    const { words, masks } = wordsOf(fields);
    words.forEach((w, k) => {
      const mask = masks[k] as number;
      let p = this.postings.get(w);
      if (!p) {
        p = { docs: [], masks: [], dead: 0 };
        this.postings.set(w, p);
        this.newWord(w);
      }
      p.docs.push(num);
      p.masks.push(mask);
    });
  }

  /**
   * Forgets a document indexed under the words of `fields` (the same as given to `add`): its postings are
   * skipped (`alive`) and compacted once they are half of a list.
   */
  remove(fields: ReadonlyArray<readonly string[]>, alive: (num: number) => boolean): void {
    for (const w of wordsOf(fields).words) {
      const p = this.postings.get(w);
      if (!p) continue;
      p.dead++;
      if (p.dead * 2 > p.docs.length) this.compact(w, p, alive);
    }
  }

  clear(): void {
    this.postings.clear();
    this.byLength.clear();
    this.sorted = [];
  }

  exact(word: string): TermMatch | null {
    const p = this.postings.get(word);
    return p ? { word, docs: p.docs, masks: p.masks, weight: 1 } : null;
  }

  /** The longer words starting with `prefix`, weighed by how much of the word was typed. */
  completions(prefix: string, weight: number): TermMatch[] {
    const words = this.sortedWords();
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: TermMatch[] = [];
    for (let i = lo; i < words.length; i++) {
      const w = words[i] as string;
      if (!w.startsWith(prefix)) break;
      if (w.length === prefix.length) continue;
      const p = this.postings.get(w);
      if (p) out.push({ word: w, docs: p.docs, masks: p.masks, weight: (weight * prefix.length) / w.length });
    }
    return out;
  }

  /** The other words one edit away (a letter changed, missing or added). */
  typos(word: string, weight: number): TermMatch[] {
    const out: TermMatch[] = [];
    for (let len = word.length - 1; len <= word.length + 1; len++) {
      for (const w of this.byLength.get(len) ?? []) {
        if (w === word || !oneEditApart(word, w)) continue;
        const p = this.postings.get(w);
        if (p) out.push({ word: w, docs: p.docs, masks: p.masks, weight });
      }
    }
    return out;
  }

  private newWord(w: string): void {
    let bucket = this.byLength.get(w.length);
    if (!bucket) this.byLength.set(w.length, (bucket = []));
    bucket.push(w);
    // A word added after the first build goes in its place; during a bulk build the sort waits for the first search.
    if (this.sorted && this.sorted.length > 0 && this.postings.size > 1) {
      const s = this.sorted;
      let lo = 0;
      let hi = s.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((s[mid] as string) < w) lo = mid + 1;
        else hi = mid;
      }
      s.splice(lo, 0, w);
    } else this.sorted = null;
  }

  private sortedWords(): string[] {
    if (!this.sorted) this.sorted = [...this.postings.keys()].sort();
    return this.sorted;
  }

  private compact(w: string, p: Postings, alive: (num: number) => boolean): void {
    const docs: number[] = [];
    const masks: number[] = [];
    p.docs.forEach((d, i) => {
      if (alive(d)) {
        docs.push(d);
        masks.push(p.masks[i] as number);
      }
    });
    if (docs.length === 0) {
      // The word is gone from every document: it no longer completes nor corrects anything.
      this.postings.delete(w);
      const bucket = this.byLength.get(w.length);
      if (bucket) bucket.splice(bucket.indexOf(w), 1);
      if (this.sorted) this.sorted.splice(this.sorted.indexOf(w), 1);
      return;
    }
    p.docs = docs;
    p.masks = masks;
    p.dead = 0;
  }
}

/** The distinct words of a document's fields, each with the mask of the fields holding it (few words: arrays, no map). */
function wordsOf(fields: ReadonlyArray<readonly string[]>): { words: string[]; masks: number[] } {
  const words: string[] = [];
  const masks: number[] = [];
  fields.forEach((list, i) => {
    for (const w of list) {
      const k = words.indexOf(w);
      if (k >= 0) masks[k] = (masks[k] as number) | (1 << i);
      else {
        words.push(w);
        masks.push(1 << i);
      }
    }
  });
  return { words, masks };
}

/** Levenshtein distance of exactly one, in one pass. */
export function oneEditApart(a: string, b: string): boolean {
  if (a.length > b.length) [a, b] = [b, a];
  const la = a.length;
  const lb = b.length;
  if (lb - la > 1) return false;
  let i = 0;
  while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) {
    // One letter changed: the rest is equal.
    for (let j = i + 1; j < la; j++) if (a.charCodeAt(j) !== b.charCodeAt(j)) return false;
    return i < la;
  }
  // One letter added to the shorter word.
  for (let j = i; j < la; j++) if (a.charCodeAt(j) !== b.charCodeAt(j + 1)) return false;
  return true;
}
