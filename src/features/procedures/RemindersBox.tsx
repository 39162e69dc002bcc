import { List, Paper, Title } from '@mantine/core';
import type { ProcedureKind } from '../../domain/constants/procedures';
import { REMINDERS } from './reminders';

/** The reminders box of a procedure screen (spec 002 §2). */
export function RemindersBox({ kind }: { kind: ProcedureKind }) {
  return (
    <Paper withBorder p="md" bg="blue.0" aria-labelledby="rappels-titre">
      <Title order={2} size="h4" id="rappels-titre" mb="xs">
        Rappels
      </Title>
      <List spacing="xs" size="md">
        {REMINDERS[kind].map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
