import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_HOURS, SUPPORT_PHONE } from './support';

/** Contacter un conseiller (spec 002 §2): the support line and its hours. */
export function ConseillerTab() {
  return (
    <Paper withBorder p="lg" maw={560}>
      <Stack gap="sm">
        <Title order={3} fz="lg">Un conseiller vous répond</Title>
        <Text>Une question sur l’application ou sur une procédure ? Appelez notre équipe :</Text>
        <Anchor href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`} fz={28} fw={700}>
          {SUPPORT_PHONE}
        </Anchor>
        <Text fw={700}>{SUPPORT_HOURS}</Text>
        <Text c="dimmed">Munissez-vous du nom de votre commune et, si possible, du numéro de l’emplacement concerné.</Text>
      </Stack>
    </Paper>
  );
}
