import { Alert, Button, FileInput, Group, Image, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CIVILITE_LABELS, CIVILITES, type Civilite } from '../../domain/constants/contacts';
import { maireName, mairieUpdateSchema, type Mairie, type MairieUpdate } from '../../domain/entities/mairie';
import { MSG_MAIRIE_OFFLINE, saveMairie, uploadTownImage, type CachedMairie } from '../../platform/mairie';
import { useOnline } from '../../replica/useOnline';
import { LabeledValue } from '../shared/LabeledValue';
import { MairieContacts } from './MairieContacts';
import { WEEKDAYS } from './weekdays';
import { useRebasedDraft } from '../shared/drafts/rebaseDraft';

const FIELDS = [
  ['commune', 'Commune'],
  ['departement', 'Département'],
  ['adresse', 'Adresse'],
  ['codePostal', 'Code postal'],
  ['ville', 'Ville'],
  ['email', 'E-mail'],
  ['telephone', 'Téléphone'],
  ['tresorerie', 'Nom de la trésorerie'],
] as const;
type FieldKey = (typeof FIELDS)[number][0];

const IMAGE_TYPES = 'image/png,image/jpeg';

/**
 * Infos mairie (spec 000 §2.8, first tab): the town hall, its mayor with the signature-with-stamp image, the
 * seven opening-hour texts, its contacts and its coat of arms. Administrators edit it online (it is not in the
 * cemetery's replica, src/platform/mairie.ts); others read it. Generated documents take it from here.
 */
export function InfosMairieTab({ cached, readError, admin, espaceId, societeId }: { cached: CachedMairie | null; readError: string | null; admin: boolean; espaceId: string; societeId: string }) {
  const online = useOnline();
  if (!cached) {
    // The browser may say online while the server cannot be reached: the failed read says so, never an
    // endless 'Chargement' (issue 14).
    const text = !online || readError ? 'Les informations de la mairie n’ont pas encore été lues sur cet appareil : connectez-vous à Internet.' : 'Chargement des informations de la mairie…';
    return (
      <Alert color="yellow">
        {text}
        {online && readError && <Text size="sm">{readError}</Text>}
      </Alert>
    );
  }
  if (!admin) return <MairieReadOnly cached={cached} />;
  return <MairieForm cached={cached} online={online} espaceId={espaceId} societeId={societeId} />;
}

function MairieReadOnly({ cached }: { cached: CachedMairie }) {
  const m = cached.mairie;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Mairie">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(([k, label]) => (
            <LabeledValue key={k} label={label}>
              {m[k]}
            </LabeledValue>
          ))}
          <LabeledValue label="Maire">{maireName(m.maire)}</LabeledValue>
        </SimpleGrid>
        <Group mt="md">
          {cached.signature && <Image src={cached.signature} alt="Signature du maire avec tampon" h={80} w="auto" />}
          {cached.logo && <Image src={cached.logo} alt="Blason de la commune" h={80} w="auto" />}
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Horaires de la mairie">
        <Text fw={700}>Horaires d’ouverture de la mairie</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {WEEKDAYS.map((day, i) => (
            <LabeledValue key={day} label={day}>
              {m.horaires[i]}
            </LabeledValue>
          ))}
        </SimpleGrid>
      </Paper>
      <MairieContacts contacts={m.contacts} editable={false} onChange={() => undefined} />
    </Stack>
  );
}

type Draft = Pick<Mairie, FieldKey | 'horaires' | 'maire' | 'contacts'>;
const draftOf = (m: Mairie): Draft => ({
  commune: m.commune, departement: m.departement, adresse: m.adresse, codePostal: m.codePostal, ville: m.ville,
  email: m.email, telephone: m.telephone, tresorerie: m.tresorerie, horaires: [...m.horaires], maire: { ...m.maire }, contacts: m.contacts,
});

