import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { documentNameFromFile } from '../../../domain/documents/upload';

/** Names and describes a picked file before it becomes a document of the concession (spec 001 §3: nom, description). */
export function AddDocumentModal({ file, onAdd, onClose }: { file: File; onAdd: (meta: { nom: string; description: string }) => void; onClose: () => void }) {
  const [nom, setNom] = useState(documentNameFromFile(file.name));
  const [description, setDescription] = useState('');
  const missing = nom.trim() === '';
  return (
    <Modal opened onClose={onClose} title="Ajouter un document" centered size="lg">
      <Stack>
        <Text c="dimmed">{file.name}</Text>
        <TextInput size="lg" label="Nom du document" withAsterisk value={nom} maxLength={255} error={missing ? 'Ce champ est obligatoire.' : null} onChange={(e) => setNom(e.currentTarget.value)} />
        <Textarea size="lg" label="Description" value={description} maxLength={2000} autosize minRows={2} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button
            size="lg"
            disabled={missing}
            onClick={() => {
              onAdd({ nom, description });
              onClose();
            }}
          >
            Ajouter
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
