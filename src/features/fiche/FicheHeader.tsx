import { Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ConcessionStatus } from '../../domain/rules/concessionStatus';
import { formatSurface, plotLabel } from '../../domain/rules';
import type { FicheData } from '../../replica/queries/fiche';
import { AttributionWizard } from './wizard/attribution/AttributionWizard';
import { ConfirmModal } from './ConfirmModal';
import { ConcessionEditModal } from './concession/ConcessionEditModal';
import { EmplacementEditModal } from './concession/EmplacementEditModal';
import { HistoryModal } from './HistoryModal';
import { PlanModalButton } from './planModal/PlanModalButton';
import { PlotNotesBubble } from './PlotNotesBubble';
import { CONFIRM } from './messages';
import { StatusBadge } from './StatusBadge';
import { useRunMutation } from './useFicheActions';

type Pending = 'archiver' | 'desarchiver' | 'supprimer' | null;

/** Below this window width (a tablet upright) the header's secondary actions fold into 'Autres actions'. */
const NARROW_HEADER_QUERY = '(max-width: 1000px)';

/** Header of the sheet: label, surface, pre-reservation, notes bubble and the sheet's actions (spec 001 §2). */
interface FicheHeaderProps {
  fiche: FicheData;
  status: ConcessionStatus;
  archived: boolean;
  /** Edit, add and delete: the role may write and the sheet is not archived. */
  writable: boolean;
  /** The role alone may write (unarchiving from an archived sheet). */
  roleWrite: boolean;
}

export function FicheHeader({ fiche, status, archived, writable, roleWrite }: FicheHeaderProps) {
  const { emplacement, location, current } = fiche;
  const run = useRunMutation();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<Pending>(null);
  const [history, historyHandlers] = useDisclosure(false);
  const [editPlot, editPlotHandlers] = useDisclosure(false);
  const [editConcession, editConcessionHandlers] = useDisclosure(false);
  const [assign, assignHandlers] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const narrow = useMediaQuery(NARROW_HEADER_QUERY, false, { getInitialValueInEffect: false });

  const exportPdf = async () => {
    setExporting(true);
    try {
      const { exportFichePdf } = await import('./exportFichePdf');
      await exportFichePdf(fiche, status.label);
    } finally {
      setExporting(false);
    }
  };

  const onConfirm = async () => {
    if (!location) return;
    if (confirm === 'archiver') await run('location.archive', { id: location.id }, 'Concession archivée.');
    if (confirm === 'desarchiver' && (await run('location.unarchive', { id: location.id }, 'Concession désarchivée.'))) navigate(`/fiche-concession/${emplacement.id}`);
    if (confirm === 'supprimer') await run('location.delete', { id: location.id }, 'Concession supprimée.');
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{plotLabel(emplacement) || 'Emplacement'}</Title>
            <StatusBadge status={status} emplacementId={emplacement.id} />
            {fiche.pending.size > 0 && [emplacement.id, location?.id].some((id) => id && fiche.pending.has(id)) && (
              <Text c="orange.8" fw={600}>
                Modifications en attente d'envoi
              </Text>
            )}
          </Group>
          <Group gap="lg">
            <Text size="lg">Surface : {formatSurface(emplacement.surface)}</Text>
            <Text size="lg">Pré-réservation : {emplacement.preReservation ? 'possible' : 'impossible'}</Text>
            <PlotNotesBubble emplacement={emplacement} writable={writable} />
          </Group>
        </Stack>
      </Group>
      <Group gap="sm">
        {archived && (
          <Button size="lg" variant="default" component={Link} to={`/fiche-concession/${emplacement.id}`}>
            revenir
          </Button>
        )}
        {/* Kept out of the upright menu: the guided tutorials point at this button (issue 18). */}
        {writable && (
          <Button size="lg" variant="light" onClick={editPlotHandlers.open}>
            Éditer emplacement
          </Button>
        )}
        {writable && !location && (
          <Button size="lg" onClick={assignHandlers.open}>
            Attribuer l'emplacement
          </Button>
        )}
        {writable && location && (
          <Button size="lg" variant="light" onClick={editConcessionHandlers.open}>
            Modifier la concession
          </Button>
        )}
        {writable && location && !narrow && (
          <Button size="lg" variant="light" color="orange" onClick={() => setConfirm('archiver')}>
            Archiver
          </Button>
        )}
        {/* Unarchive only when the plot has no current concession (spec 001 §4 Archive, nbLocations 0). */}
        {archived && roleWrite && current === null && (
          <Button size="lg" variant="light" onClick={() => setConfirm('desarchiver')}>
            Désarchiver
          </Button>
        )}
        <PlanModalButton emplacementId={emplacement.id} />
        {/* Upright, the secondary actions go in one menu so the header keeps to one row (issue 14). */}
        {narrow ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="lg" variant="default" loading={exporting}>
                Autres actions
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={historyHandlers.open}>Historique</Menu.Item>
              <Menu.Item onClick={() => void exportPdf()}>Exporter (PDF)</Menu.Item>
              {writable && location && (
                <Menu.Item color="orange.9" onClick={() => setConfirm('archiver')}>
                  Archiver
                </Menu.Item>
              )}
              {writable && location && (
                <Menu.Item color="red.9" onClick={() => setConfirm('supprimer')}>
                  Supprimer
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <>
            <Button size="lg" variant="default" onClick={historyHandlers.open}>
              Historique
            </Button>
            <Button size="lg" variant="default" loading={exporting} onClick={() => void exportPdf()}>
              Exporter (PDF)
            </Button>
            {writable && location && (
              <Button size="lg" variant="light" color="red" onClick={() => setConfirm('supprimer')}>
                Supprimer
              </Button>
            )}
          </>
        )}
      </Group>
      <ConfirmModal
        opened={confirm !== null}
        message={confirm === 'archiver' ? CONFIRM.archiver : confirm === 'desarchiver' ? CONFIRM.desarchiver : CONFIRM.supprimerConcession}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirm(null)}
      />
      <HistoryModal opened={history} onClose={historyHandlers.close} fiche={fiche} />
      {editPlot && <EmplacementEditModal emplacement={emplacement} onClose={editPlotHandlers.close} />}
      {editConcession && location && <ConcessionEditModal location={location} onClose={editConcessionHandlers.close} />}
      {assign && <AttributionWizard emplacement={emplacement} onClose={assignHandlers.close} />}
    </Stack>
  );
}

