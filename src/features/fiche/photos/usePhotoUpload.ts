import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { compressImage } from '../../../../workers/image.client';
import { getReplica } from '../../../replica/db';
import { discardUnlinkedMedia, storeMedia } from '../../../replica/media';
import { useEspaceId } from '../../../replica/useEnqueue';
import { StorageFullError } from '../../../replica/quota';
import { uuidv7 } from '../../../replica/uuidv7';
import { useRunMutation } from '../useFicheActions';

const ACCEPTED = /\.(jpe?g|png)$/i;

/**
 * Photos of a plot (spec 001 §4 Photos): each file is compressed in the worker, its EXIF date and position kept,
 * stored on the device (the only copy until uploaded), then linked by emplacement.addPhoto: shown at once,
 * uploaded in the background by the sync engine before the link is pushed.
 */
/** A photo linked to the plot: its hash and what its EXIF said (the PV de constat lists them, issue 12). */
export interface AddedPhoto {
  sha256: string;
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
}

export function usePhotoUpload(emplacementId: string): { add: (files: readonly File[]) => Promise<AddedPhoto[]>; busy: number } {
  const espaceId = useEspaceId();
  const run = useRunMutation();
  const [busy, setBusy] = useState(0);
  const add = useCallback(
    async (files: readonly File[]) => {
      const added: AddedPhoto[] = [];
      if (!espaceId) return added;
      const db = getReplica(espaceId);
      setBusy(files.length);
      try {
        for (const file of files) {
          if (!ACCEPTED.test(file.name) && !/^image\/(jpeg|png)$/.test(file.type)) {
            notifications.show({ color: 'red', message: 'Seules les photos .jpg, .jpeg et .png sont acceptées.' });
            continue;
          }
          let photo: Awaited<ReturnType<typeof compressImage>>;
          let stored: Awaited<ReturnType<typeof storeMedia>>;
          try {
            photo = await compressImage(file, file.name || 'photo.jpg');
            stored = await storeMedia(db, photo.blob);
          } catch (error) {
            // A full device (QUOTA_MESSAGE) or an unreadable picture: say so, and keep what was already saved.
            const left = files.length - files.indexOf(file);
            const message = error instanceof Error ? error.message : String(error);
            notifications.show({ color: 'red', title: left > 1 ? `${left} photo(s) non enregistrée(s)` : 'Photo non enregistrée', message });
            if (error instanceof StorageFullError) return added;
            continue;
          }
          const linked = await run('emplacement.addPhoto', {
            id: uuidv7(),
            emplacementId,
            sha256: stored.sha256,
            nom: photo.name,
            mime: 'image/jpeg',
            size: stored.size,
            takenAt: photo.takenAt,
            latitude: photo.latitude,
            longitude: photo.longitude,
          });
          if (!linked) await discardUnlinkedMedia(db, stored.sha256);
          else added.push({ sha256: stored.sha256, takenAt: photo.takenAt, latitude: photo.latitude, longitude: photo.longitude });
          setBusy((n) => n - 1);
        }
        return added;
      } finally {
        setBusy(0);
      }
    },
    [espaceId, emplacementId, run],
  );
  return { add, busy };
}
