import type { LexiqueEntry } from './lexique';

/** Spec 002 §5 and §9: glossary results in the assistant show the first 300 characters of the definition. */
export const GLOSSARY_EXCERPT_LENGTH = 300;
/** Spec 002 §5: the glossary search waits 500 ms after the last keystroke. */
export const GLOSSARY_SEARCH_DEBOUNCE_MS = 500;
/** Spec 002 §2: the word of /aide/{mot} is scrolled to with a 300 px offset (under the tabs and the letter bar). */
export const GLOSSARY_SCROLL_OFFSET_PX = 300;

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Lower case without accents, so 'reduction' finds 'Réduction de corps' and 'Échéance' sorts under E. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** The letter of the A–Z bar a word is filed under ('Échéance' under E). */
export function letterOf(titre: string): string {
  return foldText(titre).charAt(0).toUpperCase();
}

/** French alphabetical order, accents ignored. */
export function sortGlossary<T extends LexiqueEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.titre.localeCompare(b.titre, 'fr', { sensitivity: 'base' }));
}

export function entriesOfLetter<T extends LexiqueEntry>(entries: readonly T[], letter: string): T[] {
  return sortGlossary(entries.filter((e) => letterOf(e.titre) === letter));
}

/**
 * The glossary search: every word of the query must appear in the title or the definition (accents and case
 * ignored); words whose title matches come first. An empty query finds nothing.
 */
export function searchGlossary<T extends LexiqueEntry>(entries: readonly T[], query: string): T[] {
  const terms = foldText(query).split(/\s+/).filter((t) => t.length > 0);
  if (terms.length === 0) return [];
  const scored: Array<{ entry: T; inTitle: boolean }> = [];
  for (const entry of entries) {
    const titre = foldText(entry.titre);
    const all = `${titre} ${foldText(entry.contenu)}`;
    if (!terms.every((t) => all.includes(t))) continue;
    scored.push({ entry, inTitle: terms.every((t) => titre.includes(t)) });
  }
  const inTitle = sortGlossary(scored.filter((s) => s.inTitle).map((s) => s.entry));
  const inText = sortGlossary(scored.filter((s) => !s.inTitle).map((s) => s.entry));
  return [...inTitle, ...inText];
}

/** The definition as the assistant shows it: cut at 300 characters, with an ellipsis when cut (spec 002 §5). */
export function excerpt(contenu: string, length = GLOSSARY_EXCERPT_LENGTH): string {
  return contenu.length <= length ? contenu : `${contenu.slice(0, length).trimEnd()}…`;
}

/** The entry a route word names (/aide/{mot}), accents and case ignored. */
export function findWord<T extends LexiqueEntry>(entries: readonly T[], mot: string): T | undefined {
  const wanted = foldText(mot);
  return entries.find((e) => foldText(e.titre) === wanted);
}
