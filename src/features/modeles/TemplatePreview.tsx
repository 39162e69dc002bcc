import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { DocumentContent } from '../../domain/documents/content';
import type { Location } from '../../domain/entities/location';
import { templateDocuments } from '../../domain/templates/generate';
import { parseTemplate } from '../../domain/templates/language';
import type { TemplateDocument } from '../../domain/templates/types';
import { saveBlob } from '../../platform/download';
import { sanitizeHtml } from '../../platform/sanitizeHtml';
import { getReplica } from '../../replica/db';
import { useEspaceId } from '../../replica/useEnqueue';
import { DocumentPaper } from '../fiche/documents/DocumentPaper';
import { renderDocumentsPdf } from '../fiche/documents/renderPdf';
import { linkDocument } from '../fiche/documents/useDocumentActions';
import { useDocumentFacts } from '../fiche/documents/useDocumentFacts';
import { useRunMutation } from '../fiche/useFicheActions';
import { renderDocumentsDocx } from './renderDocx';
import { concessionFacts } from './templateFacts';

type Previewed = Pick<TemplateDocument, 'slug' | 'nom' | 'content' | 'moredata'>;

/**
 * The live preview (issue 17): the template filled from a real concession of the replica chosen by the user,
 * drawn from the same content as the PDF (one page per holder for a letter). From here the documents are
 * generated on the device, offline: PDF or Word, and kept in the concession's documents.
 */
export function TemplatePreview({ template }: { template: Previewed }) {
  const espaceId = useEspaceId();
  const facts = useDocumentFacts();
  const run = useRunMutation();
  const [locationId, setLocationId] = useState<string | null>(null);
  const [contents, setContents] = useState<DocumentContent[] | null>(null);
  const [busy, setBusy] = useState(false);
  const locations = useLiveQuery(async () => {
    if (!espaceId) return [];
    const rows = (await getReplica(espaceId).locations.toArray()) as unknown as Location[];
    return rows.filter((l) => !l.deletedAt && !l.isArchived).sort((a, b) => (a.famille ?? '').localeCompare(b.famille ?? '', 'fr'));
  }, [espaceId]);
  const options = useMemo(() => (locations ?? []).map((l) => ({ value: l.id, label: `${l.famille ?? 'Sans famille'} — n° ${l.numero ?? '?'}` })), [locations]);
  const errors = parseTemplate(template.content.pdf ?? '').errors;

  useEffect(() => {
    let alive = true;
    if (!espaceId || !locationId) {
      setContents(null);
      return undefined;
    }
    void concessionFacts(espaceId, locationId, facts).then((f) => alive && setContents(f ? templateDocuments(template, f, facts.mairie, sanitizeHtml) : null));
    return () => {
      alive = false;
    };
  }, [espaceId, locationId, facts, template]);

  const fileBase = contents?.[0]?.fileName.replace(/\.pdf$/, '') ?? 'document';
  const keep = async () => {
    if (!espaceId || !locationId || !contents) return;
    setBusy(true);
    try {
      const blob = await renderDocumentsPdf(contents);
      await linkDocument(getReplica(espaceId), run, { locationId, blob, nom: template.nom, description: `Modèle : ${template.nom}${contents.length > 1 ? ` (${contents.length} courriers)` : ''}`, slug: template.slug, success: `${template.nom} : document généré.` });
    } finally {
      setBusy(false);
    }
  };

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
            <Button size="md" variant="default" onClick={() => void renderDocumentsPdf(contents).then((b) => saveBlob(b, `${fileBase}.pdf`))}>
              Télécharger le PDF
            </Button>
            <Button size="md" variant="default" onClick={() => void renderDocumentsDocx(contents).then((b) => saveBlob(b, `${fileBase}.docx`))}>
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
