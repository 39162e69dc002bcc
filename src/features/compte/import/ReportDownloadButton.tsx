import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isNetworkError } from '../../../platform/errors';
import { downloadReportLines } from './importReportsApi';

/**
 * 'Télécharger les lignes à reprendre (.xlsx)': the refused and partial lines of an import as a workbook (the
 * file's columns, the lines as they were, the reason in a last column 'Motif'), to correct and import again.
 */
export function ReportDownloadButton({ reportId }: { reportId: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadReportLines(reportId);
    } catch (e) {
      setError(isNetworkError(e) ? 'Connexion nécessaire pour télécharger les lignes à reprendre.' : e instanceof Error ? e.message : 'Le téléchargement a échoué.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button size="md" variant="light" loading={busy} onClick={() => void download()}>
        Télécharger les lignes à reprendre (.xlsx)
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
