import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NOTE_ETATS, NOTE_FILTER_LABELS, type NoteEtat } from '../../domain/constants/notifications';
import type { Note } from '../../domain/entities/note';
import { usePlots, useNotes } from '../../replica/queries/agenda';
import { useEspaceId } from '../../replica/useEnqueue';
import { uuidv7 } from '../../replica/uuidv7';
import { ConfirmModal } from '../fiche/ConfirmModal';
import { useCanWrite, useRunMutation } from '../fiche/useFicheActions';
import { NoteModal, type NoteValues } from './NoteModal';
import { NoteRow, type NoteAction } from './NoteRow';

const MSG_CONFIRM_DELETE = 'Etes vous sûr de vouloir supprimer cette note ?';
const EMPTY: Record<NoteEtat, string> = { 1: 'Aucune note.', 2: 'Aucune note archivée.', 3: 'La corbeille est vide.' };

/**
 * /notes (spec 002 §2 Notes): the three filters, 'Ajouter une note', each note's preview and actions. Every change
 * is a mutation of the outbox, so the screen works offline and syncs like the rest. /notes?emplacement=ID opens
 * the add modal for that plot (the link of a sheet's notes bubble).
 */
export function NotesPage() {
  const espaceId = useEspaceId();
  const notes = useNotes(espaceId);
  const plots = usePlots(espaceId);
  const writable = useCanWrite();
  const run = useRunMutation();
  const [params, setParams] = useSearchParams();
  const forPlot = params.get('emplacement');
  const [filter, setFilter] = useState<NoteEtat>(NOTE_ETATS.active);
  const [editing, setEditing] = useState<Note | 'new' | null>(forPlot ? 'new' : null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const plotById = useMemo(() => new Map(plots.map((p) => [p.id, p])), [plots]);
  const shown = (notes ?? []).filter((n) => n.etat === filter);

  const save = async (values: NoteValues) => {
    const contenu = values.contenu.trim() === '' ? null : values.contenu;
    if (editing === 'new') return run('note.create', { id: uuidv7(), titre: values.titre, contenu, emplacementId: values.emplacementId }, 'Note ajoutée.');
    if (!editing) return false;
    const changes: Record<string, unknown> = {};
    if (values.titre !== editing.titre) changes['titre'] = values.titre;
    if (contenu !== editing.contenu) changes['contenu'] = contenu;
    if (values.emplacementId !== editing.emplacementId) changes['emplacementId'] = values.emplacementId;
    if (Object.keys(changes).length === 0) return true;
    return run('note.update', { id: editing.id, ...changes }, 'Note modifiée.');
  };

  const onAction = (action: NoteAction, note: Note) => {
    if (action === 'modifier') setEditing(note);
    if (action === 'archiver') void run('note.update', { id: note.id, etat: NOTE_ETATS.archivee }, 'Note archivée.');
    if (action === 'corbeille') void run('note.update', { id: note.id, etat: NOTE_ETATS.corbeille }, 'Note mise à la corbeille.');
    if (action === 'restaurer') void run('note.update', { id: note.id, etat: NOTE_ETATS.active }, 'Note restaurée.');
    if (action === 'supprimer') setDeleting(note);
  };

  const close = () => {
    setEditing(null);
    if (forPlot) setParams({}, { replace: true });
  };

  return (
    <Stack maw={960} mx="auto" p="md" gap="md">
      <Group justify="space-between">
        <Title order={1}>NOTES</Title>
        {writable && <Button size="lg" onClick={() => setEditing('new')}>Ajouter une note</Button>}
      </Group>
      <SegmentedControl
        size="md"
        aria-label="Filtrer les notes"
        value={String(filter)}
        onChange={(v) => setFilter(Number(v) as NoteEtat)}
        data={([1, 2, 3] as const).map((e) => ({ value: String(e), label: NOTE_FILTER_LABELS[e] }))}
      />
      {notes === undefined ? null : shown.length === 0 ? (
        <Text c="dimmed" size="lg">{EMPTY[filter]}</Text>
      ) : (
        <Stack gap="sm">
          {shown.map((n) => (
            <NoteRow key={n.id} note={n} plot={n.emplacementId ? plotById.get(n.emplacementId) : undefined} writable={writable} onAction={onAction} />
          ))}
        </Stack>
      )}
      {editing !== null && <NoteModal note={editing === 'new' ? null : editing} emplacementId={forPlot} onSave={save} onClose={close} />}
      <ConfirmModal
        opened={deleting !== null}
        message={MSG_CONFIRM_DELETE}
        confirmLabel="Supprimer"
        onConfirm={() => deleting && void run('note.delete', { id: deleting.id }, 'Note supprimée.')}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
