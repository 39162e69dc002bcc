import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PERIL_ARTICLES, PERIL_TEXTE, PERIL_TITRE, perilWorkOrderDescription } from '../../../domain/rules/peril';
import type { FicheData } from '../../../replica/queries/fiche';
import { TravauxForm } from '../travaux/TravauxForm';

/**
 * Shown when the abandonment state is 'Péril' (issue 28): the building code's procedure with its articles, and
 * the work order of the monument's mise en sécurité, a works record of the plot the clerk completes.
 */
export function PerilBox({ fiche, writable, today }: { fiche: FicheData; writable: boolean; today: string }) {
  const [ordering, setOrdering] = useState(false);
  return (
    <Alert color="red" title={PERIL_TITRE} data-testid="peril">
      <Stack gap="sm">
        <Text>{PERIL_TEXTE}</Text>
        <List>
          {PERIL_ARTICLES.map((a) => (
            <List.Item key={a.article}>
              <Text span fw={700}>{a.article}</Text> : {a.objet}
            </List.Item>
          ))}
        </List>
        {writable && (
          <Button size="lg" color="red" variant="light" onClick={() => setOrdering(true)} style={{ alignSelf: 'flex-start' }}>
            Ordre de travaux de mise en sécurité
          </Button>
        )}
      </Stack>
      {ordering && (
        <TravauxForm
          emplacementId={fiche.emplacement.id}
          locationId={fiche.current?.id ?? null}
          documents={fiche.documents}
          travaux={null}
          initialDescription={perilWorkOrderDescription(today)}
          onClose={() => setOrdering(false)}
        />
      )}
    </Alert>
  );
}
