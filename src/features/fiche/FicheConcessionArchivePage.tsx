import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useFiche } from '../../replica/queries/fiche';
import { useEspaceId } from '../../replica/useEnqueue';
import { FicheView } from './FicheView';
import { LoadingIndicator } from '../shared/LoadingIndicator';

/**
 * /fiche-concession-archive/{emplacementId}/{archivedConcessionId}: an archived concession of the plot,
 * read-only: edit, add and delete actions are hidden, and so is the procedures panel (spec 001 §2).
 */
export function FicheConcessionArchivePage() {
  const { emplacementId, archivedConcessionId } = useParams();
  const espaceId = useEspaceId();
  const fiche = useFiche(espaceId, emplacementId, archivedConcessionId ?? null);
  if (fiche === undefined) return <LoadingIndicator label="Chargement de la fiche" />;
  if (fiche === null || fiche.location === null) {
    return (
      <Stack>
        <Title order={1}>CONCESSION ARCHIVÉE</Title>
        <Text size="lg">Concession archivée introuvable.</Text>
      </Stack>
    );
  }
  return <FicheView fiche={fiche} archived />;
}
