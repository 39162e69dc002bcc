import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { asksNotFreshQuestion } from '../../../domain/documents/deedRules';
import { SLUG_ACTE_CONCESSION } from '../../../domain/documents/slugs';
import { documentDateLine, documentsInListOrder, isCurrent } from '../../../domain/documents/replacement';
import { DOCUMENT_ACCEPT, documentFileError } from '../../../domain/documents/upload';
import type { DocumentRow } from '../../../domain/entities/document';
import type { DeedKind } from '../../../domain/templates/deeds';
import { parisDate } from '../../../domain/parisTime';
import type { FicheData } from '../../../replica/queries/fiche';
import { ConfirmModal } from '../ConfirmModal';
import { ficheVariant } from '../ficheVariant';
import { useCanWrite } from '../useFicheActions';
import { AddDocumentModal } from './AddDocumentModal';
import { DocumentItem } from './DocumentItem';
import { GenerateFromTemplateModal } from './GenerateFromTemplateModal';
import { CONFIRM_DOCUMENTS } from './messages';
import { PdfPreviewModal, type DocumentPreview } from './PdfPreviewModal';
import { renderDocumentPdf } from './renderPdf';
import { useDocumentActions } from './useDocumentActions';
import { useDeedContent } from './useDeedContent';
import { useDocumentFacts } from './useDocumentFacts';

/**
 * The documents of the concession (spec 001 §2 full sheet, 'documents (download or generate)'): list, download,
 * add a file, delete after the spec's confirmation, and generate the deed, the titre de recette or any active
 * document template ('Générer depuis un modèle') on the device, previewed before it is kept. Everything goes
 * through the outbox and shows at once, offline included.
 */
export function DocumentsSection({ fiche }: { fiche: FicheData }) {
  const location = fiche.location;
  const writable = useCanWrite() && !!location && !location.isArchived;
  const actions = useDocumentActions(location?.id ?? null);
  const facts = useDocumentFacts();
  const deed = useDeedContent();
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [askActe, setAskActe] = useState(false);
  const [preview, setPreview] = useState<DocumentPreview | null>(null);
  const [adding, setAdding] = useState(false);
  const [fromTemplate, setFromTemplate] = useState(false);
  const [picked, setPicked] = useState<File | null>(null);
  // Cleared after each pick, so picking the same file again still opens the form.
  const resetPick = useRef<() => void>(null);
  // Deeds are for the granted types only (spec 001 §2 full sheet): a Terrain commun or a Caveau provisoire is not a
  // concession, and the communal spaces (Jardin du souvenir, Ossuaire) have their register instead.
  const canGenerate = writable && ficheVariant(location) === 'complete';

  const show = async (kind: DeedKind) => {
    if (!location) return;
    const content = deed(kind, { location, emplacement: fiche.emplacement, contacts: fiche.contacts, occupants: fiche.occupants, espace: facts.espace, commune: facts.commune, today: parisDate(new Date()) });
    setPreview({ content, blob: await renderDocumentPdf(content) });
  };
  const generateActe = () => {
    if (location && asksNotFreshQuestion(SLUG_ACTE_CONCESSION, location, fiche.documents, parisDate(new Date()))) setAskActe(true);
    else void show('acte');
  };

  return (
    <Paper withBorder p="md" data-testid="documents-section">
      <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2}>Documents</Title>
        {writable && (
          <FileButton
            accept={DOCUMENT_ACCEPT}
            resetRef={resetPick}
            onChange={(file) => {
              resetPick.current?.();
              if (!file) return;
              // A wrong type or size is said at once, before asking for a name.
              const error = documentFileError(file);
              if (error) notifications.show({ color: 'red', title: 'Document refusé', message: error });
              else setPicked(file);
            }}
          >
            {(props) => (
              <Button size="lg" variant="light" loading={adding} {...props}>
                Ajouter un document
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {canGenerate && (
        <Group>
          <Button size="lg" onClick={generateActe}>
            Générer l'acte de concession
          </Button>
          <Button size="lg" variant="outline" onClick={() => void show('titre')}>
            Générer le titre de recette
          </Button>
          <Button size="lg" variant="outline" onClick={() => setFromTemplate(true)}>
            Générer depuis un modèle
          </Button>
        </Group>
      )}
      {fiche.documents.length === 0 ? (
        <Text>Aucun document.</Text>
      ) : (
        // Current documents first; a redone one's predecessor after them, dated and marked 'remplacé' (issue 28).
        documentsInListOrder(fiche.documents).map((d) => (
          <DocumentItem
            key={d.id}
            doc={d}
            dateLine={documentDateLine(d, fiche.documents)}
            replaced={!isCurrent(d, fiche.documents)}
            pending={fiche.pending.has(d.id)}
            onDownload={() => void actions.download(d)}
            onDelete={writable ? () => setDeleting(d) : null}
          />
        ))
      )}
      {picked && (
        <AddDocumentModal
          file={picked}
          onAdd={(meta) => {
            setAdding(true);
            void actions.addFile(picked, meta).finally(() => setAdding(false));
          }}
          onClose={() => setPicked(null)}
        />
      )}
      <ConfirmModal opened={deleting !== null} message={CONFIRM_DOCUMENTS.supprimerDocument} onConfirm={() => deleting && void actions.remove(deleting)} onClose={() => setDeleting(null)} />
      <ConfirmModal opened={askActe} message={CONFIRM_DOCUMENTS.acteNonFrais} confirmLabel="Générer" onConfirm={() => void show('acte')} onClose={() => setAskActe(false)} />
      {location && <GenerateFromTemplateModal opened={fromTemplate} locationId={location.id} onClose={() => setFromTemplate(false)} />}
      <PdfPreviewModal preview={preview} onValidate={() => preview && actions.addGenerated(preview.content, preview.blob)} onClose={() => setPreview(null)} />
      </Stack>
    </Paper>
  );
}