function MairieForm({ cached, online, espaceId, societeId }: { cached: CachedMairie; online: boolean; espaceId: string; societeId: string }) {
  // Typed text survives the record changing meanwhile (a server read, a sync): src/features/shared/drafts/rebaseDraft.ts.
  const [draft, setDraft] = useRebasedDraft(cached.mairie, draftOf);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (update: MairieUpdate, success: string) => {
    const parsed = mairieUpdateSchema.safeParse(update);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Informations invalides.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await saveMairie(societeId, parsed.data);
      notifications.show({ color: 'green', message: success });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const uploadImage = async (file: File | null, apply: (sha: string) => MairieUpdate, success: string) => {
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) {
      setError('Seules les images PNG et JPEG sont acceptées.');
      return;
    }
    setBusy(true);
    try {
      const sha = await uploadTownImage(espaceId, file);
      await save(apply(sha), success);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const disabled = !online || busy;
  const text = (v: string | null) => v ?? '';
  return (
    <Stack gap="md">
      {!online && <Alert color="orange" title="Hors connexion">{MSG_MAIRIE_OFFLINE}</Alert>}
      {error && <Alert color="red">{error}</Alert>}
      <Paper withBorder p="md" radius="md" component="section" aria-label="Mairie">
        <Title order={2} size="h3" mb="xs">Mairie</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(([k, label]) => (
            <TextInput key={k} size="lg" label={label} required={k === 'commune'} inputMode={k === 'telephone' || k === 'codePostal' ? 'numeric' : undefined} type={k === 'email' ? 'email' : 'text'}
              value={text(draft[k])} disabled={disabled} onChange={(e) => setDraft({ ...draft, [k]: e.currentTarget.value })} />
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Maire">
        <Title order={2} size="h3" mb="xs">Maire</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select size="lg" label="Civilité du maire" data={CIVILITES.map((c) => ({ value: c, label: CIVILITE_LABELS[c] }))} value={draft.maire.civilite} allowDeselect={false} disabled={disabled}
            onChange={(v) => setDraft({ ...draft, maire: { ...draft.maire, civilite: (v ?? 'H') as Civilite } })} />
          <TextInput size="lg" label="Nom du maire" value={text(draft.maire.nom)} disabled={disabled} onChange={(e) => setDraft({ ...draft, maire: { ...draft.maire, nom: e.currentTarget.value } })} />
          <TextInput size="lg" label="Prénom du maire" value={text(draft.maire.prenom)} disabled={disabled} onChange={(e) => setDraft({ ...draft, maire: { ...draft.maire, prenom: e.currentTarget.value } })} />
        </SimpleGrid>
        <Group mt="md" align="flex-end">
          <FileInput size="lg" label="Signature avec tampon (PNG ou JPEG)" placeholder="Choisir une image" accept={IMAGE_TYPES} disabled={disabled} clearable={false}
            onChange={(f) => void uploadImage(f, (sha) => ({ maire: { ...draft.maire, signature: sha } }), 'Signature enregistrée.')} />
          {cached.signature && <Image src={cached.signature} alt="Signature du maire avec tampon" h={80} w="auto" />}
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Horaires de la mairie">
        <Title order={2} size="h3" mb="xs">Horaires d’ouverture de la mairie</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {WEEKDAYS.map((day, i) => (
            <TextInput key={day} size="lg" label={`Mairie — ${day}`} value={draft.horaires[i] ?? ''} disabled={disabled}
              onChange={(e) => setDraft({ ...draft, horaires: draft.horaires.map((h, j) => (j === i ? e.currentTarget.value : h)) })} />
          ))}
        </SimpleGrid>
      </Paper>
      <MairieContacts contacts={draft.contacts} editable={!disabled} onChange={(contacts) => setDraft({ ...draft, contacts })} />
      <Paper withBorder p="md" radius="md" component="section" aria-label="Blason">
        <Title order={2} size="h3" mb="xs">Logo (blason)</Title>
        <Group align="flex-end">
          <FileInput size="lg" label="Blason de la commune (PNG ou JPEG)" placeholder="Choisir une image" accept={IMAGE_TYPES} disabled={disabled} clearable={false}
            onChange={(f) => void uploadImage(f, (sha) => ({ logo: sha }), 'Blason enregistré.')} />
          {cached.logo && <Image src={cached.logo} alt="Blason de la commune" h={80} w="auto" />}
        </Group>
      </Paper>
      <Group justify="flex-end">
        <Button size="lg" loading={busy} disabled={!online} onClick={() => void save({ ...draft, maire: { ...draft.maire, signature: cached.mairie.maire.signature } }, 'Informations de la mairie enregistrées.')}>
          Enregistrer les informations de la mairie
        </Button>
      </Group>
    </Stack>
  );
}
