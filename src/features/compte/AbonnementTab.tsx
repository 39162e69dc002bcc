import { Alert, Badge, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { AbonnementOption } from '../../domain/constants/abonnement';
import { formatFrDate } from '../../domain/dates';
import type { Abonnement } from '../../platform/mairie';
import { LabeledValue } from '../shared/LabeledValue';

/** Readable names of the option keys (spec 000 §3 Abonnement; the wizard's labels where it has one). */
export const OPTION_LABELS: Record<AbonnementOption, string> = {
  recuperation_donnees: 'Récupération des données',
  update_map: 'Mise à jour du plan',
  audit_consulting: 'Audit et conseil divers',
  assistance_juridique: 'Assistance juridique',
  saisie_informations_defunts: 'Saisie des défunts',
  saisie_donnes: 'Saisie des archives des actes de concession',
  import_donnes: 'Import des données',
  numerisation: 'Numérisation des actes de concession',
  formation: 'Formation',
  photo_emplacement: 'Photographie des emplacements',
  photo_aerienne: 'Photographie aérienne',
};

/** Abonnement & options (spec 000 §2.8): start date, state tick, list of options; read from the town's last copy. */
export function AbonnementTab({ abonnement }: { abonnement: Abonnement | null | undefined }) {
  if (abonnement === undefined) return <Alert color="yellow">L’abonnement n’a pas encore été lu sur cet appareil : connectez-vous à Internet.</Alert>;
  if (abonnement === null) return <Alert color="gray">Aucun abonnement enregistré pour cette commune.</Alert>;
  const options = [...new Set([...abonnement.options.abonnement, ...abonnement.options.premium])];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Abonnement">
      <Title order={2} size="h3" mb="xs">Abonnement</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <LabeledValue label="Date de début">{formatFrDate(abonnement.dateDebut)}</LabeledValue>
        <div>
          <Text size="sm" c="dimmed">État</Text>
          <Badge size="lg" color={abonnement.etat === 1 ? 'green' : 'gray'}>{abonnement.etat === 1 ? '✓ Actif' : 'Inactif'}</Badge>
        </div>
        <LabeledValue label="Renouvellement">{abonnement.dateRenouv ? formatFrDate(abonnement.dateRenouv) : null}</LabeledValue>
      </SimpleGrid>
      <Title order={3} size="h4" mt="md" mb="xs">Options</Title>
      {options.length === 0 ? (
        <Text c="dimmed">Aucune option.</Text>
      ) : (
        <List size="lg">
          {options.map((o) => (
            <List.Item key={o}>
              {OPTION_LABELS[o]}
              {abonnement.options.premium.includes(o) ? ' (premium)' : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
