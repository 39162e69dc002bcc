import { get, set } from 'idb-keyval';
import type { Mairie, MairieUpdate } from '../domain/entities/mairie';
import type { AbonnementOption } from '../domain/constants/abonnement';
import { apiFetch, apiJson, isOffline } from './http';

/**
 * The town hall (spec 000 §2.8 Infos mairie) is not in a cemetery's replica: it is read and written online
 * (GET / PUT /api/societes/{id}, docs/CONTRACTS.md). This device keeps the last answer, with the coat of arms
 * and the signature as data URLs, so generated documents name the mayor and carry the signature offline.
 */

export interface Abonnement {
  dateDebut: string;
  etat: number;
  dateRenouv: string | null;
  options: { abonnement: AbonnementOption[]; premium: AbonnementOption[] };
}

export type MairieAnswer = Mairie & { abonnement: Abonnement | null };

export interface CachedMairie {
  mairie: MairieAnswer;
  /** The images as data URLs (jspdf draws them), or null when none or not fetched. */
  logo: string | null;
  signature: string | null;
  /** When this copy was read from the server (ISO instant). */
  savedAt: string;
}

/** Spec 000 §2.8: the account-level settings are online only; this is said clearly when offline. */
export const MSG_MAIRIE_OFFLINE = 'Modification impossible hors connexion : les informations de la mairie se modifient en ligne.';

const key = (societeId: string) => `mairie:${societeId}`;
const listeners = new Set<() => void>();

export function subscribeMairie(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function cachedMairie(societeId: string): Promise<CachedMairie | null> {
  return (await get<CachedMairie>(key(societeId))) ?? null;
}

async function dataUrlOf(sha256: string | null, previous: { sha: string | null; url: string | null }): Promise<string | null> {
  if (!sha256) return null;
  if (sha256 === previous.sha && previous.url) return previous.url;
  const blob = await (await apiFetch(`/api/media/${sha256}`, { headers: { accept: '*/*' } })).blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => reject(reader.error ?? new Error('Lecture de l’image impossible.'));
    reader.readAsDataURL(blob);
  });
}

async function store(societeId: string, mairie: MairieAnswer): Promise<CachedMairie> {
  const before = await cachedMairie(societeId);
  const [logo, signature] = await Promise.all([
    dataUrlOf(mairie.logo, { sha: before?.mairie.logo ?? null, url: before?.logo ?? null }).catch(() => null),
    dataUrlOf(mairie.maire.signature, { sha: before?.mairie.maire.signature ?? null, url: before?.signature ?? null }).catch(() => null),
  ]);
  const cached: CachedMairie = { mairie, logo, signature, savedAt: new Date().toISOString() };
  await set(key(societeId), cached);
  for (const l of listeners) l();
  return cached;
}

/** Reads the town hall from the server and keeps it; offline, the kept copy (or null). */
export async function refreshMairie(societeId: string): Promise<CachedMairie | null> {
  if (isOffline()) return cachedMairie(societeId);
  return store(societeId, await apiJson<MairieAnswer>(`/api/societes/${societeId}`));
}

/** PUT /api/societes/{id} with the changed fields; the answer replaces the kept copy. */
export async function saveMairie(societeId: string, update: MairieUpdate): Promise<CachedMairie> {
  const answer = await apiJson<MairieAnswer>(`/api/societes/${societeId}`, { method: 'PUT', json: update });
  return store(societeId, answer);
}

/** Uploads an image for the town (owned by the municipality of the cemetery named), returns its SHA-256. */
export async function uploadTownImage(espaceId: string, file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const sha256 = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  await apiFetch(`/api/media/${sha256}?espace=${encodeURIComponent(espaceId)}`, { method: 'PUT', headers: { 'content-type': file.type || 'application/octet-stream' }, body: file });
  return sha256;
}
