import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from '../../replica/useLiveQuery';
import { useMemo, useState } from 'react';
import type { Location } from '../../domain/entities/location';
import { parseTemplate } from '../../domain/templates/language';
import { getReplica } from '../../replica/db';
import { useEspaceId } from '../../replica/useEnqueue';
import { DocumentPaper } from '../fiche/documents/DocumentPaper';
import { useTemplateGeneration, type GeneratedTemplate } from './useTemplateGeneration';

type Previewed = GeneratedTemplate;

/**
 * The live preview (issue 17): the template filled from a real concession of the replica chosen by the user,
 * drawn from the same content as the PDF (one page per holder for a letter). From here the documents are
 * generated on the device, offline: PDF or Word, and kept in the concession's documents.
 */
export function TemplatePreview({ template }: { template: Previewed }) {
  const espaceId = useEspaceId();
  const [locationId, setLocationId] = useState<string | null>(null);
  const { contents, busy, keep, downloadPdf, downloadDocx } = useTemplateGeneration(template, locationId);
  const locations = useLiveQuery(async () => {
    if (!espaceId) return [];
    const rows = (await getReplica(espaceId).locations.toArray()) as unknown as Location[];
    return rows.filter((l) => !l.deletedAt && !l.isArchived).sort((a, b) => (a.famille ?? '').localeCompare(b.famille ?? '', 'fr'));
  }, [espaceId]);
  const options = useMemo(() => (locations ?? []).map((l) => ({ value: l.id, label: `${l.famille ?? 'Sans famille'} — n° ${l.numero ?? '?'}` })), [locations]);
  const errors = parseTemplate(template.content.pdf ?? '').errors;

  return (
    <Stack gap="sm" data-testid="apercu-modele">
      <Title order={3}>Aperçu</Title>
      {errors.length > 0 && (
        <Alert color="orange" role="alert" title="À vérifier dans le modèle">
          {errors.map((e) => (
            <Text key={e} size="sm">
              {e}
            </Text>
          ))}
        </Alert>
      )}
      <Select label="Concession de l’aperçu" placeholder="Choisir une concession" data={options} value={locationId} onChange={setLocationId} searchable limit={50} nothingFoundMessage="Aucune concession" />
      {contents && (
        <>
          <Group>
            <Button size="md" loading={busy} onClick={() => void keep()}>
              Générer dans les documents de la concession
            </Button>
            <Button size="md" variant="default" onClick={() => void downloadPdf()}>
              Télécharger le PDF
            </Button>
            <Button size="md" variant="default" onClick={() => void downloadDocx()}>
              Télécharger en Word (.docx)
            </Button>
          </Group>
          {contents.length > 1 && <Text size="sm">{contents.length} courriers : un par concessionnaire, dans un seul PDF.</Text>}
          {contents.map((c, i) => (
            <DocumentPaper key={i} content={c} />
          ))}
        </>
      )}
    </Stack>
  );
}
