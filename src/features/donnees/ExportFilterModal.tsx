import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DEFAULT_EXPORT_FILTER, type ExportFilter } from '../../domain/donnees/exportSheets';
import { carresOf } from '../../replica/exportData';

interface ExportFilterModalProps {
  espaceId: string | null;
  cemetery: string;
  opened: boolean;
  onClose: () => void;
  onExport: (filter: ExportFilter) => void;
}

/**
 * The filter modal of the export (spec 000 §2.10, whose contents the spec leaves open): which carrés,
 * whether archived concessions and the files (photos, documents, plan: the ZIP) go with the workbook.
 */
export function ExportFilterModal({ espaceId, cemetery, opened, onClose, onExport }: ExportFilterModalProps) {
  const [filter, setFilter] = useState<ExportFilter>(DEFAULT_EXPORT_FILTER);
  const [carres, setCarres] = useState<string[]>([]);
  useEffect(() => {
    if (!opened || !espaceId) return;
    let live = true;
    void carresOf(espaceId).then((list) => live && setCarres(list));
    return () => {
      live = false;
    };
  }, [opened, espaceId]);
  return (
    <Modal opened={opened} onClose={onClose} title={`Exporter : ${cemetery}`} size="lg" centered>
      <Stack gap="md">
        <Text size="md">
          Le classeur Excel contient une feuille par type de fiche : emplacements, concessions, défunts, concessionnaires et contacts,
          travaux, procédures et tarifs.
        </Text>
        <MultiSelect
          size="lg"
          label="Carrés"
          description="Aucun choix : tout le cimetière."
          placeholder={filter.carres.length ? '' : 'Tous les carrés'}
          data={carres.map((c) => ({ value: c, label: `Carré ${c}` }))}
          value={filter.carres}
          onChange={(value) => setFilter((f) => ({ ...f, carres: value }))}
          searchable
          clearable
        />
        <Checkbox
          size="md"
          label="Inclure les concessions archivées (anciennes concessions, reprises)"
          checked={filter.archivees}
          onChange={(e) => setFilter((f) => ({ ...f, archivees: e.currentTarget.checked }))}
        />
        <Checkbox
          size="md"
          label="Inclure le plan, les photos et les documents (fichier ZIP)"
          description="Chaque photo et chaque document est nommé d'après son emplacement."
          checked={filter.fichiers}
          onChange={(e) => setFilter((f) => ({ ...f, fichiers: e.currentTarget.checked }))}
        />
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button size="lg" onClick={() => onExport(filter)}>
            Lancer l'export
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
