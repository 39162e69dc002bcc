import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title, Anchor } from '@mantine/core';
import { useState } from 'react';
import type { Espace } from '../../domain/entities/espace';
import { portalLinkBase, portalUrl } from '../../domain/constants/portail';
import { ImportSvgForm } from '../plan/ImportSvgForm';
import { useRunMutation } from '../fiche/useFicheActions';
import { LabeledValue } from '../shared/LabeledValue';
import { CemeteryDocuments } from './CemeteryDocuments';
import { DeedsImportForm } from './import/DeedsImportForm';
import { GisImportForm } from './import/GisImportForm';
import { ImportExcelForm } from './import/ImportExcelForm';
import { ImportReportsList } from './import/ImportReportsList';
import { TarifsSection } from './tarifs/TarifsSection';
import { WEEKDAYS } from './weekdays';
import { useRebasedDraft } from '../shared/drafts/rebaseDraft';
import { PortalQrCode } from './PortalQrCode';
import { usePublicUrl } from './usePublicUrl';

const FIELDS = [
  ['nom', 'Nom du cimetière'],
  ['adresse', 'Adresse du cimetière'],
  ['codePostal', 'Code postal du cimetière'],
  ['ville', 'Ville du cimetière'],
  ['uid', 'Identifiant du portail'],
] as const;
type Field = (typeof FIELDS)[number][0];
type Draft = Record<Field, string> & { horaires: string[]; portailDelai: string };

const draftOf = (e: Espace): Draft => ({
  nom: e.nom, adresse: e.adresse ?? '', codePostal: e.codePostal ?? '', ville: e.ville ?? '', uid: e.uid ?? '',
  horaires: Array.from({ length: 7 }, (_, i) => e.horaires[i] ?? ''),
  portailDelai: e.portailDelai ? String(e.portailDelai) : '',
});

/** '' is no delay (null); anything else goes as typed, and the mutation refuses what is not a whole number of years. */
const delayOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/**
 * Infos cimetière (spec 000 §2.8, second tab): the cemetery's identity, public portal identifier, hours and
 * documents, edited through espace.* mutations (offline, synced, in the history); for administrators the
 * online/inactive switch, the SVG plan update, the Excel register, GIS plan and scanned deeds imports and the
 * previous imports' reports, a read-only status label for the others. The price list below.
 */
