import { Alert, Button, FileInput, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { apiJson } from '../../platform/http';
import { pullAfterServerWrite } from '../sync/pullAfterServerWrite';

interface ImportSummary {
  created: number;
  updated: number;
  ignored: number;
}

/**
 * The SVG plan upload area (spec 000 §2.8 SVG map update, administrators): the server sanitises and stores the
 * plan, then creates or reshapes the plots; the new plan and plots reach this device by the pull made at once
 * after it (pullAfterServerWrite). Needs the network, and says so. Once imported, the area is replaced by
 * 'Import réalisé' and the summary.
 */
export function ImportSvgForm({ espaceId, onDone }: { espaceId: string; onDone?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);

  async function send() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const result = await pullAfterServerWrite(
        espaceId,
        apiJson<ImportSummary>(`/api/ESpaces/front_import_svg?espaceId=${encodeURIComponent(espaceId)}`, {
          method: 'POST',
          headers: { 'content-type': 'image/svg+xml' },
          body: file,
        }),
      );
      setSummary(result);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'L’import a échoué.');
    } finally {
      setBusy(false);
    }
  }

  if (summary) {
    return (
      <Stack data-testid="svg-import-summary">
        <Text fw={700} size="lg">
          Import réalisé
        </Text>
        <List>
          <List.Item>Emplacements créés : {summary.created}</List.Item>
          <List.Item>Emplacements mis à jour : {summary.updated}</List.Item>
          <List.Item>Formes ignorées : {summary.ignored}</List.Item>
        </List>
        {onDone && (
          <Button size="lg" onClick={onDone}>
            Fermer
          </Button>
        )}
      </Stack>
    );
  }
  return (
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
  );
}
