import { Alert, Button, Checkbox, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { positionText } from '../../../domain/documents/pvConstatDocument';
import { PV_DESCRIPTEUR_LABELS, PV_DESCRIPTEURS } from '../../../domain/procedures/abandon/pvConstat';
import { usePhotoUrl } from '../../../replica/queries/photoUrl';
import { useEspaceId } from '../../../replica/useEnqueue';
import { usePhotoUpload } from '../../fiche/photos/usePhotoUpload';
import { toggleDescripteur, type PvDraft, type PvPhotoDraft } from './pvForm';
import { LoadingIndicator } from '../../shared/LoadingIndicator';

interface Props {
  emplacementId: string;
  draft: PvDraft;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (update: (draft: PvDraft) => PvDraft) => void;
}

function PvPhoto({ photo, index, onRemove }: { photo: PvPhotoDraft; index: number; onRemove: (() => void) | null }) {
  const url = usePhotoUrl(useEspaceId(), photo.sha256);
  return (
    <Paper withBorder p={4} data-testid="pv-photo">
      <Stack gap={4}>
        <Image src={url} alt={`Photo ${index + 1} du constat`} h={150} fit="cover" radius="sm" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
        <Text size="sm">
          Photo {index + 1}
          {photo.takenAt ? `, ${new Date(photo.takenAt).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })}` : ''}
        </Text>
        {onRemove && (
          <Button size="md" mih={44} variant="subtle" color="red" onClick={onRemove} aria-label={`Retirer la photo ${index + 1} du procès-verbal`}>
            Retirer
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Where the tablet stands, asked once (GPS); the PV states it with the plot's carré, allée and number. */
function usePosition(onFix: (p: { latitude: number; longitude: number }) => void) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const ask = () => {
    if (!('geolocation' in navigator)) {
      setState({ busy: false, error: 'Cet appareil ne permet pas la géolocalisation.' });
      return;
    }
    setState({ busy: true, error: null });
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setState({ busy: false, error: null });
        onFix({ latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      (e) => setState({ busy: false, error: e.code === e.PERMISSION_DENIED ? 'La localisation est refusée : autorisez-la dans les réglages du navigateur.' : 'Position introuvable : aucun signal GPS pour le moment.' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };
  return { ...state, ask };
}

/**
 * What the PV finds (LAW.md "state of abandonment": visible signs described precisely): the checklist of the
 * signs, the written description, the photos taken now through the sheet's pipeline (compressed in the worker,
 * EXIF date and GPS kept, linked to the plot at once, so nothing is lost if the PV is left), and the position.
 */
export function PvStateSection({ emplacementId, draft, errors, readOnly, onChange }: Props) {
  const { add, busy } = usePhotoUpload(emplacementId);
  const position = usePosition((p) => onChange((d) => ({ ...d, position: p })));
  const addPhotos = async (files: File[]) => {
    const added = await add(files);
    if (added.length > 0) onChange((d) => ({ ...d, photos: [...d.photos, ...added.filter((a) => !d.photos.some((p) => p.sha256 === a.sha256))] }));
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={3}>État de la sépulture</Title>
        <Stack gap="xs" role="group" aria-label="Signes d'abandon constatés">
          <Text fw={600} size="lg">
            Signes d'abandon constatés
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {PV_DESCRIPTEURS.map((d) => (
              <Checkbox key={d} size="lg" label={PV_DESCRIPTEUR_LABELS[d]} checked={draft.descripteurs.includes(d)} disabled={readOnly} onChange={() => onChange((x) => toggleDescripteur(x, d))} />
            ))}
          </SimpleGrid>
          {errors['descripteurs'] && <Text c="red.8">{errors['descripteurs']}</Text>}
        </Stack>
        <Textarea size="lg" label="Description précise de l'état de la sépulture" autosize minRows={4} value={draft.description} disabled={readOnly} error={errors['description']}
          onChange={(e) => {
            const value = e.currentTarget.value;
            onChange((d) => ({ ...d, description: value }));
          }} />
        <Stack gap="xs">
          <Text fw={600} size="lg">
            Photos ({draft.photos.length})
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {draft.photos.map((p, i) => (
              <PvPhoto key={p.sha256} photo={p} index={i} onRemove={readOnly ? null : () => onChange((d) => ({ ...d, photos: d.photos.filter((x) => x.sha256 !== p.sha256) }))} />
            ))}
          </SimpleGrid>
          {errors['photos'] && <Text c="red.8">{errors['photos']}</Text>}
          {!readOnly && (
            <Group>
              <FileButton onChange={(f) => f && void addPhotos([f])} accept="image/jpeg,image/png" capture="environment">
                {(props) => (
                  <Button size="lg" {...props}>
                    Prendre une photo
                  </Button>
                )}
              </FileButton>
              <FileButton onChange={(files) => void addPhotos(files)} accept=".jpg,.jpeg,.png,image/jpeg,image/png" multiple>
                {(props) => (
                  <Button size="lg" variant="light" {...props}>
                    Ajouter des photos
                  </Button>
                )}
              </FileButton>
              {busy > 0 && <LoadingIndicator size="sm" label="Photos en cours d'enregistrement" />}
            </Group>
          )}
        </Stack>
        <Stack gap="xs">
          <Text fw={600} size="lg">
            Position
          </Text>
          <Text size="lg" data-testid="pv-position">
            {draft.position ? positionText(draft.position) : 'Position GPS non relevée.'}
          </Text>
          {position.error && <Alert color="yellow">{position.error}</Alert>}
          {!readOnly && (
            <Button size="lg" variant="light" loading={position.busy} onClick={position.ask} w="fit-content">
              {draft.position ? 'Relever à nouveau la position' : 'Relever la position'}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
