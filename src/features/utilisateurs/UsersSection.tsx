import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Pagination, Stack, Table, Tabs, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isSuperAdmin } from '../../domain/roles';
import {
  USERS_COMPLETE_LIST, USERS_PAGE_SIZE, USER_TABS, USER_TAB_LABELS, type AdminUserRow, type UserSort, type UserTab,
} from '../../domain/users/administration';
import { startImpersonation } from '../../platform/auth';
import { getSession, subscribeSession } from '../../platform/session';
import { ConfirmDecisionModal } from './ConfirmDecisionModal';
import { deleteUser } from './usersApi';
import { useEspaceGroups } from './useEspaceGroups';
import { UserFormModal } from './UserFormModal';
import { NewSpaceWizard } from './nouvelEspace/NewSpaceWizard';
import { UserRow } from './UserRow';
import { usersMessage, useUsersList } from './useUsersList';

const SORTABLE: Array<{ key: UserSort; label: string }> = [
  { key: 'username', label: 'Identifiant' },
  { key: 'nom', label: 'Nom' },
  { key: 'prenom', label: 'Prénom' },
];

/** The users of /utilisateurs (spec 000 §2.11): tabs for the provider, search (500 ms), sort, pages, actions. */
export function UsersSection() {
  const navigate = useNavigate();
  const { profile } = useSyncExternalStore(subscribeSession, getSession, getSession);
  const callerRoles = profile?.roles ?? [];
  const provider = isSuperAdmin(callerRoles);
  const [tab, setTab] = useState<UserTab>('clients');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, 500);
  const [sort, setSort] = useState<UserSort>('username');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [complete, setComplete] = useState(false);
  const limit = complete ? USERS_COMPLETE_LIST : USERS_PAGE_SIZE;
  const { page: answer, error, reload } = useUsersList({ tab, search, sort, order, limit, offset: complete ? 0 : (page - 1) * USERS_PAGE_SIZE });
  const groups = useEspaceGroups(true);
  const [editing, setEditing] = useState<AdminUserRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const [wizard, setWizard] = useState(false);

  function sortBy(key: UserSort) {
    if (key === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setOrder('asc');
    }
    setPage(1);
  }

  async function impersonate(user: AdminUserRow) {
    try {
      await startImpersonation(user.username);
      navigate('/switch-espace', { replace: true });
    } catch (e) {
      notifications.show({ color: 'red', message: usersMessage(e) });
    }
  }

  async function remove(user: AdminUserRow) {
    try {
      await deleteUser(user.id);
      notifications.show({ color: 'green', message: 'L’utilisateur a été supprimé.' });
      reload();
    } catch (e) {
      notifications.show({ color: 'red', message: usersMessage(e) });
    }
  }

  const total = answer?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  return (
    <Stack gap="md" component="section" aria-labelledby="liste-utilisateurs">
      <Title order={2} id="liste-utilisateurs">
        Utilisateurs
      </Title>
      {provider ? (
        <Tabs
          value={tab}
          onChange={(v) => {
            if (v) setTab(v as UserTab);
            setPage(1);
          }}
        >
          <Tabs.List>
            {USER_TABS.map((t) => (
              <Tabs.Tab key={t} value={t} fz="md">
                {USER_TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <Group align="end" wrap="wrap">
        <TextInput
          size="lg"
          label="Chercher un utilisateur"
          value={searchText}
          onChange={(e) => {
            setSearchText(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 260px' }}
        />
        <Button size="lg" variant={complete ? 'filled' : 'default'} onClick={() => setComplete(!complete)}>
          {`Liste complète (${total})`}
        </Button>
        {/* The provider creates a whole space with the wizard (spec 000 §2.12); a town's administrator adds a user. */}
        <Button size="lg" onClick={() => (provider ? setWizard(true) : setEditing(null))}>
          Ajouter nouveau
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="lg">{error}</Text>
        </Alert>
      ) : null}
      {answer && answer.data.length === 0 ? <Text size="lg">Aucun utilisateur.</Text> : null}
      {answer && answer.data.length > 0 ? (
        <Table.ScrollContainer minWidth={740}>
          <Table striped highlightOnHover verticalSpacing="sm" fz="md" aria-labelledby="liste-utilisateurs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Commune(s)</Table.Th>
                {SORTABLE.map((c) => (
                  <Table.Th key={c.key} aria-sort={sort === c.key ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <UnstyledButton onClick={() => sortBy(c.key)} fw={700} style={{ minHeight: 44 }}>
                      {c.label} {sort === c.key ? (order === 'asc' ? '▲' : '▼') : ''}
                    </UnstyledButton>
                  </Table.Th>
                ))}
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.data.map((u) => (
                <UserRow
                  key={u.id}
                  user={u}
                  callerRoles={callerRoles}
                  callerId={profile?.id}
                  onImpersonate={(user) => void impersonate(user)}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {!complete && pages > 1 ? <Pagination size="lg" total={pages} value={page} onChange={setPage} aria-label="Pages des utilisateurs" /> : null}
      {editing !== undefined ? (
        <UserFormModal
          key={editing?.id ?? 'nouveau'}
          opened
          user={editing}
          callerRoles={callerRoles}
          groups={groups}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            notifications.show({ color: 'green', message });
            reload();
          }}
        />
      ) : null}
      {wizard ? <NewSpaceWizard tab={tab} onClose={() => setWizard(false)} onCreated={reload} /> : null}
      <ConfirmDecisionModal
        opened={deleting !== null}
        message="Etes vous sur de vouloir supprimer cet utilisateur ?"
        confirmLabel="Supprimer"
        color="red"
        onConfirm={async () => {
          if (deleting) await remove(deleting);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
