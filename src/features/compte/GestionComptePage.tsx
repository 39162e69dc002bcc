import { Badge, Group, List, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Espace } from '../../domain/entities/espace';
import { isAdmin } from '../../domain/roles';
import { useEspaceRow } from '../../replica/queries/plan';
import { useActor, useEspaceId } from '../../replica/useEnqueue';
import { ImportSvgForm } from '../plan/ImportSvgForm';
import { LabeledValue } from '../shared/LabeledValue';

/** The six tabs of spec 000 §2.8, the first one the default. */
const TABS = ['Infos mairie', 'Infos cimetière', 'Sécurité', 'Abonnement & options', 'Parrainage', 'Notifications'] as const;
const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

/**
 * Infos cimetière (spec 000 §2.8), read from the replica: the cemetery's identity, hours and documents, its
 * online state as a read-only label, and for administrators the SVG plan update. Editing the fields waits for
 * an espace update command (only espace.setControlPoints and setPlan exist, docs/CONTRACTS.md).
 */
function InfosCimetiere({ espace, admin }: { espace: Espace; admin: boolean }) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Cimetière">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabeledValue label="Nom du cimetière">{espace.nom}</LabeledValue>
          <LabeledValue label="Adresse">{espace.adresse}</LabeledValue>
          <LabeledValue label="Code postal">{espace.codePostal}</LabeledValue>
          <LabeledValue label="Ville">{espace.ville}</LabeledValue>
          <LabeledValue label="Identifiant du portail">{espace.uid}</LabeledValue>
          <div>
            <Text size="sm" c="dimmed">
              État
            </Text>
            <Badge size="lg" color={espace.actif ? 'green' : 'gray'}>
              {espace.actif ? 'En ligne' : 'Inactif'}
            </Badge>
          </div>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Horaires d'ouverture">
        <Text fw={700}>Horaires d’ouverture</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {WEEKDAYS.map((day, i) => (
            <LabeledValue key={day} label={day}>
              {espace.horaires[i]}
            </LabeledValue>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Documents">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabeledValue label="Règlement du cimetière">{espace.nomReglement}</LabeledValue>
          <LabeledValue label="Patrimoine funéraire">{espace.nomPatrimoine}</LabeledValue>
        </SimpleGrid>
        {espace.autresDocuments.length > 0 && (
          <List mt="sm">
            {espace.autresDocuments.map((d) => (
              <List.Item key={d.id}>
                {d.nom} — {d.description}
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
      {admin && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Mise à jour du plan SVG">
          <Title order={3} mb="xs">
            Mise à jour du plan SVG
          </Title>
          <ImportSvgForm espaceId={espace.id} />
        </Paper>
      )}
    </Stack>
  );
}

/** /gestion-compte (spec 000 §2.8): six tabs; Infos cimetière is built, the others come with their issues. */
export function GestionComptePage() {
  const espaceId = useEspaceId();
  const espace = useEspaceRow(espaceId);
  const admin = isAdmin(useActor()?.roles ?? []);
  return (
    <Stack gap="md">
      <Title order={1}>GÉRER MON COMPTE</Title>
      <Tabs defaultValue={TABS[0]} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t} fz="lg" mih={44}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t} value={t} pt="md">
            {t === 'Infos cimetière' && espace ? (
              <InfosCimetiere espace={espace} admin={admin} />
            ) : t === 'Infos cimetière' && espace === undefined ? null : (
              <Group>
                <Text size="lg">Cet écran est en cours de construction.</Text>
              </Group>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
