import { get, set } from 'idb-keyval';
import { DEFAULT_TEMPLATES } from '../domain/templates/defaults';
import type { TemplateDocument, TemplateInput } from '../domain/templates/types';
import { apiJson, isOffline } from './http';

/**
 * How templates reach the device (issue 17, docs/CONTRACTS.md 'Templates'): the defaults are in the code, so
 * every document can be generated offline from the first use; the municipality's list (defaults overlaid by
 * its own copies, GET /api/template_documents) is kept in idb-keyval under `templates:{espaceId}` each time the
 * device reads it online (the templates screens, the concession sheet), and used as is offline.
 */

const key = (espaceId: string) => `templates:${espaceId}`;
const listeners = new Set<() => void>();

export function subscribeTemplates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function keep(espaceId: string, items: TemplateDocument[]): Promise<TemplateDocument[]> {
  await set(key(espaceId), { items, savedAt: new Date().toISOString() });
  for (const l of listeners) l();
  return items;
}

/** The kept list, or the product's defaults when this device never read the municipality's. */
export async function cachedTemplates(espaceId: string): Promise<TemplateDocument[]> {
  return (await get<{ items: TemplateDocument[] }>(key(espaceId)))?.items ?? [...DEFAULT_TEMPLATES];
}

/** Reads the list from the server and keeps it; offline, the kept list. */
export async function refreshTemplates(espaceId: string): Promise<TemplateDocument[]> {
  if (isOffline()) return cachedTemplates(espaceId);
  return keep(espaceId, (await apiJson<{ items: TemplateDocument[] }>(`/api/template_documents?espace=${espaceId}`)).items);
}

const url = (espaceId: string, id?: string) => `/api/template_documents${id ? `/${encodeURIComponent(id)}` : ''}?espace=${espaceId}`;

/** Creates (a new template, or a personalised copy of a default) or changes a template; the list is read again. */
export async function saveTemplate(espaceId: string, input: TemplateInput, id: string | null): Promise<TemplateDocument> {
  const saved = await apiJson<TemplateDocument>(url(espaceId, id ?? undefined), { method: id ? 'PUT' : 'POST', json: input });
  await refreshTemplates(espaceId);
  return saved;
}

/** Deletes a town's template; for a personalised default, the default applies again. */
export async function removeTemplate(espaceId: string, id: string): Promise<void> {
  await apiJson(url(espaceId, id), { method: 'DELETE' });
  await refreshTemplates(espaceId);
}
