import { Button, Stack, Table } from '@mantine/core';
import { isAdmin, isSuperAdmin } from '../../domain/roles';
import type { AdminUserRow } from '../../domain/users/administration';

interface UserRowProps {
  user: AdminUserRow;
  callerRoles: readonly string[];
  callerId: string | undefined;
  onImpersonate: (user: AdminUserRow) => void;
  onEdit: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

/** One user of the list (spec 000 §2.11): commune(s), identifiant, nom, prénom and the actions the server allows. */
export function UserRow({ user, callerRoles, callerId, onImpersonate, onEdit, onDelete }: UserRowProps) {
  const self = user.id === callerId;
  // The server's rule (server/auth/impersonation.ts): never a provider administrator; an admin, never another admin.
  const mayImpersonate = !self && user.actif && !isSuperAdmin(user.roles) && (isSuperAdmin(callerRoles) || !isAdmin(user.roles));
  const mayManage = !self && !isSuperAdmin(user.roles);
  return (
    <Table.Tr>
      <Table.Td>{user.communes.join(', ') || '—'}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {user.username}
        {user.actif ? null : ' (inactif)'}
      </Table.Td>
      <Table.Td>{user.nom ?? ''}</Table.Td>
      <Table.Td>{user.prenom ?? ''}</Table.Td>
      {/* Stacked, not sticky: a sticky column of three wide buttons hid the identifiant on a tablet. */}
      <Table.Td w={250}>
        <Stack gap={6}>
          {mayImpersonate ? (
            <Button size="md" variant="light" onClick={() => onImpersonate(user)} aria-label={`se connecter en tant que ${user.username}`}>
              se connecter en tant que
            </Button>
          ) : null}
          {mayManage ? (
            <>
              <Button size="md" variant="default" onClick={() => onEdit(user)} aria-label={`Modifier ${user.username}`}>
                Modifier
              </Button>
              <Button size="md" color="red" variant="light" onClick={() => onDelete(user)} aria-label={`Supprimer cet utilisateur : ${user.username}`}>
                Supprimer cet utilisateur
              </Button>
            </>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
