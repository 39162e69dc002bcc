import { formatDecimalFr } from '../formatNumber';

/**
 * Issue 29, 'What must be on the tablet': a cemetery kept on the device means its photos and documents too.
 * After the rows, the device downloads every file its rows link that it does not hold yet, within a storage
 * budget the user chooses, and says in words how far it is. These are the pure rules of that download: which
 * files a replica wants, which one comes next, whether the budget allows it, and the sentences shown.
 */

/** 'plan': the cemetery's plan drawing, which the map needs before any photo; counted with the documents. */
export type MediaKind = 'photo' | 'document' | 'plan';

/** A file the replica's rows link: its SHA-256, what it is for the user, and its size when a row says it. */
export interface WantedMedia {
  sha256: string;
  kind: MediaKind;
  /** Bytes, from the media row; null for a document row, which does not record it. */
  size: number | null;
  /** An archived photo waits for the current ones: the sheet shows the current ones first. */
  archived: boolean;
}

/** The fields of a live `media` row the rule reads (docs/CONTRACTS.md). */
export interface MediaRowFacts {
  sha256?: unknown;
  kind?: unknown;
  size?: unknown;
  archive?: unknown;
  deletedAt?: unknown;
}

/** The fields of a `documents` row the rule reads. */
export interface DocumentRowFacts {
  mediaSha256?: unknown;
  deletedAt?: unknown;
}

/** The fields of an `espaces` row that name files (docs/CONTRACTS.md: the plan, the rules, the heritage, others). */
export interface EspaceFileFacts {
  mapSha256?: unknown;
  reglementSha256?: unknown;
  patrimoineSha256?: unknown;
  autresDocuments?: unknown;
  deletedAt?: unknown;
}

/** The fields of an `exhumations` row that name files: the authorisation, and for another cemetery its deed and entry permit. */
export interface ExhumationFileFacts {
  autorisation?: unknown;
  autreCimetiere?: unknown;
  deletedAt?: unknown;
}

/** A file a row names outside the media and documents tables. */
export interface LinkedFile {
  sha256: string;
  kind: 'document' | 'plan';
}

const SHA256 = /^[0-9a-f]{64}$/;

const isSha = (value: unknown): value is string => typeof value === 'string' && SHA256.test(value);

/**
 * The files the cemetery's own row and its exhumations name (issue 29: 'its photos and documents too'): the plan
 * drawing (the map is the first thing a manager opens at the gate), the rules and heritage documents and the
 * others of Infos cimetière, and each exhumation's authorisation, deed and entry permit. Deleted rows and
 * malformed hashes are left out.
 */
export function linkedFiles(espaces: readonly EspaceFileFacts[], exhumations: readonly ExhumationFileFacts[]): LinkedFile[] {
  const out: LinkedFile[] = [];
  for (const row of espaces) {
    if (row.deletedAt) continue;
    if (isSha(row.mapSha256)) out.push({ sha256: row.mapSha256, kind: 'plan' });
    for (const value of [row.reglementSha256, row.patrimoineSha256]) if (isSha(value)) out.push({ sha256: value, kind: 'document' });
    if (Array.isArray(row.autresDocuments)) {
      for (const item of row.autresDocuments as unknown[]) {
        const value = item && typeof item === 'object' ? (item as { sha256?: unknown }).sha256 : undefined;
        if (isSha(value)) out.push({ sha256: value, kind: 'document' });
      }
    }
  }
  for (const row of exhumations) {
    if (row.deletedAt) continue;
    if (isSha(row.autorisation)) out.push({ sha256: row.autorisation, kind: 'document' });
    const other = row.autreCimetiere && typeof row.autreCimetiere === 'object' ? (row.autreCimetiere as { acteConcession?: unknown; autorisationEntree?: unknown }) : null;
    for (const value of [other?.acteConcession, other?.autorisationEntree]) if (isSha(value)) out.push({ sha256: value, kind: 'document' });
  }
  return out;
}

/**
 * The files a cemetery's replica wants on the device, each once: every live media row (kind 'photo' is a
 * photo; a PV's signature or any other kind counts as a document), every live document row's bytes, and the
 * files the cemetery's row and its exhumations name (`linkedFiles`). Deleted rows and malformed hashes are
 * left out. A hash linked both as a photo and a document is a photo; the plan stays the plan.
 */
export function wantedMedia(media: readonly MediaRowFacts[], documents: readonly DocumentRowFacts[], linked: readonly LinkedFile[] = []): WantedMedia[] {
  const out = new Map<string, WantedMedia>();
  for (const row of media) {
    if (row.deletedAt || typeof row.sha256 !== 'string' || !SHA256.test(row.sha256)) continue;
    const kind: MediaKind = row.kind === 'photo' ? 'photo' : 'document';
    const size = typeof row.size === 'number' && Number.isFinite(row.size) && row.size >= 0 ? row.size : null;
    const archived = row.archive === true;
    const known = out.get(row.sha256);
    // The same bytes on two rows are one file: a photo if either is, current if either is.
    out.set(row.sha256, known
      ? { sha256: row.sha256, kind: known.kind === 'photo' ? 'photo' : kind, size: known.size ?? size, archived: known.archived && archived }
      : { sha256: row.sha256, kind, size, archived });
  }
  for (const row of documents) {
    if (row.deletedAt || typeof row.mediaSha256 !== 'string' || !SHA256.test(row.mediaSha256)) continue;
    if (!out.has(row.mediaSha256)) out.set(row.mediaSha256, { sha256: row.mediaSha256, kind: 'document', size: null, archived: false });
  }
  for (const file of linked) {
    const known = out.get(file.sha256);
    if (!known) out.set(file.sha256, { sha256: file.sha256, kind: file.kind, size: null, archived: false });
    else if (file.kind === 'plan' && known.kind === 'document') out.set(file.sha256, { ...known, kind: 'plan', archived: false });
  }
  return [...out.values()];
}

