import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { MSG } from '../../domain/messages';
import { changePassword } from '../../platform/auth';
import { isApiError, isNetworkError } from '../../platform/errors';
import { getSession, subscribeSession } from '../../platform/session';

/** The rule the server enforces (server/auth/schemas.ts newPassword), said before sending. */
const PASSWORD_MIN = 8;
const MSG_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`;
const MSG_MISMATCH = 'Les deux nouveaux mots de passe ne sont pas identiques.';
const MSG_OFFLINE = 'Modification impossible hors connexion : le mot de passe se change en ligne.';
export const CONFIRM_PASSWORD = 'Confirmez-vous le changement de mot de passe ? Toutes vos autres sessions seront fermées.';

/**
 * Sécurité (spec 000 §2.8, §5, §8): the password changes through a confirmation modal, only for a user with a
 * stored e-mail (told of the change), else 'Aucune adresse mail trouvée pour l'utilisateur.'. The server cuts
 * every other session; this device keeps a fresh one.
 */
export function SecuriteTab() {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (!session.profile?.email) return <Alert color="yellow">{MSG.noEmail}</Alert>;

  const ask = () => {
    setDone(false);
    if (!current) return setError('Veuillez saisir votre mot de passe actuel.');
    if (next.length < PASSWORD_MIN) return setError(MSG_TOO_SHORT);
    if (next !== again) return setError(MSG_MISMATCH);
    setError(null);
    setAsking(true);
  };
  const send = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await changePassword(current, next);
      setDone(true);
      setCurrent('');
      setNext('');
      setAgain('');
    } catch (e) {
      setError(isNetworkError(e) ? MSG_OFFLINE : isApiError(e) && e.status < 500 ? e.message : MSG.resetFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Mot de passe" maw={560}>
      <Title order={2} size="h3" mb="xs">Changer le mot de passe</Title>
      <Text c="dimmed" mb="sm">Compte : {session.profile.email}. Au moins {PASSWORD_MIN} caractères.</Text>
      <Stack>
        <PasswordInput size="lg" label="Mot de passe actuel" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} />
        <PasswordInput size="lg" label="Nouveau mot de passe" autoComplete="new-password" value={next} onChange={(e) => setNext(e.currentTarget.value)} />
        <PasswordInput size="lg" label="Confirmer le nouveau mot de passe" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.currentTarget.value)} />
        {error && <Alert color="red" role="alert">{error}</Alert>}
        {done && <Alert color="green">Votre mot de passe a été modifié. Vos autres sessions ont été fermées.</Alert>}
        <Group justify="flex-end">
          <Button size="lg" loading={busy} onClick={ask}>Changer le mot de passe</Button>
        </Group>
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Confirmation" centered>
        <Text size="lg" mb="lg">{CONFIRM_PASSWORD}</Text>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={() => setAsking(false)}>Annuler</Button>
          <Button size="lg" onClick={() => void send()}>Confirmer</Button>
        </Group>
      </Modal>
    </Paper>
  );
}
