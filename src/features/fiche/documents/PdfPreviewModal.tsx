import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DocumentContent } from '../../../domain/documents/content';
import { DocumentPaper } from './DocumentPaper';
import { saveBlob } from '../../../platform/download';

export interface DocumentPreview {
  content: DocumentContent;
  blob: Blob;
}

interface PdfPreviewModalProps {
  /** The generated document, or null when closed. */
  preview: DocumentPreview | null;
  /** Runs on 'Valider': store the document. Absent for a read-only preview. */
  onValidate?: () => Promise<unknown> | unknown;
  onClose: () => void;
}

/**
 * 'Prévisualiser' before 'Valider' (spec 001 §4 wizards): the document as it will be kept, made on the device,
 * so the preview works with no network. Shown as a page; its PDF can be opened from here.
 */
export function PdfPreviewModal({ preview, onValidate, onClose }: PdfPreviewModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={preview !== null} onClose={onClose} title={preview ? `Prévisualiser : ${preview.content.title}` : ''} size="xl" centered>
      {preview && (
        <Stack>
          <ScrollArea.Autosize mah="60vh">
            <DocumentPaper content={preview.content} />
          </ScrollArea.Autosize>
          {onValidate && <Text size="sm">Valider enregistre ce document parmi les documents de la concession.</Text>}
          <Group justify="space-between">
            <Button size="lg" variant="subtle" onClick={() => saveBlob(preview.blob, preview.content.fileName)}>
              Télécharger l'aperçu (PDF)
            </Button>
            <Group>
              <Button size="lg" variant="default" onClick={onClose}>
                {onValidate ? 'Annuler' : 'Fermer'}
              </Button>
              {onValidate && (
                <Button
                  size="lg"
                  color="green"
                  loading={busy}
                  onClick={() => {
                    setBusy(true);
                    void Promise.resolve(onValidate()).finally(() => {
                      setBusy(false);
                      onClose();
                    });
                  }}
                >
                  Valider
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
