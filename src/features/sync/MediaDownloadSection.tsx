import { NativeSelect, Stack, Text } from '@mantine/core';
import { MEDIA_BUDGET_CHOICES, mediaProgressLines, type MediaProgress } from '../../domain/sync/mediaDownload';
import { getReplica } from '../../replica/db';
import { getMeta, setMeta } from '../../replica/meta';
import { formatBytes } from '../../replica/storage';
import { useLiveQuery } from '../../replica/useLiveQuery';
import { syncNow } from '../../../workers/sync.client';

interface Props {
  espaceId: string;
  media: MediaProgress | null;
}

const NO_BUDGET = 'aucun';

function budgetLabel(bytes: number | null): string {
  return bytes === null ? "Sans limite (la place de l'appareil)" : formatBytes(bytes);
}

/**
 * The cemetery's photos and documents on this device (issue 29): how many are there ('Photos : 412 / 1 380'),
 * the bytes they take, and the storage budget the download keeps within, which the user may change: a higher
 * budget starts the download again at once.
 */
export function MediaDownloadSection({ espaceId, media }: Props) {
  const budget = useLiveQuery(() => getMeta(getReplica(espaceId), 'mediaBudget'), [espaceId]);
  const choose = async (value: string) => {
    await setMeta(getReplica(espaceId), 'mediaBudget', value === NO_BUDGET ? null : Number(value));
    void syncNow(espaceId);
  };
  const choices = MEDIA_BUDGET_CHOICES.map((c) => ({ value: c === null ? NO_BUDGET : String(c), label: budgetLabel(c) }));
  const current = budget === undefined ? undefined : budget === null ? NO_BUDGET : String(budget);
  if (current !== undefined && !choices.some((c) => c.value === current)) choices.push({ value: current, label: budgetLabel(budget ?? null) });
  return (
    <Stack gap={4} data-testid="sync-media">
      <Text fw={600}>Photos et documents sur cet appareil</Text>
      {media ? (
        <>
          {mediaProgressLines(media).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Text size="sm">Place occupée : {formatBytes(media.heldBytes)}</Text>
        </>
      ) : (
        <Text size="sm">Pas encore comptés : ils le seront à la prochaine synchronisation.</Text>
      )}
      <NativeSelect
        label="Budget de stockage des photos et documents"
        data={choices}
        value={current ?? ''}
        disabled={current === undefined}
        onChange={(event) => void choose(event.currentTarget.value)}
      />
    </Stack>
  );
}
