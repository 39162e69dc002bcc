import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useFiche } from '../../replica/queries/fiche';
import { useEspaceId } from '../../replica/useEnqueue';
import { FicheView } from './FicheView';
import { LoadingIndicator } from '../shared/LoadingIndicator';

/** /fiche-concession/{emplacementId}: the current sheet of a plot, read from the replica (works offline). */
export function FicheConcessionPage() {
  const { emplacementId } = useParams();
  const espaceId = useEspaceId();
  const fiche = useFiche(espaceId, emplacementId);
  if (fiche === undefined) return <LoadingIndicator label="Chargement de la fiche" />;
  if (fiche === null) {
    return (
      <Stack>
        <Title order={1}>FICHE CONCESSION</Title>
        <Text size="lg">Emplacement introuvable.</Text>
      </Stack>
    );
  }
  return <FicheView fiche={fiche} archived={false} />;
}
