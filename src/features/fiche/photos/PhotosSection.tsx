import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Media } from '../../../domain/entities/media';
import type { FicheData } from '../../../replica/queries/fiche';
import { ConfirmModal } from '../ConfirmModal';
import { CONFIRM } from '../messages';
import { useRunMutation } from '../useFicheActions';
import { PhotoThumb } from './PhotoThumb';
import { PhotoViewer } from './PhotoViewer';
import { usePhotoUpload } from './usePhotoUpload';
import { LoadingIndicator } from '../../shared/LoadingIndicator';

/** Photos in two groups, 'Photos affichées' and 'Anciennes photos' (spec 001 §2, §4 Photos). */
export function PhotosSection({ fiche, writable }: { fiche: FicheData; writable: boolean }) {
  const run = useRunMutation();
  const { add, busy } = usePhotoUpload(fiche.emplacement.id);
  const [viewer, setViewer] = useState<{ list: Media[]; index: number } | null>(null);
  const [deleting, setDeleting] = useState<Media | null>(null);
  const shown = fiche.photos.filter((p) => !p.archive);
  const old = fiche.photos.filter((p) => p.archive);

  const group = (title: string, testId: string, list: Media[]) => (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={700}>{title}</Text>
      {list.length === 0 ? (
        <Text c="dimmed">Aucune photo.</Text>
      ) : (
        <Group gap="sm">
          {list.map((p, i) => (
            <PhotoThumb key={p.id} photo={p} pending={fiche.pending.has(p.id)} onOpen={() => setViewer({ list, index: i })} onDelete={writable ? () => setDeleting(p) : null} />
          ))}
        </Group>
      )}
    </Stack>
  );

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2}>Photos</Title>
        {writable && (
          <Group>
            {busy > 0 && <LoadingIndicator size="sm" label="Compression des photos" />}
            <FileButton onChange={(f) => f && void add([f])} accept="image/jpeg,image/png" capture="environment">
              {(props) => (
                <Button size="lg" {...props}>
                  Prendre une photo
                </Button>
              )}
            </FileButton>
            <FileButton onChange={(files) => void add(files)} accept=".jpg,.jpeg,.png,image/jpeg,image/png" multiple>
              {(props) => (
                <Button size="lg" variant="light" {...props}>
                  Ajouter des photos
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Group>
      <Stack>
        {group('Photos affichées', 'photos-affichees', shown)}
        {group('Anciennes photos', 'anciennes-photos', old)}
      </Stack>
      {viewer && <PhotoViewer photos={viewer.list} index={viewer.index} onIndex={(index) => setViewer({ ...viewer, index })} onClose={() => setViewer(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        message={deleting?.archive ? CONFIRM.supprimerImage : CONFIRM.archiverImage}
        onConfirm={() => deleting && void run(deleting.archive ? 'emplacement.deletePhoto' : 'emplacement.archivePhoto', { id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
