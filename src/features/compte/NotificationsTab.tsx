import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { CRITICITE_DESCRIPTIONS, CRITICITE_LABELS } from '../../domain/constants/notifications';
import type { Espace } from '../../domain/entities/espace';
import { togglesOf, type NotificationToggle } from '../../domain/rules/notificationToggles';
import { useRunMutation } from '../fiche/useFicheActions';

/**
 * Notifications (spec 000 §2.8, §4): three toggles, all, main and critical. 'All' is main plus critical; the
 * cemetery stores the kinds it receives (espaces.notifications), which notification generation honours.
 */
export function NotificationsTab({ espace, writer }: { espace: Espace; writer: boolean }) {
  const run = useRunMutation();
  const toggles = togglesOf(espace.notifications);
  const set = (toggle: NotificationToggle, on: boolean) => void run('espace.setNotificationToggle', { id: espace.id, toggle, on }, 'Préférences de notification enregistrées.');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Notifications" maw={720}>
      <Title order={2} size="h3" mb="xs">Notifications du cimetière</Title>
      <Stack gap="lg">
        <Switch size="lg" label="Toutes les notifications" checked={toggles.all} disabled={!writer} onChange={(e) => set('all', e.currentTarget.checked)} />
        {(['principale', 'critique'] as const).map((k) => (
          <div key={k}>
            <Switch size="lg" label={CRITICITE_LABELS[k]} checked={toggles[k]} disabled={!writer} onChange={(e) => set(k, e.currentTarget.checked)} />
            <Text size="sm" c="dimmed" ml={64}>{CRITICITE_DESCRIPTIONS[k]}</Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
