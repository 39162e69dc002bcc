import { Alert, Paper, Stack, Text } from '@mantine/core';
import type { Procedure } from '../../domain/entities/procedure';
import type { IsoDate } from '../../domain/entities/replicated';
import { abandonFacts } from '../../domain/procedures/abandon/overview';

/** The reprise after abandonment's regime, planned dates and overdue limits (LAW.md; spec 002 §8), above its steps. */
export function AbandonFactsBox({ procedure, today }: { procedure: Procedure; today: IsoDate }) {
  const facts = abandonFacts(procedure, today);
  return (
    <Stack gap="xs" data-testid="reprise-abandon-calendrier">
      {facts.alerts.map((a) => (
        <Alert key={a} color="red" title="Délai dépassé">
          {a}
        </Alert>
      ))}
      <Paper withBorder p="md">
        <Text fw={600}>{facts.regime}</Text>
        {facts.lines.map((l) => (
          <Text key={l}>{l}</Text>
        ))}
      </Paper>
    </Stack>
  );
}
