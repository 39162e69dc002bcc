import { Paper, Text, Title } from '@mantine/core';

/** Parrainage (spec 000 §2.8): information only. Sponsoring a town saves 1 month of subscription. */
export function ParrainageTab() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Parrainage" maw={720}>
      <Title order={2} size="h3" mb="xs">Parrainez une commune</Title>
      <Text size="lg">
        Vous êtes satisfait de l’application ? Recommandez-la à une commune voisine. Pour chaque commune parrainée qui
        souscrit un abonnement, votre commune bénéficie d’un mois d’abonnement offert.
      </Text>
      <Text size="lg" mt="sm">Pour parrainer une commune, transmettez-lui les coordonnées de votre conseiller.</Text>
    </Paper>
  );
}
