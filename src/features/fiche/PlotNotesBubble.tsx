import { ActionIcon, Anchor, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatFrDate } from '../../domain/dates';
import type { Emplacement } from '../../domain/entities/emplacement';
import { notePreview } from '../../domain/rules/notePreview';
import { usePlotNotes } from '../../replica/queries/agenda';
import { useEspaceId } from '../../replica/useEnqueue';

/**
 * The sheet's notes bubble (spec 001 §2): the plot's own notes field, and the notes of /notes linked to the plot
 * (issue 18), with a way to add one. The count shows on the bubble so the user knows there is something to read.
 */
export function PlotNotesBubble({ emplacement, writable }: { emplacement: Emplacement; writable: boolean }) {
  const notes = usePlotNotes(useEspaceId(), emplacement.id);
  const count = notes.length + (emplacement.notes ? 1 : 0);
  // Controlled: Mantine closes a popover on Escape only from inside it, and the bubble keeps the focus on its
  // button, so the button closes it too (a controlled target toggles through its own onClick).
  const [opened, setOpened] = useState(false);
  return (
    <Popover width={340} withArrow shadow="md" opened={opened} onChange={setOpened}>
      {/* The target is the button itself: it carries aria-expanded, which a plain div may not (axe). */}
      <Indicator label={count} size={20} disabled={count === 0} color="blue.8">
        <Popover.Target>
          <ActionIcon
            size={44}
            variant="light"
            radius="xl"
            aria-label="Notes de l'emplacement"
            onClick={() => setOpened((open) => !open)}
            onKeyDown={(event) => event.key === 'Escape' && setOpened(false)}
          >
            i
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Stack gap="xs">
          {count === 0 && <Text>Aucune note.</Text>}
          {emplacement.notes && <Text style={{ whiteSpace: 'pre-line' }}>{emplacement.notes}</Text>}
          {notes.map((n) => (
            <div key={n.id}>
              <Text fw={700}>{n.titre}</Text>
              <Text size="sm" c="dimmed">{formatFrDate(n.date)}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{notePreview(n.contenu)}</Text>
            </div>
          ))}
          {writable && (
            <Anchor component={Link} to={`/notes?emplacement=${emplacement.id}`}>
              Ajouter une note
            </Anchor>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
