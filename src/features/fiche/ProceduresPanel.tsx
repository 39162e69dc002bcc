import { Anchor, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PROCEDURE_LABELS, procedureRoute } from '../../domain/constants/procedures';
import { formatFrDate } from '../../domain/dates';
import { nextStepText, procedureOverview } from '../../domain/procedures';
import type { FicheData } from '../../replica/queries/fiche';

/**
 * The procedures panel (spec 001 §2; issue 11 "Where it shows"), from the engine's overview: procedures under
 * way with their next step and its date, the kinds that may start (link to their screen), those that may not
 * with the reason (and when time alone will allow them), the finished ones (at most 200 px high).
 */
export function ProceduresPanel({ fiche, today }: { fiche: FicheData; today: string }) {
  const overview = procedureOverview({
    today, now: new Date().toISOString(), emplacement: fiche.emplacement, location: fiche.current,
    occupants: fiche.occupants, contacts: fiche.contacts, tarifs: [], targets: {}, procedures: fiche.procedures,
  });
  const plotId = fiche.emplacement.id;
  return (
    <Paper withBorder p="md" data-testid="procedures-panel">
      <Title order={2} mb="sm">
        Procédures
      </Title>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={700}>En cours</Text>
          {overview.ongoing.length === 0 && <Text c="dimmed">Aucune procédure en cours.</Text>}
          {overview.ongoing.map((p) => (
            <Stack key={p.procedure.id} gap={0} data-testid="procedure-en-cours">
              <Anchor component={Link} to={procedureRoute(p.procedure.kind, plotId)} size="lg" mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
                {PROCEDURE_LABELS[p.procedure.kind]} (depuis le {formatFrDate(p.procedure.dateDebut)})
              </Anchor>
              <Text c="dimmed">Prochaine étape : {nextStepText(p.next)}</Text>
            </Stack>
          ))}
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>Autres procédures</Text>
          {overview.possible.map(({ kind }) => (
            <Group key={kind} gap="sm" wrap="nowrap" mih={44}>
              <Text c="green.8" fw={700} aria-label="possible">
                ✓
              </Text>
              <Anchor component={Link} to={procedureRoute(kind, plotId)} size="lg">
                {PROCEDURE_LABELS[kind]}
              </Anchor>
            </Group>
          ))}
          {overview.impossible.map(({ kind, reason, possibleFrom }) => (
            <Group key={kind} gap="sm" wrap="nowrap" mih={44}>
              <Text c="red.8" fw={700} aria-label="impossible">
                ✗
              </Text>
              <Text size="lg">
                {PROCEDURE_LABELS[kind]}{' '}
                <Text span c="dimmed">
                  — {reason}
                  {possibleFrom ? ` Possible à partir du ${formatFrDate(possibleFrom)}.` : ''}
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>Terminées</Text>
          <ScrollArea.Autosize mah={200}>
            {overview.finished.length === 0 && <Text c="dimmed">Aucune procédure terminée.</Text>}
            {overview.finished.map((p) => (
              <Group key={p.id} mih={44}>
                <Anchor component={Link} to={procedureRoute(p.kind, plotId)}>
                  {PROCEDURE_LABELS[p.kind]} — réalisée le {formatFrDate(p.dateFin)}
                </Anchor>
              </Group>
            ))}
          </ScrollArea.Autosize>
        </Stack>
      </Stack>
    </Paper>
  );
}
