import { Alert, Button, Group, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useEspaceId } from '../../../replica/useEnqueue';
import { useTemplates } from '../../modeles/useTemplates';
import { useTemplateGeneration } from '../../modeles/useTemplateGeneration';
import { DocumentPaper } from './DocumentPaper';

interface GenerateFromTemplateModalProps {
  opened: boolean;
  locationId: string;
  onClose: () => void;
}

/**
 * 'Générer depuis un modèle' on the sheet (issue 17): an active document template of the town hall (its own
 * copy, else the default, as the device keeps them), previewed filled from this concession (one letter per
 * holder where it addresses the holders), then kept in the concession's documents as a PDF, or downloaded as
 * PDF or Word. Everything is made on the device: it works with no network.
 */
export function GenerateFromTemplateModal({ opened, locationId, onClose }: GenerateFromTemplateModalProps) {
  const espaceId = useEspaceId();
  const { templates } = useTemplates(opened ? espaceId : null);
  const [slug, setSlug] = useState<string | null>(null);
  const usable = useMemo(() => templates.filter((t) => t.type === 'documents' && t.actif).sort((a, b) => a.nom.localeCompare(b.nom, 'fr')), [templates]);
  const template = useMemo(() => usable.find((t) => t.slug === slug) ?? null, [usable, slug]);
  const { contents, notice, busy, keep, downloadPdf, downloadDocx } = useTemplateGeneration(opened ? template : null, locationId);
  const close = () => {
    setSlug(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Générer depuis un modèle" size="xl" centered>
      <Stack>
        <Select
          label="Modèle de document"
          placeholder="Choisir un modèle"
          data={usable.map((t) => ({ value: t.slug, label: t.nom }))}
          value={slug}
          onChange={setSlug}
          searchable
          nothingFoundMessage="Aucun modèle actif"
          comboboxProps={{ withinPortal: true }}
        />
        {template && !contents && <Alert color="gray">Préparation de l’aperçu…</Alert>}
        {contents && (
          <>
            {notice && (
              <Alert color="orange" title="Destinataires du courrier">
                {notice}
              </Alert>
            )}
            {contents.length > 1 && <Text size="sm">{contents.length} courriers : un par concessionnaire, dans un seul PDF.</Text>}
            {/* The actions come before the letters: on a short screen they stay in view. */}
            <Group justify="space-between">
              <Group gap="xs">
                <Button size="md" variant="subtle" onClick={() => void downloadPdf()}>
                  Télécharger le PDF
                </Button>
                <Button size="md" variant="subtle" onClick={() => void downloadDocx()}>
                  Télécharger en Word (.docx)
                </Button>
              </Group>
              <Group gap="xs">
                <Button size="lg" variant="default" onClick={close}>
                  Annuler
                </Button>
                <Button size="lg" color="green" loading={busy} onClick={() => void keep().then((ok) => ok && close())}>
                  Générer dans les documents
                </Button>
              </Group>
            </Group>
            <ScrollArea.Autosize mah="max(12rem, calc(100dvh - 24rem))">
              <Stack>
                {contents.map((c, i) => (
                  <DocumentPaper key={i} content={c} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Modal>
  );
}
