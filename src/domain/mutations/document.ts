import { z } from 'zod';
import { DOCUMENT_SLUG_PATTERN } from '../documents/slugs';
import { defineMutation, readOne, type RowWrite } from './types';
import { businessValues, isArchivedLocation, isoDate, locationLockReason, locationOfRow, MSG_LOCATION_ARCHIVED, optionalText, rowId, tombstone } from './helpers';

/**
 * Documents of a concession (spec 001 §2 full sheet 'documents (download or generate)', §3 location document):
 * an uploaded file or a document generated on the device (the deed, a burial authorisation). The row names
 * its bytes by SHA-256; the bytes travel by PUT /api/media before this mutation is pushed (DESIGN §5), like photos.
 */

export const MSG_DOCUMENT_MISSING = 'Document introuvable.';

const sha256 = z.string({ error: 'Empreinte du fichier invalide.' }).regex(/^[0-9a-f]{64}$/, 'Empreinte du fichier invalide.');

export const MSG_DOCUMENT_REPLACED_KIND = 'Un document ne peut remplacer qu’un document du même modèle de la même concession.';

/**
 * Adds a document to a concession (POST /documents/upload/{mapping}, POST /api/documents/generate), dated
 * (`date`, the day it was made on the device, else the cemetery's day). `remplace` names the document it
 * replaces, a redone one (issue 28, documents/replacement.ts): that one stays, marked `remplacePar`, unless it
 * is gone or already replaced; it must be of the same concession and the same kind.
 */
export const createDocument = defineMutation({
  name: 'document.create',
  table: 'documents',
  kind: 'create',
  args: z.object({
    id: rowId,
    locationId: rowId,
    nom: z.string({ error: 'Nom du document manquant.' }).trim().min(1, 'Nom du document manquant.').max(255, 'Nom du document trop long (255 caractères au plus).'),
    description: optionalText(2000).optional(),
    mediaSha256: sha256,
    slug: z.string({ error: 'Modèle de document invalide.' }).regex(DOCUMENT_SLUG_PATTERN, 'Modèle de document invalide.').nullable().optional(),
    date: isoDate.optional(),
    remplace: rowId.nullable().optional(),
  }),
  fields: () => [],
  reads: (args) => ({
    location: { table: 'locations', id: args.locationId },
    ...(args.remplace ? { replaced: { table: 'documents', id: args.remplace } } : {}),
  }),
  apply: (state, args, ctx) => {
    const location = readOne(state, 'location');
    const locked = locationLockReason(location);
    if (locked || !location) return { reject: locked ?? MSG_DOCUMENT_MISSING };
    const replaced = readOne(state, 'replaced');
    if (replaced && (replaced.locationId !== args.locationId || !args.slug || replaced.slug !== args.slug)) return { reject: MSG_DOCUMENT_REPLACED_KIND };
    const row = {
      id: args.id,
      locationId: args.locationId,
      // The plot comes from the concession, never from the device, so the two cannot disagree.
      emplacementId: typeof location.emplacementId === 'string' ? location.emplacementId : null,
      nom: args.nom,
      description: args.description ?? null,
      mediaSha256: args.mediaSha256,
      slug: args.slug ?? null,
      dateDocument: args.date ?? ctx.today,
      remplacePar: null,
      deletedAt: null,
    };
    const writes: RowWrite[] = [{ table: 'documents', id: args.id, row }];
    // The former one stays, marked replaced; one deleted meanwhile, or replaced already, is left as it is.
    if (replaced && !replaced.remplacePar) writes.push({ table: 'documents', id: replaced.id, row: { ...businessValues(replaced), remplacePar: args.id } });
    return { writes };
  },
});

/**
 * Deletes a document after 'Etes vous sur de vouloir supprimer ce documents ?' (spec 001 §7
 * supprimerDocumentLocation, §8): a tombstone. The bytes stay in the media store for the restore points.
 */
export const deleteDocument = defineMutation({
  name: 'document.delete',
  table: 'documents',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => [],
  reads: (_args, row) => locationOfRow(row),
  apply: (state, _args, ctx) => {
    if (isArchivedLocation(readOne(state, 'location'))) return { reject: MSG_LOCATION_ARCHIVED };
    return tombstone('documents', state.row, ctx.now, MSG_DOCUMENT_MISSING);
  },
});

export const documentMutations = [createDocument, deleteDocument];
