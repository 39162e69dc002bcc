import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NOTE_ETATS } from '../../domain/constants/notifications';
import { formatFrDate } from '../../domain/dates';
import type { Emplacement } from '../../domain/entities/emplacement';
import type { Note } from '../../domain/entities/note';
import { plotLabel } from '../../domain/rules';
import { notePreview } from '../../domain/rules/notePreview';

export type NoteAction = 'modifier' | 'archiver' | 'corbeille' | 'restaurer' | 'supprimer';

interface NoteRowProps {
  note: Note;
  plot: Emplacement | undefined;
  writable: boolean;
  onAction: (action: NoteAction, note: Note) => void;
}

/** One note of the list: title, date, plot, the 160-character preview, and the actions its state allows. */
export function NoteRow({ note, plot, writable, onAction }: NoteRowProps) {
  const action = (a: NoteAction, label: string, color?: string) => (
    <Button size="md" variant="light" color={color} onClick={() => onAction(a, note)} aria-label={`${label} : ${note.titre}`}>
      {label}
    </Button>
  );
  return (
    <Card withBorder padding="md" component="article" aria-label={note.titre}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">{note.titre}</Title>
          <Text c="dimmed">{formatFrDate(note.date)}</Text>
        </Group>
        {plot && (
          <Anchor component={Link} to={`/fiche-concession/${plot.id}`}>
            {plotLabel(plot) || 'Emplacement'}
          </Anchor>
        )}
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{notePreview(note.contenu)}</Text>
        {writable && (
          <Group gap="xs">
            {note.etat !== NOTE_ETATS.corbeille && action('modifier', 'Modifier')}
            {note.etat === NOTE_ETATS.active && action('archiver', 'Archiver')}
            {note.etat !== NOTE_ETATS.active && action('restaurer', 'Restaurer')}
            {note.etat !== NOTE_ETATS.corbeille && action('corbeille', 'Mettre à la corbeille', 'orange')}
            {note.etat === NOTE_ETATS.corbeille && action('supprimer', 'Supprimer', 'red')}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
