import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TUTORIALS, WELCOME_TOUR } from './tutorials/catalogue';
import { useTutorials } from './tutorials/tutorial.store';

/** Tutoriels (spec 002 §2): the welcome tour and the 11 guided tutorials, each with its 'Commencer'. */
export function TutorielsTab() {
  const start = useTutorials((s) => s.start);
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={3} fz="lg">{WELCOME_TOUR.titre}</Title>
            <Text>{WELCOME_TOUR.resume}</Text>
          </div>
          <Button size="lg" onClick={() => start(WELCOME_TOUR.id)} aria-label={`Commencer : ${WELCOME_TOUR.titre}`}>
            Commencer
          </Button>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TUTORIALS.map((t) => (
          <Paper key={t.id} withBorder p="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={3} fz="lg">{t.titre}</Title>
                <Text>{t.resume}</Text>
              </div>
              <Button size="lg" variant="light" onClick={() => start(t.id)} aria-label={`Commencer : ${t.titre}`}>
                Commencer
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
