import { Button, FileInput, Group, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Espace } from '../../domain/entities/espace';
import { CONFIRM_DELETE_FILE } from '../../domain/mutations/espaceDocuments';
import { saveBlob } from '../../platform/download';
import { apiFetch } from '../../platform/http';
import { getReplica } from '../../replica/db';
import { getMediaBlob, storeMedia } from '../../replica/media';
import { uuidv7 } from '../../replica/uuidv7';
import { ConfirmModal } from '../fiche/ConfirmModal';
import { useRunMutation } from '../fiche/useFicheActions';

const MSG_PDF_ONLY = 'Seuls les fichiers PDF sont acceptés.';
const isPdf = (f: File) => f.type === 'application/pdf' || f.name.toLowerCase().endsWith('.pdf');

/** Opens a cemetery document: from this device's blobs, else from the server. */
async function openDocument(espaceId: string, sha256: string, name: string) {
  try {
    const blob = (await getMediaBlob(getReplica(espaceId), sha256)) ?? (await (await apiFetch(`/api/media/${sha256}`, { headers: { accept: '*/*' } })).blob());
    saveBlob(blob, name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`);
  } catch (e) {
    notifications.show({ color: 'red', title: 'Téléchargement impossible', message: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * The cemetery's documents (spec 000 §2.8, §5): rules and funerary heritage (PDF only), and extra documents
 * each with a name and a description, deletable after 'Etes vous sûr de vouloir supprimer ce fichier ?'. The
 * bytes are kept on the device and uploaded before the mutation that links them (src/replica/media.ts).
 */
export function CemeteryDocuments({ espace, writer }: { espace: Espace; writer: boolean }) {
  const run = useRunMutation();
  const [nom, setNom] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState<{ message: string; action: () => void } | null>(null);

  const store = async (f: File) => (await storeMedia(getReplica(espace.id), f)).sha256;
  const setSingle = async (kind: 'reglement' | 'patrimoine', f: File | null) => {
    if (!f) return;
    if (!isPdf(f)) return void notifications.show({ color: 'red', message: MSG_PDF_ONLY });
    await run('espace.setDocument', { id: espace.id, kind, document: { nom: f.name, sha256: await store(f) } }, 'Document enregistré.');
  };
  const addOther = async () => {
    if (!file) return;
    if (!isPdf(file)) return void notifications.show({ color: 'red', message: MSG_PDF_ONLY });
    const ok = await run('espace.addAutreDocument', { id: espace.id, document: { id: uuidv7(), nom: nom.trim() || file.name.replace(/\.pdf$/i, ''), description: description.trim(), sha256: await store(file) } }, 'Document ajouté.');
    if (ok) {
      setNom('');
      setDescription('');
      setFile(null);
    }
  };

  const single = (kind: 'reglement' | 'patrimoine', label: string, name: string | null, sha: string | null) => (
    <Group align="flex-end" wrap="wrap">
      <div style={{ minWidth: 220 }}>
        <Text size="sm" c="dimmed">{label}</Text>
        <Text size="lg">{name ?? '—'}</Text>
      </div>
      {name && sha && <Button size="lg" variant="light" onClick={() => void openDocument(espace.id, sha, name)}>Ouvrir</Button>}
      {writer && name && (
        <Button size="lg" variant="subtle" color="red" onClick={() => setConfirm({ message: CONFIRM_DELETE_FILE, action: () => void run('espace.setDocument', { id: espace.id, kind, document: null }, 'Document supprimé.') })}>
          Supprimer
        </Button>
      )}
      {writer && <FileInput size="lg" label={`${label} (PDF)`} placeholder="Choisir un PDF" accept="application/pdf,.pdf" value={null} onChange={(f) => void setSingle(kind, f)} />}
    </Group>
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Documents">
      <Title order={2} size="h3" mb="xs">Documents du cimetière</Title>
      <Stack gap="md">
        {single('reglement', 'Règlement du cimetière', espace.nomReglement, espace.reglementSha256 ?? null)}
        {single('patrimoine', 'Patrimoine funéraire', espace.nomPatrimoine, espace.patrimoineSha256 ?? null)}
        <Text fw={700}>Autres documents</Text>
        {espace.autresDocuments.length === 0 ? (
          <Text c="dimmed">Aucun autre document.</Text>
        ) : (
          <Table.ScrollContainer minWidth={400}>
            <Table>
              <Table.Thead>
                <Table.Tr><Table.Th>Nom</Table.Th><Table.Th>Description</Table.Th><Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {espace.autresDocuments.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.nom}</Table.Td>
                    <Table.Td>{d.description || '—'}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {d.sha256 && <Button size="md" variant="light" onClick={() => void openDocument(espace.id, d.sha256 ?? '', d.nom)}>Ouvrir</Button>}
                        {writer && (
                          <Button size="md" variant="subtle" color="red" aria-label={`Supprimer ${d.nom}`}
                            onClick={() => setConfirm({ message: CONFIRM_DELETE_FILE, action: () => void run('espace.removeAutreDocument', { id: espace.id, documentId: d.id }, 'Document supprimé.') })}>
                            Supprimer
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {writer && (
          <Group align="flex-end" grow wrap="wrap">
            <TextInput size="lg" label="Nom du document" value={nom} onChange={(e) => setNom(e.currentTarget.value)} />
            <TextInput size="lg" label="Description du document" value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
            <FileInput size="lg" label="Fichier PDF" placeholder="Choisir un PDF" accept="application/pdf,.pdf" value={file} onChange={setFile} />
            <Button size="lg" disabled={!file} onClick={() => void addOther()}>Ajouter le document</Button>
          </Group>
        )}
      </Stack>
      {confirm && <ConfirmModal opened message={confirm.message} confirmLabel="Supprimer" onConfirm={confirm.action} onClose={() => setConfirm(null)} />}
    </Paper>
  );
}
