import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

interface PdfPreviewModalProps {
  /** The generated document, or null when closed. */
  preview: { title: string; blob: Blob } | null;
  /** Runs on 'Valider': store the document. Absent for a read-only preview. */
  onValidate?: () => Promise<unknown> | unknown;
  onClose: () => void;
}

/**
 * 'Prévisualiser' before 'Valider' (spec 001 §4 wizards): the document as it will be kept, drawn on the
 * device and shown from a blob URL, so the preview works with no network.
 */
export function PdfPreviewModal({ preview, onValidate, onClose }: PdfPreviewModalProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!preview) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(preview.blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [preview]);

  return (
    <Modal opened={preview !== null} onClose={onClose} title={preview ? `Prévisualiser : ${preview.title}` : ''} size="xl" centered>
      <Stack>
        {url && <iframe src={url} title={`Aperçu : ${preview?.title ?? ''}`} style={{ width: '100%', height: '65vh', border: '1px solid var(--mantine-color-gray-4)' }} />}
        {onValidate && <Text size="sm">Valider enregistre ce document parmi les documents de la concession.</Text>}
        <Group justify="flex-end">
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
      </Stack>
    </Modal>
  );
}
