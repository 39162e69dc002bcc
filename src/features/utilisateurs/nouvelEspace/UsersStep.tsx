import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { CIVILITES, CIVILITE_LABELS, type Civilite } from '../../../domain/constants/contacts';
import { FONCTIONS_MAIRIE } from '../../../domain/entities/mairie';
import { ROLE_LABELS, type Role } from '../../../domain/roles';
import { generatePassword } from '../../../domain/users/administration';
import { emptyUser, type WizardUser } from './wizardState';

const ROLE_CHOICES: Role[] = ['ROLE_USER', 'ROLE_SOUS_ADMIN', 'ROLE_ADMIN'];

interface Props {
  users: WizardUser[];
  errors: Record<string, string>;
  showRole: boolean;
  onChange: (users: WizardUser[]) => void;
}

/** Step 1 (spec 000 §2.12): the users of the new space; the role only on the Clients and Test tabs. */
export function UsersStep({ users, errors, showRole, onChange }: Props) {
  const set = (i: number, patch: Partial<WizardUser>) => onChange(users.map((u, k) => (k === i ? { ...u, ...patch } : u)));
  return (
    <Stack gap="md">
      {users.map((u, i) => (
        <Paper key={i} withBorder p="md">
          <Stack gap="sm">
            <TextInput size="lg" label={`Identifiant de connexion (adresse e-mail)${users.length > 1 ? ` ${i + 1}` : ''}`} type="email" value={u.username} error={errors[`utilisateurs.${i}.username`]} onChange={(e) => set(i, { username: e.currentTarget.value })} />
            <Group align="end" wrap="nowrap">
              <TextInput size="lg" style={{ flex: 1 }} label="Mot de passe" description="Vide : l’utilisateur le choisit depuis le lien reçu par e-mail." value={u.password} error={errors[`utilisateurs.${i}.password`]} onChange={(e) => set(i, { password: e.currentTarget.value })} />
              <Button size="lg" variant="default" onClick={() => set(i, { password: generatePassword((b) => { crypto.getRandomValues(b as Uint8Array<ArrayBuffer>); return b; }) })}>
                Générer
              </Button>
            </Group>
            <Group grow>
              <Select size="lg" label="Civilité" data={CIVILITES.map((c) => ({ value: c, label: CIVILITE_LABELS[c] }))} value={u.civilite} allowDeselect={false} onChange={(v) => set(i, { civilite: (v as Civilite | null) ?? 'H' })} />
              <Select size="lg" label="Fonction" data={[...FONCTIONS_MAIRIE]} value={u.fonction || null} clearable onChange={(v) => set(i, { fonction: v ?? '' })} />
            </Group>
            <Group grow>
              <TextInput size="lg" label="Nom" value={u.nom} onChange={(e) => set(i, { nom: e.currentTarget.value })} />
              <TextInput size="lg" label="Prénom" value={u.prenom} onChange={(e) => set(i, { prenom: e.currentTarget.value })} />
            </Group>
            <Group grow>
              <TextInput size="lg" label="Téléphone" inputMode="tel" value={u.telephone} onChange={(e) => set(i, { telephone: e.currentTarget.value.replace(/[^0-9 .+]/g, '') })} />
              {showRole ? <Select size="lg" label="Rôle" data={ROLE_CHOICES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} value={u.role} allowDeselect={false} onChange={(v) => set(i, { role: (v as Role | null) ?? 'ROLE_USER' })} /> : null}
            </Group>
            {users.length > 1 ? (
              <Button variant="subtle" color="red" onClick={() => onChange(users.filter((_, k) => k !== i))}>
                Retirer cet utilisateur
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
      <Button size="lg" variant="light" onClick={() => onChange([...users, emptyUser()])}>
        Ajouter un autre utilisateur
      </Button>
    </Stack>
  );
}
