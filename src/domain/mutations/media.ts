import { z } from 'zod';
import { PHOTO_MIME_TYPES, UPLOAD_MAX_BYTES } from '../constants/media';
import type { Media } from '../entities/media';
import { defineMutation, readOne, type Row } from './types';
import { isLive, MSG_EMPLACEMENT_MISSING, optionalInstant, rowId, tombstone, updateRow } from './helpers';

/**
 * Photos of a plot (spec 001 §2 plot sheet, §4 Photos): uploaded, then linked to the plot. A photo is a
 * `media` row of kind 'photo' pointing at its bytes by SHA-256 (the bytes travel by PUT /api/media first,
 * DESIGN §5). Deleting a displayed photo archives it ('Anciennes photos'); deleting an archived one removes it.
 */

export const MSG_PHOTO_MISSING = 'Photo introuvable.';
export const MSG_PHOTO_NOT_ARCHIVED = "Seule une photo archivée peut être supprimée : archivez-la d'abord.";

/** Links an uploaded photo to a plot: creates its media row (spec 001 §4 Photos, PUT /api/emplacements/{id}). */
export const addPhoto = defineMutation({
  name: 'emplacement.addPhoto',
  table: 'media',
  kind: 'create',
  args: z.object({
    id: rowId,
    emplacementId: rowId,
    sha256: z.string({ error: 'Empreinte du fichier invalide.' }).regex(/^[0-9a-f]{64}$/, 'Empreinte du fichier invalide.'),
    nom: z.string({ error: 'Nom du fichier manquant.' }).trim().min(1, 'Nom du fichier manquant.').max(255, 'Nom du fichier trop long.'),
    mime: z.enum(PHOTO_MIME_TYPES, { error: 'Seules les photos .jpg, .jpeg et .png sont acceptées.' }),
    size: z
      .number({ error: 'Taille du fichier invalide.' })
      .int('Taille du fichier invalide.')
      .positive('Le fichier est vide.')
      .max(UPLOAD_MAX_BYTES, 'Fichier trop volumineux.'),
    takenAt: optionalInstant.optional(),
    latitude: z.number({ error: 'Latitude invalide.' }).min(-90, 'Latitude invalide.').max(90, 'Latitude invalide.').nullable().optional(),
    longitude: z.number({ error: 'Longitude invalide.' }).min(-180, 'Longitude invalide.').max(180, 'Longitude invalide.').nullable().optional(),
  }),
  fields: () => [],
  reads: (args) => ({ emplacement: { table: 'emplacements', id: args.emplacementId } }),
  apply: (state, args) => {
    if (!isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    const row: Omit<Media, 'espaceId' | 'version' | 'seq' | 'updatedAt'> = {
      id: args.id,
      sha256: args.sha256,
      nom: args.nom,
      mime: args.mime,
      size: args.size,
      kind: 'photo',
      emplacementId: args.emplacementId,
      locationId: null,
      archive: false,
      takenAt: args.takenAt ?? null,
      latitude: args.latitude ?? null,
      longitude: args.longitude ?? null,
      deletedAt: null,
    };
    return { writes: [{ table: 'media', id: args.id, row }] };
  },
});

function isPhoto(row: Row | null): boolean {
  return row !== null && row.kind === 'photo';
}

/** Moves a displayed photo to 'Anciennes photos' (spec 001 §4 Photos, PUT /api/image_media/{id} archive=true). */
export const archivePhoto = defineMutation({
  name: 'emplacement.archivePhoto',
  table: 'media',
  kind: 'update',
  args: z.object({ id: rowId }),
  fields: () => ['archive'],
  apply: (state) => {
    if (!isPhoto(state.row)) return { reject: MSG_PHOTO_MISSING };
    return updateRow('media', state.row, { archive: true }, MSG_PHOTO_MISSING);
  },
});

/**
 * Deletes an archived photo (spec 001 §4 Photos, DELETE /api/image_media/{id}): a tombstone on its media row.
 * The bytes stay in the media store, shared by hash and kept for the restore points (spec 000 §2.10).
 */
export const deletePhoto = defineMutation({
  name: 'emplacement.deletePhoto',
  table: 'media',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => [],
  apply: (state, _args, ctx) => {
    if (!isPhoto(state.row)) return { reject: MSG_PHOTO_MISSING };
    if (isLive(state.row) && state.row.archive !== true) return { reject: MSG_PHOTO_NOT_ARCHIVED };
    return tombstone('media', state.row, ctx.now, MSG_PHOTO_MISSING);
  },
});

export const mediaMutations = [addPhoto, archivePhoto, deletePhoto];
