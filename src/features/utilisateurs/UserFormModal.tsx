import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CIVILITES, CIVILITE_LABELS, type Civilite } from '../../domain/constants/contacts';
import { ROLE_LABELS, type Role } from '../../domain/roles';
import { grantableRoles, newUserBody, type AdminUserRow } from '../../domain/users/administration';
import type { EspaceGroup } from '../../platform/workspaces';
import { createUser, updateUser } from './usersApi';
import { usersMessage } from './useUsersList';

interface UserFormModalProps {
  /** null: 'Ajouter nouveau'; a row: editing that user. */
  user: AdminUserRow | null;
  opened: boolean;
  callerRoles: readonly string[];
  groups: EspaceGroup[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * Adding a user (identity, roles, municipality) or editing one (roles, the cemeteries of its municipality it
 * may open, active or not), issue 16. No cemetery ticked means every cemetery of the municipality.
 */
export function UserFormModal({ user, opened, callerRoles, groups, onClose, onSaved }: UserFormModalProps) {
  const creating = user === null;
  const [username, setUsername] = useState('');
  const [civilite, setCivilite] = useState<Civilite>('H');
  const [nom, setNom] = useState('');
  const [prenom, setPrenom] = useState('');
  const [fonction, setFonction] = useState('');
  const [telephone, setTelephone] = useState('');
  const [roles, setRoles] = useState<string[]>(user?.roles ?? ['ROLE_USER']);
  const [societeId, setSocieteId] = useState<string | null>(user?.societeIds[0] ?? (groups.length === 1 ? (groups[0]?.societe.id ?? null) : null));
  const [espaceIds, setEspaceIds] = useState<string[]>(user?.espaceIds ?? []);
  const [actif, setActif] = useState(user?.actif ?? true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const societeIds = user ? user.societeIds : societeId ? [societeId] : [];
  const espaces = groups.filter((g) => societeIds.includes(g.societe.id)).flatMap((g) => g.espaces);

  async function save() {
    setError(null);
    if (roles.length === 0) return setError('Choisissez au moins un rôle.');
    const chosen = espaceIds.length > 0 ? espaceIds : null;
    setBusy(true);
    try {
      if (creating) {
        const input = { username: username.trim(), civilite, nom, prenom, fonction, telephone, roles, espaceIds: chosen, ...(societeId ? { societeId } : {}) };
        const parsed = newUserBody.safeParse(input);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Formulaire invalide.');
        await createUser(parsed.data);
        onSaved('L’utilisateur a été créé ; un e-mail lui a été envoyé pour choisir son mot de passe.');
      } else {
        await updateUser(user.id, { roles: roles as Role[], espaceIds: chosen, actif });
        onSaved('L’utilisateur a été modifié.');
      }
      onClose();
    } catch (e) {
      setError(usersMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const title = creating ? 'Ajouter un utilisateur' : `Modifier ${user.username}`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md">
        {creating ? (
          <>
            <TextInput size="lg" label="Identifiant (adresse e-mail)" type="email" required value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
            <Select size="lg" label="Civilité" data={CIVILITES.map((c) => ({ value: c, label: CIVILITE_LABELS[c] }))} value={civilite} onChange={(v) => setCivilite((v as Civilite | null) ?? 'H')} allowDeselect={false} />
            <Group grow>
              <TextInput size="lg" label="Nom" value={nom} onChange={(e) => setNom(e.currentTarget.value)} />
              <TextInput size="lg" label="Prénom" value={prenom} onChange={(e) => setPrenom(e.currentTarget.value)} />
            </Group>
            <Group grow>
              <TextInput size="lg" label="Fonction" value={fonction} onChange={(e) => setFonction(e.currentTarget.value)} />
              <TextInput size="lg" label="Téléphone" inputMode="tel" value={telephone} onChange={(e) => setTelephone(e.currentTarget.value)} />
            </Group>
            {groups.length > 1 ? (
              <Select
                size="lg"
                label="Mairie"
                searchable
                data={groups.map((g) => ({ value: g.societe.id, label: g.societe.commune ?? g.societe.nom }))}
                value={societeId}
                onChange={(v) => {
                  setSocieteId(v);
                  setEspaceIds([]);
                }}
              />
            ) : null}
          </>
        ) : null}
        <Checkbox.Group label="Rôles" value={roles} onChange={setRoles}>
          <Stack gap="xs" mt="xs">
            {grantableRoles(callerRoles).map((r) => (
              <Checkbox key={r} size="md" value={r} label={ROLE_LABELS[r]} />
            ))}
          </Stack>
        </Checkbox.Group>
        {espaces.length > 0 ? (
          <Checkbox.Group label="Cimetières accessibles" description="Aucun coché : tous les cimetières de la mairie." value={espaceIds} onChange={setEspaceIds}>
            <Stack gap="xs" mt="xs">
              {espaces.map((e) => (
                <Checkbox key={e.id} size="md" value={e.id} label={e.nom} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        {!creating ? <Switch size="lg" label="Compte actif" checked={actif} onChange={(e) => setActif(e.currentTarget.checked)} /> : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="lg">{error}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          <Button size="lg" onClick={() => void save()} loading={busy}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
