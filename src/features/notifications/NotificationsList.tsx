import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Notification } from '../../domain';
import { elapsedDays } from './elapsedDays';

export type NotificationItem = Pick<Notification, 'id' | 'titre' | 'description' | 'dateRecu' | 'dateLue' | 'emplacementId' | 'criticite'>;

interface NotificationsListProps {
  notifications: readonly NotificationItem[];
  now: Date;
  onArchive: (id: string) => void;
  onNavigate: () => void;
}

/** The list of the notifications panel (spec 000 §2.6); the replica feeds it in a later issue. */
export function NotificationsList({ notifications, now, onArchive, onNavigate }: NotificationsListProps) {
  if (notifications.length === 0) return <Text size="lg">Aucune notification</Text>;
  return (
    <Stack gap="sm">
      {notifications.map((n) => (
        <Paper key={n.id} withBorder p="sm" bd={n.criticite === 'critique' ? '2px solid var(--mantine-color-red-8)' : undefined}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              {n.emplacementId ? (
                <Anchor component={Link} to={`/fiche-concession/${n.emplacementId}`} onClick={onNavigate} fw={700}>
                  {n.titre}
                </Anchor>
              ) : (
                <Text fw={700}>{n.titre}</Text>
              )}
              {n.description ? <Text>{n.description}</Text> : null}
              <Text size="sm">{elapsedDays(n.dateRecu, now)}</Text>
            </Stack>
            <CloseButton size="xl" aria-label={`Fermer la notification ${n.titre}`} onClick={() => onArchive(n.id)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
