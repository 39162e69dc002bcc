import { Anchor, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PROCEDURE_LABELS, procedureRoute } from '../../domain/constants/procedures';
import { formatFrDate } from '../../domain/dates';
import { procedurePanel } from '../../domain/procedures/preconditions';
import type { FicheData } from '../../replica/queries/fiche';

/**
 * The procedures panel (spec 001 §2): ongoing ones; the other kinds with a green or red tick from the domain's
 * preconditions (LAW.md), the reason written beside a red one; finished ones, at most 200 px high.
 */
export function ProceduresPanel({ fiche, today }: { fiche: FicheData; today: string }) {
  const panel = procedurePanel({ location: fiche.current, occupants: fiche.occupants, procedures: fiche.procedures, today });
  const plotId = fiche.emplacement.id;
  return (
    <Paper withBorder p="md">
      <Title order={2} mb="sm">
        Procédures
      </Title>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={700}>En cours</Text>
          {panel.ongoing.length === 0 && <Text c="dimmed">Aucune procédure en cours.</Text>}
          {panel.ongoing.map((p) => (
            <Anchor key={p.id} component={Link} to={procedureRoute(p.kind, plotId)} size="lg">
              {PROCEDURE_LABELS[p.kind]} (depuis le {formatFrDate(p.dateDebut)})
            </Anchor>
          ))}
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>Autres procédures</Text>
          {panel.others.map(({ kind, precondition }) => (
            <Group key={kind} gap="sm" wrap="nowrap" mih={44}>
              <Text c={precondition.possible ? 'green.8' : 'red.8'} fw={700} aria-label={precondition.possible ? 'possible' : 'impossible'}>
                {precondition.possible ? '✓' : '✗'}
              </Text>
              {precondition.possible ? (
                <Anchor component={Link} to={procedureRoute(kind, plotId)} size="lg">
                  {PROCEDURE_LABELS[kind]}
                </Anchor>
              ) : (
                <Text size="lg">
                  {PROCEDURE_LABELS[kind]} <Text span c="dimmed">— {precondition.reason}</Text>
                </Text>
              )}
            </Group>
          ))}
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>Terminées</Text>
          <ScrollArea.Autosize mah={200}>
            {panel.finished.length === 0 && <Text c="dimmed">Aucune procédure terminée.</Text>}
            {panel.finished.map((p) => (
              <Text key={p.id}>
                {PROCEDURE_LABELS[p.kind]} — réalisée le {formatFrDate(p.dateFin)}
              </Text>
            ))}
          </ScrollArea.Autosize>
        </Stack>
      </Stack>
    </Paper>
  );
}
