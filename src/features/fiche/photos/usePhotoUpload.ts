import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { compressImage } from '../../../../workers/image.client';
import { getReplica } from '../../../replica/db';
import { storeMedia } from '../../../replica/media';
import { useEspaceId } from '../../../replica/useEnqueue';
import { uuidv7 } from '../../../replica/uuidv7';
import { useRunMutation } from '../useFicheActions';

const ACCEPTED = /\.(jpe?g|png)$/i;

/**
 * Photos of a plot (spec 001 §4 Photos): each file is compressed in the worker, its EXIF date and position kept,
 * stored on the device (the only copy until uploaded), then linked by emplacement.addPhoto: shown at once,
 * uploaded in the background by the sync engine before the link is pushed.
 */
export function usePhotoUpload(emplacementId: string): { add: (files: readonly File[]) => Promise<void>; busy: number } {
  const espaceId = useEspaceId();
  const run = useRunMutation();
  const [busy, setBusy] = useState(0);
  const add = useCallback(
    async (files: readonly File[]) => {
      if (!espaceId) return;
      const db = getReplica(espaceId);
      setBusy(files.length);
      try {
        for (const file of files) {
          if (!ACCEPTED.test(file.name) && !/^image\/(jpeg|png)$/.test(file.type)) {
            notifications.show({ color: 'red', message: 'Seules les photos .jpg, .jpeg et .png sont acceptées.' });
            continue;
          }
          const photo = await compressImage(file, file.name || 'photo.jpg');
          const stored = await storeMedia(db, photo.blob);
          await run('emplacement.addPhoto', {
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
          setBusy((n) => n - 1);
        }
      } finally {
        setBusy(0);
      }
    },
    [espaceId, emplacementId, run],
  );
  return { add, busy };
}
