import { formatFrDate } from '../dates';
import type { DocumentRow } from '../entities/document';
import { SLUG_ACTE_CONCESSION, SLUG_TITRE_RECETTE } from './slugs';

/**
 * A redone document replaces the previous one as current (issue 28, 'A redone PV leaves two identical PDFs'):
 * the old one stays in the concession's documents, dated and marked 'remplacé' (its `remplacePar` names the
 * document that replaced it, set by document.create). A document is replaced only while its replacement is
 * live: deleting the new one makes the old one current again. Uploaded files (no slug) replace nothing.
 */

/** Kinds of which a concession has one current document: generating one again replaces the former. */
export const ONE_PER_CONCESSION_SLUGS: ReadonlySet<string> = new Set([SLUG_ACTE_CONCESSION, SLUG_TITRE_RECETTE]);

const live = (d: DocumentRow) => !d.deletedAt;

/** The live document that replaced `doc`, or null when it is current. */
export function replacementOf(doc: DocumentRow, documents: readonly DocumentRow[]): DocumentRow | null {
  if (!doc.remplacePar) return null;
  return documents.find((d) => d.id === doc.remplacePar && live(d)) ?? null;
}

/** Whether `doc` is the current one of its kind (not replaced by a live document). */
export function isCurrent(doc: DocumentRow, documents: readonly DocumentRow[]): boolean {
  return live(doc) && replacementOf(doc, documents) === null;
}

/**
 * The current document a new one replaces: of the same concession and kind (slug), and, for a procedure
 * step done again, one of the documents its former record named (`previous`, their SHA-256); for a kind of
 * which a concession has one (the deed, the titre de recette), the current one of that kind. Null otherwise:
 * two burial authorisations of two deceased are two documents, not one redone.
 */
export function documentToReplace(
  documents: readonly DocumentRow[],
  next: { locationId: string; slug: string | null },
  previous: readonly string[] = [],
): DocumentRow | null {
  if (!next.slug) return null;
  const sameKind = documents.filter((d) => d.locationId === next.locationId && d.slug === next.slug && isCurrent(d, documents));
  const candidates = previous.length > 0 ? sameKind.filter((d) => d.mediaSha256 !== null && previous.includes(d.mediaSha256)) : ONE_PER_CONCESSION_SLUGS.has(next.slug) ? sameKind : [];
  // The most recent of them (ids are uuid v7, ordered by creation).
  return candidates.reduce<DocumentRow | null>((best, d) => (best === null || d.id > best.id ? d : best), null);
}

/** What the documents list says under a document's name: its date, and for a replaced one 'remplacé le …'. */
export function documentDateLine(doc: DocumentRow, documents: readonly DocumentRow[]): string | null {
  const by = replacementOf(doc, documents);
  const made = doc.dateDocument ? `du ${formatFrDate(doc.dateDocument)}` : null;
  if (!by) return made;
  const when = by.dateDocument ? ` le ${formatFrDate(by.dateDocument)}` : '';
  return [made, `remplacé${when}`].filter(Boolean).join(', ');
}

/** The documents as listed: current ones first, each replaced one after them, in their order otherwise. */
export function documentsInListOrder(documents: readonly DocumentRow[]): DocumentRow[] {
  const current = documents.filter((d) => isCurrent(d, documents));
  const replaced = documents.filter((d) => live(d) && !isCurrent(d, documents));
  return [...current, ...replaced];
}
