import { Alert, Badge, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { deedCountLines, dryRunDeeds, importDeeds, type DeedsAnswer } from './deedsImportApi';

const COLORS = { joint: 'green', 'déjà présent': 'gray', 'non reconnu': 'red' } as const;
const SHOWN = 300;

/** The files of the archive and their fate, then the entries skipped and why. */
function DeedsTable({ answer }: { answer: DeedsAnswer }) {
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Actes de l’archive">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fichier</Table.Th>
              <Table.Th>Résultat</Table.Th>
              <Table.Th>Concession</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.fichiers.slice(0, SHOWN).map((f) => (
              <Table.Tr key={f.fichier}>
                <Table.Td>{f.fichier}</Table.Td>
                <Table.Td>
                  <Badge color={COLORS[f.status]} variant="light">{f.status}</Badge>
                </Table.Td>
                <Table.Td>{f.concession || f.details}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {answer.fichiers.length > SHOWN && <Text size="sm">… et {answer.fichiers.length - SHOWN} autre(s) fichier(s).</Text>}
      {answer.ignores.length > 0 && (
        <>
          <Text fw={600}>Fichiers ignorés</Text>
          <List size="sm">
            {answer.ignores.slice(0, SHOWN).map((i) => (
              <List.Item key={i.name}>
                {i.name} : {i.reason}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/**
 * 'Import des actes scannés (ZIP)' of Infos cimetière (issue 16, administrators): an archive of PDFs named
 * after their plot ('A-12.pdf') or concession number ('concession 154.pdf'); a dry run lists which concession
 * each joins and the files that matched nothing, then the import adds them to the concessions' documents and
 * reads 'Import réalisé' with the counts. Needs the network.
 */
export function DeedsImportForm({ espaceId }: { espaceId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState<DeedsAnswer | null>(null);
  const [result, setResult] = useState<DeedsAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'L’import a échoué.');
    } finally {
      setBusy(false);
    }
  }
  const counts = (answer: DeedsAnswer, done: boolean) => (
    <List size="sm">
      {deedCountLines(answer.compteurs, done).map(([label, n]) => (
        <List.Item key={label}>
          {label} : {n}
        </List.Item>
      ))}
    </List>
  );
  const alert = error && (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );

  if (result) {
    return (
      <Stack data-testid="deeds-import-summary">
        <Text fw={700} size="lg">{result.message}</Text>
        {counts(result, true)}
        <DeedsTable answer={result} />
      </Stack>
    );
  }
  if (!dryRun || !file) {
    return (
      <Stack>
        <Text size="sm">Archive ZIP de PDF nommés d’après leur emplacement (« A-12.pdf ») ou leur numéro de concession (« concession 154.pdf »). Chaque acte rejoint les documents de sa concession ; une simulation vient d’abord. Une connexion est nécessaire.</Text>
        <FileInput size="lg" label="Actes scannés (archive ZIP)" accept=".zip,application/zip" value={file} onChange={setFile} clearable placeholder="Choisir un fichier" />
        {alert}
        <Button size="lg" disabled={!file} loading={busy} onClick={() => file && void act(async () => setDryRun(await dryRunDeeds(espaceId, file)))}>
          Simuler l’import
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text size="sm">{file.name} — {dryRun.fichiers.length} PDF.</Text>
      <Text fw={600}>Simulation : rien n’a encore été enregistré.</Text>
      {counts(dryRun, false)}
      <DeedsTable answer={dryRun} />
      {alert}
      <Group>
        <Button size="lg" variant="default" onClick={() => setDryRun(null)}>
          Changer de fichier
        </Button>
        <Button size="lg" loading={busy} disabled={dryRun.compteurs.actesJoints === 0} onClick={() => void act(async () => setResult(await importDeeds(espaceId, file)))}>
          Joindre {dryRun.compteurs.actesJoints} acte(s)
        </Button>
      </Group>
    </Stack>
  );
}
