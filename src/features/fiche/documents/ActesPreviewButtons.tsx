import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { PdfPreviewModal, type DocumentPreview } from './PdfPreviewModal';
import type { ActesChoice } from './useAttributionActes';
import { useAttributionPreview, type AttributionDeed } from './useAttributionPreview';

/** In the assignment's 'Vérification Validation' step: preview each deed ticked at the 'actes' step. */
export function ActesPreviewButtons({ choice, makeArgs }: { choice: ActesChoice; makeArgs: () => Record<string, unknown> }) {
  const preview = useAttributionPreview();
  const [shown, setShown] = useState<DocumentPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async (deed: AttributionDeed) => {
    const result = await preview(makeArgs(), deed);
    if (typeof result === 'string') setError(result);
    else {
      setError(null);
      setShown(result);
    }
  };
  if (!choice.acte && !choice.titre) return null;
  return (
    <>
      <Group>
        {choice.acte && (
          <Button size="lg" variant="light" onClick={() => void open('acte')}>
            Prévisualiser l'acte de concession
          </Button>
        )}
        {choice.titre && (
          <Button size="lg" variant="light" onClick={() => void open('titre')}>
            Prévisualiser le titre de recette
          </Button>
        )}
      </Group>
      {error && <Text c="red">{error}</Text>}
      <PdfPreviewModal preview={shown} onClose={() => setShown(null)} />
    </>
  );
}
