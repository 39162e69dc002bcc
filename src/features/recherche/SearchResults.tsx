import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchAnswer, type SearchKind } from '../../domain/search';

interface SearchResultsProps {
  answer: SearchAnswer;
  kinds: readonly SearchKind[];
  /** Asks for more hits of every kind. */
  onMore: () => void;
  loading: boolean;
  onNavigate?: () => void;
}

/**
 * Results grouped by type (spec 000 §2.5, 001 §2); each leads to the plot sheet /fiche-concession/{emplacementId}.
 * A group's title counts every match, and a group showing only the best of them offers the rest.
 */
export function SearchResults({ answer, kinds, onMore, loading, onNavigate }: SearchResultsProps) {
  const { hits, totals } = answer;
  const groups = SEARCH_KINDS.filter((k) => kinds.includes(k) && hits[k].length > 0);
  if (groups.length === 0) return <Text size="lg">Aucun résultat.</Text>;
  return (
    <Stack gap="md">
      {groups.map((kind) => (
        <section key={kind} aria-labelledby={`resultats-${kind}`}>
          <Title order={3} id={`resultats-${kind}`} size="h4" mb={4}>
            {`${SEARCH_KIND_LABELS[kind]} (${totals[kind]})`}
          </Title>
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {hits[kind].map(({ doc }) => (
              <li key={doc.key}>
                <Anchor component={Link} to={`/fiche-concession/${doc.emplacementId}`} onClick={onNavigate} style={{ display: 'block', minHeight: 44, padding: '6px 0' }}>
                  <Text component="span" fw={700} size="md">
                    {doc.title}
                  </Text>
                  {doc.subtitle && (
                    <Text component="span" size="sm" c="dimmed" ml={8}>
                      {doc.subtitle}
                    </Text>
                  )}
                </Anchor>
              </li>
            ))}
          </Stack>
          {hits[kind].length < totals[kind] && (
            <Button size="md" variant="default" mt={4} onClick={onMore} loading={loading}>
              {`Afficher plus de résultats (${hits[kind].length} sur ${totals[kind]})`}
            </Button>
          )}
        </section>
      ))}
    </Stack>
  );
}
