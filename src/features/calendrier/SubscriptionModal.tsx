import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatFrDate } from '../../domain/dates';
import { useOnline } from '../../replica/useOnline';
import { feedState, newFeed, revokeFeed, type FeedState } from './subscriptionApi';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 'S'abonner au calendrier' (issue 18): a private iCalendar link of the cemetery's renewals, works and legal
 * deadlines for the calendar application the user already has (Outlook, Google Agenda, Thunderbird…). The server
 * keeps only a fingerprint of the link, so it is shown once, when made; making a new one or revoking it stops the
 * old one at once.
 */
export function SubscriptionModal({ espaceId, onClose }: { espaceId: string; onClose: () => void }) {
  const online = useOnline();
  const [state, setState] = useState<FeedState | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);

  useEffect(() => {
    if (!online) return;
    let current = true;
    feedState(espaceId).then((s) => current && setState(s), (e: unknown) => current && setMessage({ color: 'red', text: errorText(e) }));
    return () => {
      current = false;
    };
  }, [espaceId, online]);

  const create = async () => {
    setBusy(true);
    try {
      const made = await newFeed(espaceId);
      setUrl(made.url);
      setState({ actif: true, createdAt: made.createdAt });
      setMessage(null);
    } catch (e) {
      setMessage({ color: 'red', text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      const answer = await revokeFeed(espaceId);
      setUrl(null);
      setState({ actif: false, createdAt: null });
      setMessage({ color: 'green', text: answer.message });
    } catch (e) {
      setMessage({ color: 'red', text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="S'abonner au calendrier" centered size="lg">
      <Stack>
        <Text>
          Ajoutez ce lien à votre agenda (Outlook, Google Agenda, Thunderbird…) pour y voir les concessions à renouveler, les travaux et les échéances des
          procédures de ce cimetière. Il se met à jour tout seul ; il est personnel : ne le partagez pas.
        </Text>
        {!online && <Alert color="orange">Le lien d'abonnement se gère en ligne : reconnectez-vous au réseau.</Alert>}
        {message && <Alert color={message.color}>{message.text}</Alert>}
        {state?.actif && !url && state.createdAt && (
          <Text>Un lien est actif depuis le {formatFrDate(state.createdAt.slice(0, 10))}. Par sécurité, il n'est affiché qu'à sa création : créez-en un nouveau pour le copier (l'ancien cessera de fonctionner).</Text>
        )}
        {url && (
          <Group align="flex-end" wrap="nowrap">
            <TextInput size="lg" label="Lien d'abonnement" readOnly value={url} style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="lg" color={copied ? 'green.9' : undefined} onClick={copy}>{copied ? 'Copié' : 'Copier'}</Button>
              )}
            </CopyButton>
          </Group>
        )}
        <Group justify="flex-end">
          {state?.actif && <Button size="lg" variant="light" color="red" loading={busy} disabled={!online} onClick={() => void revoke()}>Révoquer le lien</Button>}
          <Button size="lg" loading={busy} disabled={!online || state === null} onClick={() => void create()}>
            {state?.actif ? 'Créer un nouveau lien' : 'Créer le lien'}
          </Button>
          <Button size="lg" variant="default" onClick={onClose}>Fermer</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
