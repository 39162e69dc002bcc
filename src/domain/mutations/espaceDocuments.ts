import { z } from 'zod';
import { defineMutation } from './types';
import { updateRow } from './helpers';
import { MSG_ESPACE_MISSING } from './espace';

/**
 * The cemetery's documents (spec 000 §2.8 Infos cimetière, §5): the rules, the funerary heritage document (PDF
 * only) and extra documents with a name and a description. The bytes travel as media by hash (DESIGN §5) and
 * the server checks that the municipality uploaded them (server/media/links.ts); these mutations only link.
 */

const HEX64 = /^[0-9a-f]{64}$/;
const sha256 = z.string({ error: 'Empreinte du fichier invalide.' }).regex(HEX64, 'Empreinte du fichier invalide.');
const nomFichier = z.string({ error: 'Nom du fichier invalide.' }).trim().min(1, 'Le nom du document est obligatoire.').max(200, 'Nom trop long.');

/** Spec 000 §8, verbatim: the question before a cemetery document is removed. */
export const CONFIRM_DELETE_FILE = 'Etes vous sûr de vouloir supprimer ce fichier ?';

/** Which single document of the cemetery: its rules or its funerary heritage (spec 000 §3 nomReglement, nomPatrimoine). */
export const ESPACE_DOCUMENT_KINDS = { reglement: ['nomReglement', 'reglementSha256'], patrimoine: ['nomPatrimoine', 'patrimoineSha256'] } as const;

/**
 * Sets or removes (null, spec 000 §7 'reglement or patrimoine set to null to delete') the rules or the
 * heritage document of the cemetery. The device accepts PDF only (spec 000 §5); the server checks the bytes.
 */
export const setEspaceDocument = defineMutation({
  name: 'espace.setDocument',
  table: 'espaces',
  kind: 'update',
  args: z.object({
    id: z.uuid({ error: 'Identifiant invalide.' }),
    kind: z.enum(['reglement', 'patrimoine'], { error: 'Document inconnu.' }),
    document: z.object({ nom: nomFichier, sha256 }).nullable(),
  }),
  fields: (args) => [...ESPACE_DOCUMENT_KINDS[args.kind]],
  apply: (state, args) => {
    const [nomField, shaField] = ESPACE_DOCUMENT_KINDS[args.kind];
    return updateRow('espaces', state.row, { [nomField]: args.document?.nom ?? null, [shaField]: args.document?.sha256 ?? null }, MSG_ESPACE_MISSING);
  },
});

export interface AutreDocument {
  id: string;
  nom: string;
  description: string;
  sha256?: string;
}

function autres(row: Record<string, unknown> | null): AutreDocument[] {
  return Array.isArray(row?.autresDocuments) ? (row.autresDocuments as AutreDocument[]) : [];
}

/**
 * Adds an extra document (spec 000 §2.8: each with a name and a description). It writes the list as it is on
 * the row, plus this one, so two devices adding documents both keep theirs (no base: a set, not a value).
 */
export const addAutreDocument = defineMutation({
  name: 'espace.addAutreDocument',
  table: 'espaces',
  kind: 'update',
  args: z.object({
    id: z.uuid({ error: 'Identifiant invalide.' }),
    document: z.object({
      id: z.uuid({ error: 'Identifiant invalide.' }),
      nom: nomFichier,
      description: z.string({ error: 'Description invalide.' }).trim().max(1000, 'Description trop longue.').default(''),
      sha256,
    }),
  }),
  fields: () => [],
  apply: (state, args) => {
    const list = autres(state.row).filter((d) => d.id !== args.document.id);
    if (list.length >= 100) return { reject: 'Trop de documents (100 au plus).' };
    return updateRow('espaces', state.row, { autresDocuments: [...list, args.document] }, MSG_ESPACE_MISSING);
  },
});

/** Removes an extra document, after the spec's confirmation; removing it twice changes nothing. */
export const removeAutreDocument = defineMutation({
  name: 'espace.removeAutreDocument',
  table: 'espaces',
  kind: 'update',
  args: z.object({ id: z.uuid({ error: 'Identifiant invalide.' }), documentId: z.uuid({ error: 'Identifiant invalide.' }) }),
  fields: () => [],
  apply: (state, args) => updateRow('espaces', state.row, { autresDocuments: autres(state.row).filter((d) => d.id !== args.documentId) }, MSG_ESPACE_MISSING),
});

export const espaceDocumentMutations = [setEspaceDocument, addAutreDocument, removeAutreDocument];
