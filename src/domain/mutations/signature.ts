import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants/media';
import type { Media } from '../entities/media';
import { defineMutation, readOne } from './types';
import { locationLockReason, rowId } from './helpers';

/**
 * A signature drawn on the tablet under a PV de constat d'abandon (reprise after abandonment, steps 3 and 9;
 * CGCT R2223-14: the PV is signed by everyone present). Kept as a `media` row of the concession, kind
 * 'signature', naming its PNG by SHA-256; the bytes travel by PUT /api/media first (DESIGN §5), and the
 * server refuses the link unless this municipality uploaded them (DESIGN §8). The PV's fields name it by hash.
 */
export const addSignature = defineMutation({
  name: 'location.addSignature',
  table: 'media',
  kind: 'create',
  args: z.object({
    id: rowId,
    locationId: rowId,
    sha256: z.string({ error: 'Empreinte du fichier invalide.' }).regex(/^[0-9a-f]{64}$/, 'Empreinte du fichier invalide.'),
    nom: z.string({ error: 'Nom du signataire manquant.' }).trim().min(1, 'Nom du signataire manquant.').max(255, 'Nom du signataire trop long.'),
    size: z.number({ error: 'Taille du fichier invalide.' }).int('Taille du fichier invalide.').positive('Le fichier est vide.').max(UPLOAD_MAX_BYTES, 'Fichier trop volumineux.'),
  }),
  fields: () => [],
  reads: (args) => ({ location: { table: 'locations', id: args.locationId } }),
  apply: (state, args) => {
    const location = readOne(state, 'location');
    const locked = locationLockReason(location);
    if (locked || !location) return { reject: locked ?? 'Concession introuvable.' };
    const row: Omit<Media, 'espaceId' | 'version' | 'seq' | 'updatedAt'> = {
      id: args.id,
      sha256: args.sha256,
      nom: args.nom,
      mime: 'image/png',
      size: args.size,
      kind: 'signature',
      emplacementId: typeof location.emplacementId === 'string' ? location.emplacementId : null,
      locationId: args.locationId,
      archive: false,
      takenAt: null,
      latitude: null,
      longitude: null,
      deletedAt: null,
    };
    return { writes: [{ table: 'media', id: args.id, row }] };
  },
});

export const signatureMutations = [addSignature];
