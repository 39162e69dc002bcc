import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

interface AssistancePanelProps {
  /** Tutorials will be chosen for the page the user is on. */
  pathname: string;
  onNavigate: () => void;
}

/** Body of the help side panel (spec 002 §2 "Help assistant"); tutorials and glossary search come later. */
export function AssistancePanel({ pathname: _pathname, onNavigate }: AssistancePanelProps) {
  return (
    <Stack gap="md">
      <Text>Les tutoriels de cette page et la recherche dans le lexique sont en cours de construction.</Text>
      <Anchor component={Link} to="/aide" onClick={onNavigate} size="lg" fw={700}>
        Obtenir plus d'aide
      </Anchor>
    </Stack>
  );
}
