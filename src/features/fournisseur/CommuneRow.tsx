import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatFrDate } from '../../domain/dates';
import type { FournisseurCommune } from '../../domain/users/fournisseur';
import { OPTION_LABELS } from '../compte/AbonnementTab';

/** '24/11/2026 09:30' in the browser's time zone; 'jamais' when the server recorded nothing. */
export function formatInstant(iso: string | null): string {
  if (!iso) return 'jamais';
  const d = new Date(iso);
  const date = d.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = d.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });
  return `${date} ${time}`;
}

/** One municipality of the provider's view: cemeteries, subscription and last activity. */
export function CommuneRow({ row }: { row: FournisseurCommune }) {
  const a = row.abonnement;
  const options = a ? [...new Set([...a.options.abonnement, ...a.options.premium])] : [];
  return (
    <Table.Tr>
      <Table.Td miw={190}>
        <Text fw={700}>{row.commune}</Text>
        <Text size="sm" c="dimmed">
          {row.nom}
          {row.departement ? ` · ${row.departement}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        {row.cimetieres.length === 0 ? (
          <Text c="dimmed">Aucun cimetière</Text>
        ) : (
          <Stack gap={2}>
            {row.cimetieres.map((c) => (
              <Text key={c.id}>
                {c.nom}
                {c.actif ? '' : ' (inactif)'}
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td miw={180}>
        {a ? (
          <Stack gap={4}>
            <Group gap={6}>
              <Badge color={a.etat === 1 ? 'green.8' : 'gray.7'} variant="filled">
                {a.etat === 1 ? 'Actif' : 'Inactif'}
              </Badge>
            </Group>
            <Text size="sm">{options.length === 0 ? 'Aucune option' : options.map((o) => OPTION_LABELS[o]).join(', ')}</Text>
          </Stack>
        ) : (
          <Text c="dimmed">Aucun abonnement</Text>
        )}
      </Table.Td>
      <Table.Td>{a ? formatFrDate(a.dateDebut) : '—'}</Table.Td>
      <Table.Td>{a?.dateRenouv ? formatFrDate(a.dateRenouv) : '—'}</Table.Td>
      <Table.Td miw={200}>
        <Text>{formatInstant(row.derniereActivite)}</Text>
        <Text size="sm" c="dimmed">
          Synchro : {formatInstant(row.derniereSynchro)}
          <br />
          Connexion : {formatInstant(row.derniereConnexion)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{row.utilisateurs}</Table.Td>
    </Table.Tr>
  );
}
