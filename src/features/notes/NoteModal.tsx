import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Note } from '../../domain/entities/note';
import { plotLabel, plotShortLabel } from '../../domain/rules';
import { usePlots } from '../../replica/queries/agenda';
import { useEspaceId } from '../../replica/useEnqueue';

export interface NoteValues {
  titre: string;
  contenu: string;
  emplacementId: string | null;
}

interface NoteModalProps {
  note: Note | null;
  /** The plot a new note is about, when opened from a plot's sheet. */
  emplacementId?: string | null;
  onSave: (values: NoteValues) => Promise<boolean>;
  onClose: () => void;
}

/** 'Ajouter une note' / 'Modifier la note' (spec 002 §2 Notes): titre and note, and the plot it is about. */
export function NoteModal({ note, emplacementId = null, onSave, onClose }: NoteModalProps) {
  const espaceId = useEspaceId();
  const plots = usePlots(espaceId);
  const [titre, setTitre] = useState(note?.titre ?? '');
  const [contenu, setContenu] = useState(note?.contenu ?? '');
  const [plot, setPlot] = useState<string | null>(note?.emplacementId ?? emplacementId);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const options = plots.map((e) => ({ value: e.id, label: `${plotShortLabel(e)} · ${plotLabel(e) || 'Emplacement'}` }));

  const submit = async () => {
    if (!titre.trim()) {
      setError('Veuillez saisir un titre.');
      return;
    }
    setSaving(true);
    const ok = await onSave({ titre: titre.trim(), contenu, emplacementId: plot });
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={note ? 'Modifier la note' : 'Ajouter une note'} centered size="lg">
      <Stack>
        <TextInput size="lg" label="Titre" required value={titre} error={error} onChange={(e) => { setTitre(e.currentTarget.value); setError(null); }} data-autofocus />
        <Textarea size="lg" label="Note" autosize minRows={4} maxRows={12} value={contenu} onChange={(e) => setContenu(e.currentTarget.value)} />
        <Select
          size="lg" label="Emplacement concerné" placeholder="Aucun" searchable clearable limit={50} nothingFoundMessage="Aucun emplacement"
          data={options} value={plot} onChange={setPlot}
        />
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>Annuler</Button>
          <Button size="lg" loading={saving} onClick={() => void submit()}>Valider</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
