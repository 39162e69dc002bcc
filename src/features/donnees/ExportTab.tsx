import { Alert, Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { ExportFilter } from '../../domain/donnees/exportSheets';
import { getSession, subscribeSession } from '../../platform/session';
import { useToday } from '../../replica/useToday';
import { useOnline } from '../../replica/useOnline';
import { ExportProgressBar } from '../listes/ExportProgressBar';
import { ExportResult } from './ExportResult';
import { ExportFilterModal } from './ExportFilterModal';
import { useCompleteExport } from './useCompleteExport';

/**
 * Export tab of 'Gérer mes données' (spec 000 §2.10): a cemetery selector (placeholder only), an export button
 * opening the filter modal, and the information text. The export is made on this device, from its replica.
 */
export function ExportTab() {
  const { profile, espaceId } = useSyncExternalStore(subscribeSession, getSession, getSession);
  const online = useOnline();
  const today = useToday();
  const options = useMemo(
    () => (profile?.espaces ?? []).flatMap((g) => g.espaces.map((e) => ({ value: e.id, label: g.espaces.length > 1 || !g.societe.commune ? e.nom : `${e.nom} (${g.societe.commune})` }))),
    [profile],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const state = useCompleteExport();
  const cemetery = options.find((o) => o.value === chosen)?.label ?? '';
  const start = (filter: ExportFilter) => {
    setOpened(false);
    if (chosen) void state.run(chosen, cemetery, today, filter);
  };
  return (
    <Stack gap="lg" maw={900}>
      <Text size="md">
        Téléchargez toutes les données d'un cimetière : un classeur Excel (une feuille par type de fiche, en colonnes lisibles) et une
        archive ZIP avec le classeur, le plan, les photos et les documents, nommés d'après leur emplacement. Ces fichiers vous
        appartiennent : ils se lisent sans notre logiciel et peuvent être repris par un autre prestataire.
      </Text>
      <Text size="md" c="dimmed">
        L'export se fait sur cet appareil, même sans connexion. Hors connexion, les photos et documents qui ne sont pas sur l'appareil ne
        peuvent pas être inclus : l'export le signale et en donne la liste.
      </Text>
      <Group align="flex-end" gap="md">
        <Select
          size="lg"
          label="Cimetière"
          placeholder="Choisissez un cimetière"
          data={options}
          value={chosen}
          onChange={setChosen}
          w={420}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Button size="lg" onClick={() => setOpened(true)} disabled={!chosen || state.progress !== null}>
          Exporter
        </Button>
      </Group>
      {chosen && chosen !== espaceId && !online && (
        <Text size="sm" c="dimmed">
          Ce cimetière n'est pas celui ouvert : il ne peut être exporté que s'il a déjà été ouvert sur cet appareil.
        </Text>
      )}
      <ExportProgressBar progress={state.progress} step={state.step} />
      <ExportResult file={state.ready} workbook={state.workbook} onClose={state.dismiss} />
      {state.missing && (
        <Alert color="orange" title={`${state.missing.files.length} fichier(s) n'ont pas pu être inclus`}>
          <Text size="md">
            {state.missing.offline
              ? "Ces fichiers ne sont pas sur cet appareil et il n'y a pas de connexion. Refaites l'export une fois connecté pour les obtenir."
              : 'Le serveur ne les a pas fournis. Réessayez plus tard.'}{' '}
            La feuille « Fichiers » du classeur et le fichier LISEZMOI.txt du ZIP en donnent la liste.
          </Text>
          <List size="sm" mt="xs">
            {state.missing.files.slice(0, 10).map((f) => (
              <List.Item key={f.path}>{f.path}</List.Item>
            ))}
            {state.missing.files.length > 10 && <List.Item>{`… et ${state.missing.files.length - 10} autre(s)`}</List.Item>}
          </List>
        </Alert>
      )}
      <ExportFilterModal espaceId={chosen} cemetery={cemetery} opened={opened} onClose={() => setOpened(false)} onExport={start} />
    </Stack>
  );
}
