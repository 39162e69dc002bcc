import { Alert, Button, Group, Text } from '@mantine/core';
import { draftFoundMessage, draftSavedMessage } from '../../../domain/drafts/drafts';
import type { DraftState } from './useDraft';

/**
 * Says that a draft of this form was found on the device, and offers it back: 'Reprendre le brouillon' puts
 * it into the form, 'Abandonner' deletes it (issues 28 and 29).
 */
export function DraftBanner({ draft }: { draft: DraftState }) {
  if (!draft.offer) {
    // Once written, the form says its work is safe on the device (a reload, a killed tab lose nothing).
    return draft.savedAt && draft.dirty ? (
      <Text c="dimmed" size="sm" role="status" data-testid="brouillon-enregistre">
        {draftSavedMessage(draft.savedAt)}
      </Text>
    ) : null;
  }
  return (
    <Alert color="blue" title="Brouillon retrouvé" data-testid="brouillon">
      <Text mb="sm">{draftFoundMessage(draft.offer.savedAt)}</Text>
      <Group gap="sm">
        <Button size="md" mih={44} onClick={draft.restore}>
          Reprendre le brouillon
        </Button>
        <Button size="md" mih={44} variant="default" onClick={draft.discard}>
          Abandonner
        </Button>
      </Group>
    </Alert>
  );
}
