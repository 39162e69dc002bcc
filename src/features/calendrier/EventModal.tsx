import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CalendarEvent } from '../../domain/entities/calendarEvent';
import { DateField } from '../shared/DateField';
import { TimeField } from '../shared/TimeField';

export interface EventValues {
  dateDebut: string;
  titre: string;
  contenu: string | null;
  isNote: boolean;
  isPersonnel: boolean;
}

interface EventModalProps {
  /** The event to edit, or null to add one on `day`. */
  event: CalendarEvent | null;
  day: string;
  onSave: (values: EventValues) => Promise<boolean>;
  onDelete?: () => void;
  onClose: () => void;
}

/**
 * 'Ajouter/Modifier un événement' (spec 002 §2 Calendar): date, time, title, content, 'Lier à une note ?',
 * 'Evènement personnel ?', Annuler and Valider; editing also offers to delete the event.
 */
export function EventModal({ event, day, onSave, onDelete, onClose }: EventModalProps) {
  const [date, setDate] = useState((event?.dateDebut ?? day).slice(0, 10));
  const [time, setTime] = useState(event?.dateDebut.slice(11, 16) ?? '');
  const [titre, setTitre] = useState(event?.titre ?? '');
  const [contenu, setContenu] = useState(event?.contenu ?? '');
  const [isNote, setIsNote] = useState(event?.isNote ?? false);
  const [isPersonnel, setIsPersonnel] = useState(event?.isPersonnel ?? false);
  const [errors, setErrors] = useState<{ titre?: string; date?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const next: typeof errors = {};
    if (!titre.trim()) next.titre = 'Veuillez saisir un titre.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = 'Veuillez saisir une date.';
    setErrors(next);
    if (next.titre || next.date) return;
    setSaving(true);
    const ok = await onSave({ dateDebut: time ? `${date}T${time}` : date, titre: titre.trim(), contenu: contenu.trim() ? contenu : null, isNote, isPersonnel });
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={event ? 'Modifier un événement' : 'Ajouter un événement'} centered size="lg">
      <Stack>
        <Group grow>
          <DateField label="Date" required value={date} error={errors.date} onChange={setDate} />
          <TimeField label="Heure" value={time} onChange={setTime} />
        </Group>
        <TextInput size="lg" label="Titre" required value={titre} error={errors.titre} onChange={(e) => setTitre(e.currentTarget.value)} data-autofocus />
        <Textarea size="lg" label="Contenu" autosize minRows={3} value={contenu} onChange={(e) => setContenu(e.currentTarget.value)} />
        <Checkbox size="lg" label="Lier à une note ?" checked={isNote} disabled={event?.isNote === true} onChange={(e) => setIsNote(e.currentTarget.checked)} />
        <Checkbox size="lg" label="Evènement personnel ?" checked={isPersonnel} onChange={(e) => setIsPersonnel(e.currentTarget.checked)} />
        <Group justify="space-between">
          {onDelete ? <Button size="lg" variant="light" color="red" onClick={onDelete}>Supprimer</Button> : <span />}
          <Group>
            <Button size="lg" variant="default" onClick={onClose}>Annuler</Button>
            <Button size="lg" loading={saving} onClick={() => void submit()}>Valider</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
