import { Anchor, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatFrDate } from '../../../domain/dates';
import { parisDate, parisTimeOfDay } from '../../../domain/parisTime';
import { gapLabels } from '../../../domain/round/gaps';
import type { Round } from '../../../domain/round/round';
import { roundSummary, summaryLines } from '../../../domain/round/summary';
import { plotLabel } from '../../../domain/rules/labels';
import { getReplica } from '../../../replica/db';
import { readRoundPlots } from '../../../replica/queries/round';
import { useLiveQuery } from '../../../replica/useLiveQuery';
import { LoadingIndicator } from '../../shared/LoadingIndicator';

const when = (iso: string) => `${formatFrDate(parisDate(iso))} à ${parisTimeOfDay(iso).replace(':', ' h ')}`;

/** How many plots not seen the summary names before saying 'et N autres'. */
const LISTED = 40;

/** The round's summary (issue 29): what was done, and what is left, read from the replica as it is now. */
export function RoundSummaryModal({ round, espaceId, onClose }: { round: Round; espaceId: string; onClose: () => void }) {
  const plots = useLiveQuery(() => readRoundPlots(getReplica(espaceId), round.scope, round.seen), [espaceId, JSON.stringify(round.scope), round.seen.join(',')]);
  const summary = plots ? roundSummary(round, plots) : null;
  return (
    <Modal opened onClose={onClose} title="Résumé de la tournée" centered size="xl" closeButtonProps={{ 'aria-label': 'Fermer', size: 'xl' }}>
      {!summary ? (
        <LoadingIndicator label="Calcul du résumé" />
      ) : (
        <Stack data-testid="resume-tournee">
          <Text c="dimmed">
            Commencée le {when(round.startedAt)}
            {round.endedAt ? `, terminée le ${when(round.endedAt)}` : ', en cours'}.
          </Text>
          <List size="lg" spacing={4}>
            {summaryLines(round, summary).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          {summary.nonVus.length > 0 && (
            <Stack gap={4}>
              <Title order={3}>Emplacements non vus</Title>
              <Group gap="xs" data-testid="non-vus">
                {summary.nonVus.slice(0, LISTED).map((p) => (
                  <Button key={p.id} size="lg" variant="default" component={Link} to={`/fiche-concession/${p.id}`} onClick={onClose}>
                    {plotLabel(p).replace(/^Carré [^-]+ - /, '') || 'Emplacement'}
                  </Button>
                ))}
                {summary.nonVus.length > LISTED && <Text>et {summary.nonVus.length - LISTED} autres</Text>}
              </Group>
            </Stack>
          )}
          {summary.aCompleter.length > 0 && (
            <Stack gap={4}>
              <Title order={3}>Emplacements vus à compléter</Title>
              <List spacing={4} data-testid="a-completer">
                {summary.aCompleter.map(({ plot, gaps }) => (
                  <List.Item key={plot.id}>
                    <Anchor component={Link} to={`/fiche-concession/${plot.id}`} onClick={onClose} size="lg" style={{ display: 'inline-block', minHeight: 44, paddingBlock: 10 }}>
                      {plotLabel(plot) || 'Emplacement'}
                    </Anchor>{' '}
                    : {gapLabels(gaps).join(' · ')}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button size="lg" onClick={onClose}>
              Fermer
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
