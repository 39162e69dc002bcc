import { Badge, Button, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { formatFrDate } from '../../../domain/dates';
import type { Occupant } from '../../../domain/entities/occupant';
import { defuntLifeLine, defuntName } from '../../../domain/wizards/defunt';
import { defuntPicture } from '../../../domain/wizards/exhumation';
import { useRunMutation } from '../useFicheActions';
import { DefuntIcon } from './DefuntIcon';
import type { DefuntAction } from './DefuntsSection';

/** One deceased: picture by state, name ('Inconnu' without one), dates, age, and the menu actions. */
export function DefuntRow({ occupant: o, pending, writable, exhumationAllowed, onAction }: {
  occupant: Occupant;
  pending: boolean;
  writable: boolean;
  exhumationAllowed: boolean;
  onAction: (a: DefuntAction) => void;
}) {
  const picture = defuntPicture(o);
  const run = useRunMutation();
  const masque = o.portailMasque === true;
  return (
    <Paper withBorder p="sm" data-testid="defunt">
      <Group justify="space-between" wrap="nowrap">
        <Group wrap="nowrap" style={{ minWidth: 0 }}>
          <DefuntIcon picture={picture} />
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {defuntName(o)}
            </Text>
            <Text size="sm">
              {defuntLifeLine(o)}
            </Text>
            {o.dateExhumation && <Text size="sm">Exhumation le {formatFrDate(o.dateExhumation)}</Text>}
            {/* Under the name, where they wrap, rather than squeezed against 'Actions' and cut (issue 14). */}
            {(o.etat !== 'present' || pending) && (
              <Group gap="xs" mt={4}>
                {o.etat !== 'present' && <Badge color="gray">{picture}</Badge>}
                {pending && <Badge color="orange">En attente d'envoi</Badge>}
              </Group>
            )}
            {/* At the family's request (issue 30): the portal no longer lists this name; the history records who did it. */}
            {writable ? (
              <Switch mt={6} size="md" label="Masquer du portail public" checked={masque}
                onChange={(e) => void run('occupant.setPortailMasque', { id: o.id, masque: e.currentTarget.checked }, e.currentTarget.checked ? 'Défunt masqué du portail public.' : 'Défunt de nouveau visible sur le portail public.')} />
            ) : (
              masque && <Badge mt={4} color="gray">Masqué du portail public</Badge>
            )}
          </Stack>
        </Group>
        {writable && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="lg" variant="default" aria-label={`Actions pour ${defuntName(o)}`}>
                Actions
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onAction('modifier')}>Modifier le défunt</Menu.Item>
              {exhumationAllowed && <Menu.Item onClick={() => onAction('exhumer')}>Exhumation</Menu.Item>}
              {exhumationAllowed && <Menu.Item onClick={() => onAction('reduire')}>Réduction / réunion de corps</Menu.Item>}
              <Menu.Item onClick={() => onAction('deplacer')}>Déplacer le défunt suite à une erreur</Menu.Item>
              <Menu.Item color="red" onClick={() => onAction('supprimer')}>
                Supprimer le défunt
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
