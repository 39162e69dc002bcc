import { Stack, Tabs, Title } from '@mantine/core';
import { ExportTab } from './ExportTab';
import { RestoreTab } from './RestoreTab';

/** /gestion-donnees, 'manage my data' (spec 000 §2.10): two tabs, export (default) and restore point. */
export function GestionDonneesPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>GÉRER MES DONNÉES</Title>
      <Tabs defaultValue="export" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="export" fz="md">
            Export
          </Tabs.Tab>
          <Tabs.Tab value="restauration" fz="md">
            Point de restauration
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="export" pt="lg">
          <ExportTab />
        </Tabs.Panel>
        <Tabs.Panel value="restauration" pt="lg">
          <RestoreTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
