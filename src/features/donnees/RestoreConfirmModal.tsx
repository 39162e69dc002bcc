import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { momentLabel, restoreLineText } from '../../domain/donnees/changeWording';
import { fetchPreview, type PreviewAnswer } from './restoreApi';
import { LoadingIndicator } from '../shared/LoadingIndicator';

interface RestoreConfirmModalProps {
  espaceId: string;
  /** The history id to go back to just before; null: closed. */
  avant: number | null;
  /** What the user chose, in words ('le début du 22/11/2026', 'avant cette modification'). */
  title: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (avant: number, dernier: number) => void;
}

function countsText(counts: PreviewAnswer['counts']): string {
  const parts: string[] = [];
  if (counts.modifiée) parts.push(`${counts.modifiée} ${counts.modifiée > 1 ? 'fiches reprendront leurs valeurs' : 'fiche reprendra ses valeurs'}`);
  if (counts.supprimée) parts.push(`${counts.supprimée} ${counts.supprimée > 1 ? 'fiches créées depuis seront supprimées' : 'fiche créée depuis sera supprimée'}`);
  if (counts.rétablie) parts.push(`${counts.rétablie} ${counts.rétablie > 1 ? 'fiches supprimées depuis seront rétablies' : 'fiche supprimée depuis sera rétablie'}`);
  return parts.join(', ');
}

/**
 * The confirmation of a restore (issue 15): it asks the server what would change, says it in words, and
 * restores only what it showed (the server refuses if the cemetery changed meanwhile).
 */
export function RestoreConfirmModal({ espaceId, avant, title, busy, onClose, onConfirm }: RestoreConfirmModalProps) {
  const [preview, setPreview] = useState<PreviewAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    setError(null);
    if (avant === null) return;
    const controller = new AbortController();
    fetchPreview(espaceId, avant, controller.signal).then(setPreview, (e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    });
    return () => controller.abort();
  }, [espaceId, avant]);
  return (
    <Modal opened={avant !== null} onClose={onClose} title={`Restaurer ${title}`} size="xl" centered>
      <Stack gap="md">
        {!preview && !error && (
          <Group gap="sm">
            <LoadingIndicator size="sm" />
            <Text size="md">Calcul de ce qui sera restauré…</Text>
          </Group>
        )}
        {error && <Alert color="red">{error}</Alert>}
        {preview && preview.total === 0 && <Text size="md">Rien à restaurer : le cimetière est déjà dans cet état.</Text>}
        {preview && preview.total > 0 && (
          <>
            <Text size="md" fw={600}>
              {`Le cimetière reviendra à son état du ${momentLabel(preview.moment)} : ${countsText(preview.counts)}.`}
            </Text>
            <ScrollArea.Autosize mah={320} type="auto">
              <List size="md" spacing={4} aria-label="Ce qui sera restauré">
                {preview.lines.map((l) => (
                  <List.Item key={`${l.table}/${l.id}`}>{restoreLineText(l)}</List.Item>
                ))}
                {preview.total > preview.lines.length && <List.Item>{`… et ${preview.total - preview.lines.length} autre(s) fiche(s)`}</List.Item>}
              </List>
            </ScrollArea.Autosize>
            <Text size="sm" c="dimmed">
              La restauration est elle-même une modification : elle apparaîtra dans cette liste, parviendra aux autres appareils à leur
              prochaine synchronisation, et pourra être annulée. Les photos et documents reviennent avec leurs fiches.
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button size="lg" color="red" loading={busy} disabled={!preview || preview.total === 0 || avant === null} onClick={() => preview && avant !== null && onConfirm(avant, preview.dernier)}>
            Restaurer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
