import { Alert, Stack, Table, Tabs, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { USER_TABS, type UserTab } from '../../domain/users/administration';
import { FOURNISSEUR_SORT_LABELS, type FournisseurSort } from '../../domain/users/fournisseur';
import { CommuneRow } from './CommuneRow';
import { useCommunes } from './fournisseurApi';
import { LoadingIndicator } from '../shared/LoadingIndicator';

/** Tab names of spec 000 §2.11; the provider's own society is the last one. */
const TAB_LABELS: Record<UserTab, string> = {
  clients: 'Clients',
  demonstration: 'Démonstration prospects',
  test: 'Test avant activation',
  fournisseur: 'Société du fournisseur',
};

const COLUMNS: Array<{ label: string; sort?: FournisseurSort }> = [
  { label: FOURNISSEUR_SORT_LABELS.commune, sort: 'commune' },
  { label: 'Cimetières' },
  { label: 'Abonnement' },
  { label: FOURNISSEUR_SORT_LABELS.dateDebut, sort: 'dateDebut' },
  { label: FOURNISSEUR_SORT_LABELS.dateRenouv, sort: 'dateRenouv' },
  { label: FOURNISSEUR_SORT_LABELS.derniereActivite, sort: 'derniereActivite' },
  { label: 'Utilisateurs' },
];

/**
 * /fournisseur (issue 16): the provider's administrators see every municipality of a tab (spec 000 §2.11) with
 * its cemeteries, subscription (spec 000 §3 Abonnement) and last activity; searched (500 ms) and sorted.
 */
export function FournisseurPage() {
  const [tab, setTab] = useState<UserTab>('clients');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, 500);
  const [sort, setSort] = useState<FournisseurSort>('commune');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const { rows, error } = useCommunes({ tab, search, sort, order });

  function sortBy(key: FournisseurSort) {
    if (key === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setOrder(key === 'commune' ? 'asc' : 'desc');
    }
  }

  return (
    <Stack gap="md">
      <Title order={1} id="espaces-clients">
        ESPACES CLIENTS
      </Title>
      <Tabs value={tab} onChange={(v) => v && setTab(v as UserTab)}>
        <Tabs.List>
          {USER_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} fz="md">
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput size="lg" label="Chercher une commune ou un cimetière" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} maw={520} />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="lg">{error}</Text>
        </Alert>
      ) : null}
      {!rows && !error ? <LoadingIndicator label="Chargement des communes" /> : null}
      {rows && rows.length === 0 ? <Text size="lg">Aucune commune.</Text> : null}
      {rows && rows.length > 0 ? (
        <Table.ScrollContainer minWidth={1120}>
          <Table striped highlightOnHover verticalSpacing="sm" fz="md" aria-labelledby="espaces-clients">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <Table.Th key={c.label} aria-sort={c.sort ? (sort === c.sort ? (order === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}>
                    {c.sort ? (
                      <UnstyledButton onClick={() => sortBy(c.sort as FournisseurSort)} fw={700} style={{ minHeight: 44 }}>
                        {c.label} {sort === c.sort ? (order === 'asc' ? '▲' : '▼') : ''}
                      </UnstyledButton>
                    ) : (
                      c.label
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <CommuneRow key={r.id} row={r} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {rows ? <Text c="dimmed">{`${rows.length} commune${rows.length > 1 ? 's' : ''}`}</Text> : null}
    </Stack>
  );
}
