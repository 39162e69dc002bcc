import { Alert, Button, Group, Text } from '@mantine/core';
import { DRAFT_SAVING_MESSAGE, draftFoundMessage, draftSavedMessage } from '../../../domain/drafts/drafts';
import type { DraftState } from './useDraft';

/**
 * Says that a draft of this form was found on the device, and offers it back: 'Reprendre le brouillon' puts
 * it into the form, 'Abandonner' deletes it (issues 28 and 29).
 */
export function DraftBanner({ draft }: { draft: DraftState }) {
  if (!draft.offer) {
    // The form says its work is safe on the device (a reload, a killed tab lose nothing) only once the
    // store holds what the form holds now; until then it says the write is coming.
    if (!draft.dirty) return null;
    return (
      <Text c="dimmed" size="sm" role="status" data-testid="brouillon-enregistre">
        {draft.pending || !draft.savedAt ? DRAFT_SAVING_MESSAGE : draftSavedMessage(draft.savedAt)}
      </Text>
    );
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
