import { ActionIcon, Anchor, Button, Divider, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { excerpt, searchGlossary } from '../../domain/aide/glossary';
import type { LexiqueEntry } from '../../domain/aide/lexique';
import { useAideContent } from './aideContent';
import { tutorialsForPath } from './tutorials/catalogue';
import { useTutorials } from './tutorials/tutorial.store';

interface AssistancePanelProps {
  /** The page the user is on: its tutorials are offered first. */
  pathname: string;
  onNavigate: () => void;
}

/**
 * Body of the 'Centre d'aide' panel (spec 002 §2 Help assistant): the tutorials of the current page, the
 * glossary search (Enter or the icon), results cut at 300 characters with 'voir toute la définition', and
 * 'Obtenir plus d'aide'.
 */
export function AssistancePanel({ pathname, onNavigate }: AssistancePanelProps) {
  const content = useAideContent();
  const start = useTutorials((s) => s.start);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<LexiqueEntry[] | null>(null);
  const tutorials = tutorialsForPath(pathname);
  const search = () => setResults(query.trim() ? searchGlossary(content?.lexique ?? [], query) : null);

  return (
    <Stack gap="md">
      <Title order={3} fz="lg">Tutoriels de cette page</Title>
      {tutorials.length === 0 ? (
        <Text>Aucun tutoriel pour cette page. Retrouvez-les tous dans le centre d’aide.</Text>
      ) : (
        tutorials.map((t) => (
          <Paper key={t.id} withBorder p="sm">
            <Text fw={700}>{t.titre}</Text>
            <Text size="sm" mb="xs">{t.resume}</Text>
            <Button size="md" variant="light" aria-label={`Commencer : ${t.titre}`} onClick={() => {
              onNavigate();
              start(t.id);
            }}>
              Commencer
            </Button>
          </Paper>
        ))
      )}
      <Divider />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <TextInput
          size="lg"
          label="Rechercher dans le lexique"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          rightSection={
            <ActionIcon type="submit" size={40} variant="subtle" aria-label="Lancer la recherche">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="M15.5 15.5 21 21" />
              </svg>
            </ActionIcon>
          }
        />
      </form>
      {results !== null && results.length === 0 && <Text>Aucun résultat dans le lexique.</Text>}
      {results?.map((r) => (
        <Paper key={r.titre} withBorder p="sm" component="article" aria-label={r.titre}>
          <Text fw={700}>{r.titre}</Text>
          <Text size="sm">{excerpt(r.contenu)}</Text>
          <Anchor component={Link} to={`/aide/${encodeURIComponent(r.titre)}`} onClick={onNavigate} size="md">
            voir toute la définition
          </Anchor>
        </Paper>
      ))}
      <Divider />
      <Anchor component={Link} to="/aide" onClick={onNavigate} size="lg" fw={700}>
        Obtenir plus d'aide
      </Anchor>
    </Stack>
  );
}
