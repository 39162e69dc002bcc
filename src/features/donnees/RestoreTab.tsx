import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { changeSentence, groupByDayAndUser, type HistoryChange } from '../../domain/donnees/changeWording';
import { parisTimeOfDay } from '../../domain/parisTime';
import { formatFrDate } from '../../domain/dates';
import { isAdmin } from '../../domain/roles';
import { useActor, useEspaceId } from '../../replica/useEnqueue';
import { useOnline } from '../../replica/useOnline';
import { pullAfterServerWrite } from '../sync/pullAfterServerWrite';
import { RestoreConfirmModal } from './RestoreConfirmModal';
import { fetchChanges, restore, type ChangesAnswer } from './restoreApi';
import { LoadingIndicator } from '../shared/LoadingIndicator';

const DAY_TITLE = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Dimanche 22 novembre 2026' from YYYY-MM-DD. */
function dayTitle(day: string): string {
  const text = DAY_TITLE.format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Target {
  avant: number;
  title: string;
}

function ChangeLine({ change, canRestore, onRestore }: { change: HistoryChange; canRestore: boolean; onRestore: (t: Target) => void }) {
  const isRestore = change.name === 'donnees.restaurer';
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" component="li" py={4}>
      <Text size="md">
        <Text span c="dimmed" mr="xs">
          {parisTimeOfDay(change.at)}
        </Text>
        {changeSentence(change)}
      </Text>
      {canRestore && (
        <Button
          size="sm"
          variant="subtle"
          style={{ flexShrink: 0 }}
          {...(isRestore ? {} : { 'aria-label': `Revenir avant cette modification : ${changeSentence(change)}` })}
          onClick={() => onRestore({ avant: change.firstHistoryId, title: isRestore ? "l'état d'avant cette restauration" : "l'état d'avant cette modification" })}
        >
          {isRestore ? 'Annuler cette restauration' : 'Revenir avant'}
        </Button>
      )}
    </Group>
  );
}

/**
 * 'Point de restauration' (spec 000 §2.10, issue 15): the last 7 days of changes, read from the server's
 * history, by day and by user in plain words; an administrator restores the cemetery to a moment after a
 * confirmation that says what will change. Online only: the history lives on the server.
 */
export function RestoreTab() {
  const espaceId = useEspaceId();
  const actor = useActor();
  const online = useOnline();
  const admin = actor ? isAdmin(actor.roles) : false;
  const [answer, setAnswer] = useState<ChangesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!espaceId || !admin || !online) return;
    const controller = new AbortController();
    setError(null);
    fetchChanges(espaceId, controller.signal).then(setAnswer, (e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    });
    return () => controller.abort();
  }, [espaceId, admin, online, reload]);

  const confirm = useCallback(
    async (avant: number, dernier: number) => {
      if (!espaceId) return;
      setBusy(true);
      try {
        const done = await pullAfterServerWrite(espaceId, restore(espaceId, avant, dernier));
        notifications.show({ color: 'green', title: 'Restauration effectuée', message: `${done.lignes} fiche(s) restaurée(s). Les autres appareils la recevront à leur prochaine synchronisation.` });
        setTarget(null);
        setReload((n) => n + 1);
      } catch (e) {
        notifications.show({ color: 'red', title: 'La restauration a échoué', message: e instanceof Error ? e.message : String(e) });
        setTarget(null);
        setReload((n) => n + 1);
      } finally {
        setBusy(false);
      }
    },
    [espaceId],
  );

  const days = answer ? groupByDayAndUser(answer.changes) : [];
  return (
    <Stack gap="lg" maw={1000}>
      <Text size="md">
        Les modifications des 7 derniers jours sont conservées automatiquement. Un administrateur peut remettre le cimetière dans l'état où
        il était à un moment choisi : la restauration est enregistrée comme une modification, elle parvient à tous les appareils et peut
        être annulée.
      </Text>
      {!admin && <Alert color="blue">Seul un administrateur du compte peut consulter les points de restauration et restaurer le cimetière.</Alert>}
      {admin && !online && (
        <Alert color="orange" title="Connexion nécessaire">
          Les points de restauration sont conservés sur le serveur : reconnectez-vous pour les consulter et restaurer le cimetière.
        </Alert>
      )}
      {admin && online && error && <Alert color="red">{error}</Alert>}
      {admin && online && !answer && !error && (
        <Group gap="sm">
          <LoadingIndicator size="sm" />
          <Text size="md">Lecture de l'historique…</Text>
        </Group>
      )}
      {admin && online && answer && days.length === 0 && <Text size="md">Aucune modification ces 7 derniers jours.</Text>}
      {admin &&
        online &&
        days.map((day) => (
          <Paper key={day.day} withBorder p="md" radius="md" component="section" aria-label={dayTitle(day.day)}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {dayTitle(day.day)}
              </Title>
              <Button size="md" variant="light" onClick={() => setTarget({ avant: day.firstHistoryId, title: `l'état du début du ${formatFrDate(day.day)}` })}>
                Annuler les modifications de ce jour et des suivants
              </Button>
            </Group>
            <Stack gap="sm">
              {day.users.map((u) => (
                <div key={u.author}>
                  <Text fw={700} size="md">{`${u.author} — ${u.changes.length} modification${u.changes.length > 1 ? 's' : ''}`}</Text>
                  <Stack gap={0} component="ul" style={{ listStyle: 'none', paddingLeft: 12, margin: 0 }}>
                    {u.changes.map((c) => (
                      <ChangeLine key={`${c.firstHistoryId}`} change={c} canRestore onRestore={setTarget} />
                    ))}
                  </Stack>
                </div>
              ))}
            </Stack>
          </Paper>
        ))}
      {espaceId && (
        <RestoreConfirmModal
          espaceId={espaceId}
          avant={target?.avant ?? null}
          title={target?.title ?? ''}
          busy={busy}
          onClose={() => setTarget(null)}
          onConfirm={(avant, dernier) => void confirm(avant, dernier)}
        />
      )}
    </Stack>
  );
}

