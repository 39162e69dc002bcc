import { ActionIcon, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Media } from '../../../domain/entities/media';
import { usePhotoUrl } from '../../../replica/queries/photoUrl';
import { useEspaceId } from '../../../replica/useEnqueue';

/** One photo: opens the viewer; the delete button archives a displayed photo or removes an old one. */
export function PhotoThumb({ photo, pending, onOpen, onDelete }: { photo: Media; pending: boolean; onOpen: () => void; onDelete: (() => void) | null }) {
  const url = usePhotoUrl(useEspaceId(), photo.sha256);
  return (
    <Paper withBorder p={4} pos="relative" data-testid="photo">
      <Stack gap={2}>
        <UnstyledButton onClick={onOpen} aria-label={`Voir la photo ${photo.nom}`}>
          <Image src={url} alt={photo.nom} h={140} w={180} fit="cover" radius="sm" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
        </UnstyledButton>
        <Text size="xs" c="dimmed">
          {photo.takenAt ? new Date(photo.takenAt).toLocaleDateString('fr-FR') : ''} {pending ? '• en attente d’envoi' : ''}
        </Text>
      </Stack>
      {onDelete && (
        <ActionIcon size={44} color="red" variant="filled" pos="absolute" top={8} right={8} aria-label={photo.archive ? `Supprimer la photo ${photo.nom}` : `Archiver la photo ${photo.nom}`} onClick={onDelete}>
          ×
        </ActionIcon>
      )}
    </Paper>
  );
}
