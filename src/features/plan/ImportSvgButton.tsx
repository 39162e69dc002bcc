import { Alert, Button, FileInput, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { apiJson } from '../../platform/http';

interface ImportSummary {
  created: number;
  updated: number;
  ignored: number;
}

/**
 * 'Importer un plan SVG' (spec 000 §2.8 SVG map update, administrators): the server sanitises and stores the
 * plan, then creates or reshapes the plots; the new plan and plots reach this device by the next pull. Needs
 * the network, and says so. The account page's Infos cimetière tab will host it too.
 */
export function ImportSvgButton({ espaceId }: { espaceId: string }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);

  async function send() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const result = await apiJson<ImportSummary>(`/api/ESpaces/front_import_svg?espaceId=${encodeURIComponent(espaceId)}`, {
        method: 'POST',
        headers: { 'content-type': 'image/svg+xml' },
        body: file,
      });
      setSummary(result);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'L’import a échoué.');
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setOpen(false);
    setFile(null);
    setError(null);
    setSummary(null);
  }

  return (
    <>
      <Button size="lg" variant="default" onClick={() => setOpen(true)}>
        Importer un plan SVG
      </Button>
      <Modal opened={open} onClose={close} title="Importer un plan SVG" centered>
        {summary ? (
          <Stack>
            <Text fw={700} size="lg">
              Import réalisé
            </Text>
            <List>
              <List.Item>Emplacements créés : {summary.created}</List.Item>
              <List.Item>Emplacements mis à jour : {summary.updated}</List.Item>
              <List.Item>Formes ignorées : {summary.ignored}</List.Item>
            </List>
            <Button size="lg" onClick={close}>
              Fermer
            </Button>
          </Stack>
        ) : (
          <Stack>
            <Text size="sm">Fichier SVG uniquement. Les formes portant un identifiant d’emplacement créent ou mettent à jour les emplacements. Une connexion est nécessaire.</Text>
            <FileInput size="lg" label="Plan du cimetière (SVG)" accept=".svg,image/svg+xml" value={file} onChange={setFile} clearable placeholder="Choisir un fichier" />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button size="lg" disabled={!file} loading={busy} onClick={() => void send()}>
              Importer
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
