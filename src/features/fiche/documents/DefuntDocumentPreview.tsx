import { Button } from '@mantine/core';
import { useState } from 'react';
import type { DefuntFacts } from '../../../domain/documents/defuntDocument';
import { PdfPreviewModal, type DocumentPreview } from './PdfPreviewModal';
import type { DefuntDocument } from './useDefuntDocument';

/** 'Prévisualiser le document' in the deceased wizard's final step: the document Valider will generate. */
export function DefuntDocumentPreview({ defunt, generator }: { defunt: DefuntFacts; generator: DefuntDocument }) {
  const [preview, setPreview] = useState<DocumentPreview | null>(null);
  return (
    <>
      <Button size="lg" variant="light" onClick={() => void generator.preview(defunt).then(setPreview)}>
        Prévisualiser le document
      </Button>
      <PdfPreviewModal preview={preview} onClose={() => setPreview(null)} />
    </>
  );
}