/** Download order: the plan, current photos, then documents, then archived photos; within each, smaller first. */
function rank(item: WantedMedia): number {
  if (item.kind === 'plan') return -1;
  if (item.kind === 'photo') return item.archived ? 2 : 0;
  return 1;
}

/**
 * The wanted files still to fetch, in the order they come: what the user meets first at the grave first (the
 * plan, then the sheet's current photos), then documents, then archived photos; smaller files first within a rank so that
 * the count goes up steadily; the hash last, so the order is the same on every run (a resumed download
 * takes up exactly where it stopped). Files the device holds and files the server said it has not are left out.
 */
export function downloadQueue(wanted: readonly WantedMedia[], held: ReadonlySet<string>, unavailable: ReadonlySet<string>): WantedMedia[] {
  return wanted
    .filter((w) => !held.has(w.sha256) && !unavailable.has(w.sha256))
    .sort((a, b) => rank(a) - rank(b) || (a.size ?? Infinity) - (b.size ?? Infinity) || (a.sha256 < b.sha256 ? -1 : a.sha256 > b.sha256 ? 1 : 0));
}

/** The storage budgets the user can choose in the sync panel, in bytes; null: no budget but the device's room. */
export const MEDIA_BUDGET_CHOICES: readonly (number | null)[] = [250 * 1024 ** 2, 500 * 1024 ** 2, 1024 ** 3, 2 * 1024 ** 3, 5 * 1024 ** 3, null];

/** The budget of a device where the user chose none: 2 Go, about 6,000 photos as the tablet takes them. */
export const DEFAULT_MEDIA_BUDGET = 2 * 1024 ** 3;

/**
 * Whether the next file may be downloaded: the bytes the device already holds for the cemetery plus the
 * file's must stay within the budget. A file of unknown size (a document) goes while some budget is left; the
 * bytes it really weighs count for the next one. No budget (null): always, the device's own room being checked
 * apart (src/replica/quota.ts).
 */
export function fitsBudget(heldBytes: number, size: number | null, budget: number | null): boolean {
  if (budget === null) return true;
  if (size === null) return heldBytes < budget;
  return heldBytes + size <= budget;
}

/** Why the download stopped before the end, when it did. */
export type MediaStop = 'budget' | 'stockage' | 'réseau' | null;

/** What the status panel shows of the download (kept in the replica's meta by the sync worker). */
export interface MediaProgress {
  photos: { held: number; total: number };
  documents: { held: number; total: number };
  /** Files the server answered it does not have (or no longer lets this user read): never fetched again this session. */
  unavailable: number;
  /** Bytes held on the device for the wanted files. */
  heldBytes: number;
  stop: MediaStop;
}

/** Counts of what the replica wants against what it holds. */
export function mediaProgress(
  wanted: readonly WantedMedia[],
  held: ReadonlySet<string>,
  unavailable: ReadonlySet<string>,
  heldBytes: number,
  stop: MediaStop,
): MediaProgress {
  const progress: MediaProgress = { photos: { held: 0, total: 0 }, documents: { held: 0, total: 0 }, unavailable: 0, heldBytes, stop };
  for (const w of wanted) {
    const bucket = w.kind === 'photo' ? progress.photos : progress.documents;
    bucket.total++;
    if (held.has(w.sha256)) bucket.held++;
    else if (unavailable.has(w.sha256)) progress.unavailable++;
  }
  return progress;
}

/** Files still to come: neither held nor known to be missing on the server. */
export function mediaMissing(p: MediaProgress): number {
  return p.photos.total - p.photos.held + (p.documents.total - p.documents.held) - p.unavailable;
}

const n = (value: number) => formatDecimalFr(value);

/** 'Photos : 412 / 1 380' and 'Documents : 3 / 10' (the documents line only when the cemetery has some). */
export function mediaProgressLines(p: MediaProgress): string[] {
  const lines = [`Photos : ${n(p.photos.held)} / ${n(p.photos.total)}`];
  if (p.documents.total > 0) lines.push(`Documents : ${n(p.documents.held)} / ${n(p.documents.total)}`);
  return lines;
}

const plural = (count: number, one: string, many: string) => `${n(count)} ${count > 1 ? many : one}`;

/**
 * The sentence saying what is still missing and why, or null when every file is there. The unavailable ones are
 * named even then: the device cannot get them, and says so rather than hide it.
 */
export function mediaMissingSentence(p: MediaProgress): string | null {
  const photos = p.photos.total - p.photos.held;
  const documents = p.documents.total - p.documents.held;
  const parts: string[] = [];
  if (photos > 0) parts.push(plural(photos, 'photo', 'photos'));
  if (documents > 0) parts.push(plural(documents, 'document', 'documents'));
  if (parts.length === 0) return null;
  const gone = p.unavailable > 0 ? ` dont ${plural(p.unavailable, 'fichier introuvable', 'fichiers introuvables')} sur le serveur` : '';
  const missing = `Il manque encore sur cet appareil ${parts.join(' et ')}${gone}`;
  if (mediaMissing(p) === 0) return `${missing}.`;
  switch (p.stop) {
    case 'budget':
      return `${missing} : le budget de stockage choisi est atteint. Augmentez-le dans ce panneau pour les télécharger.`;
    case 'stockage':
      return `${missing} : l'appareil n'a plus assez de place.`;
    case 'réseau':
      return `${missing} : le téléchargement reprendra au retour du réseau.`;
    default:
      return `${missing} : téléchargement en cours.`;
  }
}
