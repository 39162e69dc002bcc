import { concessionIdOf, matchHooks, type WrittenRow } from './hooks';
import type { TemplateDocument } from './types';

/** One document to draw because a template's hook fired: that template, for that concession. */
export interface DocumentHookFiring<T> {
  template: T;
  concessionId: string;
  hook: string;
}

/**
 * Which DOCUMENT templates fire for the rows one mutation wrote (spec 002 §4 'Templates': a hook of a document
 * template is 'a document added to the concession'; issue 17). The matching is the mail hooks' (hooks.ts);
 * each active document template gives at most one document per concession the mutation touched, however many
 * of its rows matched. A concession the same mutation deletes gets none (it can no longer hold a document),
 * nor does a written row that belongs to no concession (a plot, the cemetery). Mail templates never fire here:
 * the server sends them (server/templates/hooks.service.ts), the device draws the documents (DESIGN §8: PDFs
 * are made on the device), only the one that records the mutation, so a pushed or replayed mutation adds none.
 */
export function documentHookFirings<T extends Pick<TemplateDocument, 'id' | 'type' | 'actif' | 'hooks'>>(
  templates: readonly T[],
  writes: readonly WrittenRow[],
): DocumentHookFiring<T>[] {
  const documents = templates.filter((t) => t.type === 'documents' && t.hooks.length > 0);
  if (documents.length === 0) return [];
  const deleted = new Set(writes.filter((w) => w.table === 'locations' && w.row['deletedAt'] != null).map((w) => String(w.row['id'])));
  const seen = new Set<string>();
  const out: DocumentHookFiring<T>[] = [];
  for (const { template, hook, write } of matchHooks(documents, writes)) {
    const concessionId = concessionIdOf(write);
    if (!concessionId || deleted.has(concessionId)) continue;
    const key = `${template.id}/${concessionId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ template, concessionId, hook });
  }
  return out;
}
