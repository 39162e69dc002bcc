import type { TableName } from '../../src/domain/entities/tables';
import type { Row } from '../../src/domain/mutations/types';

/**
 * Every field of a replicated row that names stored bytes by their SHA-256 (a photo, a document, an
 * exhumation's files, a cemetery's plan). One list for both checks of DESIGN §8: a write that links a hash
 * (server/commands/apply.ts) and a read of the bytes (server/sync/media.repository.ts). A new field naming
 * a hash must be added here, or its bytes can neither be linked nor read.
 */
export const MEDIA_LINK_FIELDS: ReadonlyArray<{ table: TableName; column: string; key?: string; each?: boolean }> = [
  { table: 'media', column: 'sha256' },
  { table: 'documents', column: 'mediaSha256' },
  { table: 'exhumations', column: 'autorisation' },
  { table: 'exhumations', column: 'autreCimetiere', key: 'acteConcession' },
  { table: 'exhumations', column: 'autreCimetiere', key: 'autorisationEntree' },
  { table: 'espaces', column: 'mapSha256' },
  { table: 'espaces', column: 'reglementSha256' },
  { table: 'espaces', column: 'patrimoineSha256' },
  // A list of objects: each element's `sha256` (spec 000 §3 autresDocumentsArray).
  { table: 'espaces', column: 'autresDocuments', key: 'sha256', each: true },
  // The documents a message carries (server/mail/dispatcher.ts).
  { table: 'mailArchives', column: 'piecesJointes', key: 'sha256', each: true },
];

export const MSG_MEDIA_NOT_OWNED = 'Ce fichier n’a jamais été envoyé par votre commune : il ne peut pas être joint. Ajoutez-le à nouveau depuis cet appareil.';

function hashesOf(table: TableName, row: Row | null): Set<string> {
  const out = new Set<string>();
  if (!row || row.deletedAt) return out;
  for (const link of MEDIA_LINK_FIELDS) {
    if (link.table !== table) continue;
    const value = row[link.column];
    const values = link.each ? (Array.isArray(value) ? (value as unknown[]) : []) : [value];
    for (const v of values) {
      const hash = link.key ? (v && typeof v === 'object' ? (v as Record<string, unknown>)[link.key] : null) : v;
      if (typeof hash === 'string' && hash !== '') out.add(hash);
    }
  }
  return out;
}

/** The hashes a write links that the row did not link before (a row that keeps its files links nothing new). */
export function newlyLinkedHashes(table: TableName, old: Row | null, next: Row): string[] {
  const before = hashesOf(table, old);
  return [...hashesOf(table, next)].filter((h) => !before.has(h));
}