export function InfosCimetiereTab({ espace, admin, writer }: { espace: Espace; admin: boolean; writer: boolean }) {
  const run = useRunMutation();
  // Bumped by each import carried out: 'Imports précédents' reads its list again.
  const [imports, setImports] = useState(0);
  const imported = () => setImports((n) => n + 1);
  // Typed text survives the record changing meanwhile (a server read, a sync): src/features/shared/drafts/rebaseDraft.ts.
  const [draft, setDraft] = useRebasedDraft(espace, draftOf);

  const save = async () => {
    const before = draftOf(espace);
    const changes: Record<string, unknown> = {};
    for (const [k] of FIELDS) if (draft[k] !== before[k]) changes[k] = k === 'nom' ? draft[k] : draft[k] || null;
    if (draft.horaires.some((h, i) => h !== before.horaires[i])) changes.horaires = draft.horaires;
    if (draft.portailDelai.trim() !== before.portailDelai) changes.portailDelai = delayOf(draft.portailDelai);
    if (Object.keys(changes).length === 0) return;
    await run('espace.update', { id: espace.id, ...changes }, 'Informations du cimetière enregistrées.');
  };

  // The product serves the portal itself, at the address the town gives the public (PUBLIC_URL, sent by the
  // server with the session; issue 30); a device that never received it links from the app's own address.
  const publicUrl = usePublicUrl();
  const link = espace.uid ? portalUrl(espace.uid, portalLinkBase(publicUrl, window.location.origin)) : null;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Cimetière">
        <Title order={2} size="h3" mb="xs">Cimetière</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(([k, label]) =>
            writer ? (
              <TextInput key={k} size="lg" label={label} required={k === 'nom'} value={draft[k]} inputMode={k === 'codePostal' ? 'numeric' : undefined} onChange={(e) => setDraft({ ...draft, [k]: e.currentTarget.value })} />
            ) : (
              <LabeledValue key={k} label={label}>{espace[k]}</LabeledValue>
            ),
          )}
          <div>
            <Text size="sm" c="dimmed">Lien du portail</Text>
            {link ? <Anchor href={link} target="_blank" rel="noopener noreferrer" size="lg">{link}</Anchor> : <Text size="lg">—</Text>}
            {link && espace.actif !== 1 && <Text size="sm">Le portail n’est visible du public que lorsque le cimetière est en ligne.</Text>}
            {link && espace.actif === 1 && <PortalQrCode uid={espace.uid ?? ''} address={publicUrl && espace.uid ? portalUrl(espace.uid, publicUrl) : null} />}
          </div>
          {writer ? (
            <TextInput size="lg" label="Délai avant d’afficher un décès sur le portail (années)" description="Vide : aucun défunt masqué pour sa date de décès."
              inputMode="numeric" value={draft.portailDelai} onChange={(e) => setDraft({ ...draft, portailDelai: e.currentTarget.value })} />
          ) : (
            <LabeledValue label="Délai avant d’afficher un décès sur le portail">{espace.portailDelai ? `${espace.portailDelai} ans` : 'Aucun'}</LabeledValue>
          )}
        </SimpleGrid>
        <Group mt="md">
          {admin ? (
            <Switch size="lg" label={espace.actif ? 'En ligne' : 'Inactif'} checked={espace.actif === 1} aria-label="Cimetière en ligne"
              onChange={(e) => void run('espace.setActif', { id: espace.id, actif: e.currentTarget.checked ? 1 : 0 }, e.currentTarget.checked ? 'Cimetière mis en ligne.' : 'Cimetière rendu inactif.')} />
          ) : (
            <div>
              <Text size="sm" c="dimmed">État</Text>
              <Badge size="lg" color={espace.actif ? 'green' : 'gray'}>{espace.actif ? 'En ligne' : 'Inactif'}</Badge>
            </div>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Horaires d'ouverture">
        <Title order={2} size="h3" mb="xs">Horaires d’ouverture</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {WEEKDAYS.map((day, i) =>
            writer ? (
              <TextInput key={day} size="lg" label={day} value={draft.horaires[i] ?? ''} onChange={(e) => setDraft({ ...draft, horaires: draft.horaires.map((h, j) => (j === i ? e.currentTarget.value : h)) })} />
            ) : (
              <LabeledValue key={day} label={day}>{espace.horaires[i]}</LabeledValue>
            ),
          )}
        </SimpleGrid>
      </Paper>
      {writer && (
        <Group justify="flex-end">
          <Button size="lg" onClick={() => void save()}>Enregistrer les informations du cimetière</Button>
        </Group>
      )}
      <CemeteryDocuments espace={espace} writer={writer} />
      {admin && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Mise à jour du plan SVG">
          <Title order={2} size="h3" mb="xs">Mise à jour du plan SVG</Title>
          <ImportSvgForm espaceId={espace.id} />
        </Paper>
      )}
      {admin && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Mise à jour Excel">
          <Title order={3} mb="xs">Mise à jour Excel</Title>
          <ImportExcelForm espaceId={espace.id} onImported={imported} />
        </Paper>
      )}
      {admin && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Import d’un plan SIG (GeoJSON)">
          <Title order={3} mb="xs">Import d’un plan SIG (GeoJSON)</Title>
          <GisImportForm espaceId={espace.id} onImported={imported} />
        </Paper>
      )}
      {admin && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Import depuis openCimetière">
          <Title order={3} mb="xs">Import depuis openCimetière</Title>
          <ImportExcelForm espaceId={espace.id} kind="opencimetiere" />
        </Paper>
      )}
      {admin && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Import des actes scannés (ZIP)">
          <Title order={3} mb="xs">Import des actes scannés (ZIP)</Title>
          <DeedsImportForm espaceId={espace.id} />
        </Paper>
      )}
      {admin && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Imports précédents">
          <Title order={3} mb="xs">Imports précédents</Title>
          <ImportReportsList espaceId={espace.id} generation={imports} />
        </Paper>
      )}
      <TarifsSection espaceId={espace.id} writer={writer} />
    </Stack>
  );
}
