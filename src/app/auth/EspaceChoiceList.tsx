import { Button, Stack, Text, Title } from '@mantine/core';
import { communeLabel, type EspaceGroup } from '../../platform/workspaces';

interface EspaceChoiceListProps {
  groups: readonly EspaceGroup[];
  pendingId: string | null;
  onChoose: (espaceId: string) => void;
}

/** Cemeteries grouped by municipality, the commune as the group title (spec 000 §2.4). */
export function EspaceChoiceList({ groups, pendingId, onChoose }: EspaceChoiceListProps) {
  const withEspaces = groups.filter((g) => g.espaces.length > 0);
  if (withEspaces.length === 0) return <Text size="lg">Aucun cimetière n'est rattaché à votre compte. Contactez votre administrateur.</Text>;
  return (
    <Stack gap="lg">
      {withEspaces.map((group) => (
        <section key={group.societe.id} aria-label={communeLabel(group.societe)}>
          <Title order={2} size="h3" mb="xs">
            {communeLabel(group.societe)}
          </Title>
          <Stack gap="xs">
            {group.espaces.map((espace) => (
              <Button
                key={espace.id}
                variant="light"
                justify="space-between"
                fullWidth
                loading={pendingId === espace.id}
                disabled={pendingId !== null && pendingId !== espace.id}
                onClick={() => onChoose(espace.id)}
                // Named by what it shows, the cemetery then its town (axe label-content-name-mismatch: a name
                // that leaves out shown words fails voice control, which says what it sees; issue 29).
                rightSection={
                  espace.ville ? (
                    <Text span size="md">
                      {espace.ville}
                    </Text>
                  ) : null
                }
              >
                <span data-espace-nom>{espace.nom}</span>
              </Button>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
