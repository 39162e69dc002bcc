import { Anchor, Badge, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NOTIFICATION_TITLES } from '../../domain/constants/notifications';
import type { Notification } from '../../domain';
import { elapsedDays } from './elapsedDays';

export type NotificationItem = Pick<Notification, 'id' | 'titre' | 'description' | 'dateRecu' | 'dateLue' | 'emplacementId' | 'criticite'>;

interface NotificationsListProps {
  notifications: readonly NotificationItem[];
  now: Date;
  onArchive: (id: string) => void;
  /** A link of the panel was followed: the panel closes. */
  onNavigate: () => void;
  /** 'Donnez votre avis': opens the feedback form. */
  onFeedback: () => void;
  /** 'Ne plus me le rappeler' of 'Paramétrage du compte'. */
  onNePlusRappeler: (id: string) => void;
}

/**
 * The list of the notifications panel (spec 000 §2.6): title, description, days since reception and a close
 * control; a link to the concession sheet when it names a plot; the feedback form from 'Donnez votre avis';
 * the account from 'Paramétrage du compte', with 'Ne plus me le rappeler'. Unread ones say so, critical ones
 * have a red border.
 */
export function NotificationsList({ notifications, now, onArchive, onNavigate, onFeedback, onNePlusRappeler }: NotificationsListProps) {
  if (notifications.length === 0) return <Text size="lg">Aucune notification</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notifications">
      {notifications.map((n) => (
        <Paper key={n.id} component="li" withBorder p="sm" bd={n.criticite === 'critique' ? '2px solid var(--mantine-color-red-8)' : undefined}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <Group gap={6}>
                {n.criticite === 'critique' ? <Badge color="red.8" variant="filled">Critique</Badge> : null}
                {!n.dateLue ? <Badge color="blue.9" variant="filled">Nouveau</Badge> : null}
              </Group>
              {n.emplacementId ? (
                <Anchor component={Link} to={`/fiche-concession/${n.emplacementId}`} onClick={onNavigate} fw={700}>
                  {n.titre}
                </Anchor>
              ) : (
                <Text fw={700}>{n.titre}</Text>
              )}
              {n.description ? <Text className="notification-description">{n.description}</Text> : null}
              <Text size="sm">{elapsedDays(n.dateRecu, now)}</Text>
              {n.titre === NOTIFICATION_TITLES.avis ? (
                <Group>
                  <Button variant="light" size="md" onClick={onFeedback}>Donner mon avis</Button>
                </Group>
              ) : null}
              {n.titre === NOTIFICATION_TITLES.parametrage ? (
                <Group gap="xs">
                  <Button component={Link} to="/gestion-compte" variant="light" size="md" onClick={onNavigate}>Paramétrer le compte</Button>
                  <Button variant="subtle" size="md" onClick={() => onNePlusRappeler(n.id)}>Ne plus me le rappeler</Button>
                </Group>
              ) : null}
            </Stack>
            <CloseButton size="xl" aria-label={`Fermer la notification ${n.titre}`} onClick={() => onArchive(n.id)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
