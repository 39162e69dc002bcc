import { Text } from '@mantine/core';

interface RecherchePanelProps {
  query: string;
}

/**
 * Content of the search modal opened by Enter in the top bar (spec 000 §2.5): toggles per kind and results
 * grouped by type come with the search issue.
 */
export function RecherchePanel({ query }: RecherchePanelProps) {
  return (
    <Text size="lg">
      Recherche de « {query} » : cet écran est en cours de construction.
    </Text>
  );
}
