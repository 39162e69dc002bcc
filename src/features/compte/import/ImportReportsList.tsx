import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { formatFrDate } from '../../../domain/dates';
import { authorName } from '../../../domain/donnees/changeWording';
import { IMPORT_SOURCE_LABELS } from '../../../domain/import/sources';
import { parisDate, parisTimeOfDay } from '../../../domain/parisTime';
import { LoadingIndicator } from '../../shared/LoadingIndicator';
import type { ImportReportSummary } from './importReportsApi';
import { countLines } from './registerImportApi';
import { ReportDownloadButton } from './ReportDownloadButton';
import { useImportReports } from './useImportReports';

const when = (iso: string) => `${formatFrDate(parisDate(iso))} à ${parisTimeOfDay(iso)}`;

/** What an import created or updated, from its counts: 'Emplacements créés : 2 · Défunts ajoutés : 4'. */
function writtenOf(compteurs: Record<string, number>): string {
  const counts = compteurs as unknown as Parameters<typeof countLines>[0];
  const written = countLines(counts).filter(([label, n]) => !label.startsWith('Lignes') && (n ?? 0) > 0);
  return written.length ? written.map(([label, n]) => `${label} : ${n}`).join(' · ') : 'Aucune modification';
}

function TakeUp({ report }: { report: ImportReportSummary }) {
  const refused = report.compteurs.lignesRefusees ?? 0;
  const partial = report.compteurs.lignesPartielles ?? 0;
  return (
    <Stack gap={4}>
      <Text size="sm">
        Refusées : {refused} · À vérifier : {partial}
      </Text>
      {report.lignesOmises > 0 && (
        <Text size="sm" c="dimmed">
          {report.lignesConservees} premières lignes conservées ({report.lignesOmises} autre(s) non conservée(s)).
        </Text>
      )}
      {report.lignesConservees > 0 && <ReportDownloadButton reportId={report.id} />}
    </Stack>
  );
}

/**
 * 'Imports précédents' of Infos cimetière (issue 26, administrators): each import carried out in the cemetery,
 * newest first — when, who, which file, what it created, how many lines were refused or are to check — and the
 * workbook of those lines to correct and import again. Server data: offline, it says it needs the network.
 */
export function ImportReportsList({ espaceId, generation }: { espaceId: string; generation: number }) {
  const { answer, offline, error } = useImportReports(espaceId, generation);
  if (offline) {
    return (
      <Alert color="orange" title="Connexion nécessaire">
        Les rapports des imports sont conservés sur le serveur : reconnectez-vous pour les consulter et télécharger les lignes à reprendre.
      </Alert>
    );
  }
  if (error) return <Alert color="red">{error}</Alert>;
  if (!answer) {
    return (
      <Group gap="sm">
        <LoadingIndicator size="sm" />
        <Text size="md">Lecture des imports précédents…</Text>
      </Group>
    );
  }
  if (answer.rapports.length === 0) return <Text size="md">Aucun import n’a encore été réalisé dans ce cimetière.</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Les {answer.limite} derniers imports du cimetière sont conservés, avec leurs lignes refusées ou à vérifier.
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Imports précédents">
        {answer.rapports.map((r) => (
          <Paper key={r.id} component="li" withBorder p="sm" radius="md" aria-label={`Import de ${r.fichier} le ${when(r.date)}`}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 20rem', minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {r.fichier}
                </Text>
                <Text size="sm" c="dimmed">
                  {IMPORT_SOURCE_LABELS[r.source] ?? r.source} · le {when(r.date)} par {authorName(r.par)}
                </Text>
                <Text size="sm">{writtenOf(r.compteurs)}</Text>
              </Stack>
              <TakeUp report={r} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
