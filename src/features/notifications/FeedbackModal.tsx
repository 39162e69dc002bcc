import { Alert, Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FEEDBACK_NOTES, feedbackSchema, MSG_FEEDBACK_NOTE } from '../../domain/notifications/feedback';
import { isApiError, isNetworkError } from '../../platform/errors';
import { sendFeedback } from './feedbackApi';

export const MSG_FEEDBACK_OFFLINE = 'Connexion nécessaire pour envoyer votre avis : réessayez une fois le réseau revenu, votre saisie est conservée.';

interface FeedbackModalProps {
  opened: boolean;
  onClose: () => void;
  /** The cemetery the user is in, for the provider's reading. */
  espaceId: string | null;
}

/**
 * The feedback form (spec 000 §2.7): a rating from 1 to 10 (required: 'Veuillez sélectionner une notation
 * entre 1 et 10'), questions, suggestions, remarks; 'Merci d'avoir partager votre avis.' once sent. Sent to
 * the server at once (the provider reads it there), so it needs the network and says so.
 */
export function FeedbackModal({ opened, onClose, espaceId }: FeedbackModalProps) {
  const [note, setNote] = useState<string>('');
  const [texts, setTexts] = useState({ questions: '', suggestions: '', remarques: '' });
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    onClose();
    // Ready for another opinion next time; a failed send keeps what was typed.
    if (thanks) {
      setNote('');
      setTexts({ questions: '', suggestions: '', remarques: '' });
      setThanks(null);
    }
    setError(null);
  };

  const submit = async () => {
    const parsed = feedbackSchema.safeParse({ note: note ? Number(note) : undefined, ...texts, espaceId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG_FEEDBACK_NOTE);
      return;
    }
    setSending(true);
    setError(null);
    try {
      setThanks(await sendFeedback(parsed.data));
    } catch (e) {
      setError(isNetworkError(e) ? MSG_FEEDBACK_OFFLINE : isApiError(e) ? e.message : 'Une erreur inattendue est survenue. Veuillez réessayer.');
    } finally {
      setSending(false);
    }
  };

  const field = (key: keyof typeof texts, label: string) => (
    <Textarea label={label} size="lg" autosize minRows={2} maxRows={6} maxLength={2000} value={texts[key]} onChange={(e) => setTexts({ ...texts, [key]: e.currentTarget.value })} />
  );

  return (
    <Modal opened={opened} onClose={close} title="Donnez votre avis" size="lg" styles={{ title: { fontWeight: 700, fontSize: 22 } }}>
      {thanks ? (
        <Stack>
          <Text size="lg" role="status">{thanks}</Text>
          <Group justify="flex-end">
            <Button size="lg" onClick={close}>Fermer</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Stack gap={6} role="radiogroup" aria-labelledby="feedback-note-label">
            <Text id="feedback-note-label" fw={600}>Note (de 1 à 10)</Text>
            <Chip.Group multiple={false} value={note} onChange={(v) => { setNote(v); setError(null); }}>
              <Group gap={8}>
                {FEEDBACK_NOTES.map((n) => (
                  <Chip key={n} value={String(n)} size="lg" type="radio" aria-label={`Note ${n} sur 10`}>{n}</Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          {field('questions', 'Questions')}
          {field('suggestions', 'Suggestions')}
          {field('remarques', 'Remarques')}
          {error ? <Alert color="red.8" role="alert">{error}</Alert> : null}
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={close}>Annuler</Button>
            <Button size="lg" loading={sending} onClick={() => void submit()}>Envoyer</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
