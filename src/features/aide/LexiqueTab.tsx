import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { ALPHABET, GLOSSARY_SCROLL_OFFSET_PX, GLOSSARY_SEARCH_DEBOUNCE_MS, entriesOfLetter, findWord, foldText, letterOf, searchGlossary } from '../../domain/aide/glossary';
import type { LexiqueEntry } from '../../domain/aide/lexique';
import { offerFile } from '../../platform/download';
import { useReadyFile } from '../listes/useReadyFile';
import { lexiquePdf } from './lexiquePdf';

/** The anchor of a word in the list, for /aide/{mot}. */
export function wordAnchor(titre: string): string {
  return `mot-${foldText(titre).replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * Lexique (spec 002 §2 Help centre): the A–Z bar, the search (500 ms after the last keystroke), the words of
 * the letter, 'Aucun résultat pour cette lettre', the word of the route scrolled to with the 300 px offset,
 * and the glossary as a PDF made on the device.
 */
export function LexiqueTab({ entries, mot }: { entries: LexiqueEntry[]; mot: string | undefined }) {
  const routeWord = useMemo(() => (mot ? findWord(entries, mot) : undefined), [entries, mot]);
  const [letter, setLetter] = useState(() => (routeWord ? letterOf(routeWord.titre) : 'A'));
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, GLOSSARY_SEARCH_DEBOUNCE_MS);
  const [ready, keep] = useReadyFile();

  useEffect(() => {
    if (!routeWord) return;
    setLetter(letterOf(routeWord.titre));
    setQuery('');
    // After the letter's words are drawn: scroll the word under the top bar, the tabs and the letter bar.
    const frame = requestAnimationFrame(() => {
      const el = document.getElementById(wordAnchor(routeWord.titre));
      if (el) window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - GLOSSARY_SCROLL_OFFSET_PX });
    });
    return () => cancelAnimationFrame(frame);
  }, [routeWord]);

  const searching = debounced.trim() !== '';
  const shown = searching ? searchGlossary(entries, debounced) : entriesOfLetter(entries, letter);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput size="lg" style={{ flex: '1 1 280px' }} label="Rechercher dans le lexique" type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
        <Button size="lg" variant="light" onClick={() => keep(offerFile(lexiquePdf(entries), 'application/pdf', 'lexique-funeraire.pdf'))}>
          Télécharger le lexique (PDF)
        </Button>
      </Group>
      {ready && !ready.started && (
        <Anchor href={ready.url} download={ready.fileName} size="lg">
          Télécharger {ready.fileName}
        </Anchor>
      )}
      <Group gap={4} role="group" aria-label="Lettres de l'alphabet">
        {ALPHABET.map((l) => (
          <Button
            key={l}
            size="md"
            w={44}
            h={44}
            px={0}
            variant={!searching && l === letter ? 'filled' : 'default'}
            aria-pressed={!searching && l === letter}
            onClick={() => {
              setQuery('');
              setLetter(l);
            }}
          >
            {l}
          </Button>
        ))}
      </Group>
      {searching && <Text c="dimmed">{shown.length} résultat{shown.length > 1 ? 's' : ''} pour « {debounced.trim()} »</Text>}
      {shown.length === 0 ? (
        <Alert color="gray">{searching ? 'Aucun résultat pour cette recherche' : 'Aucun résultat pour cette lettre'}</Alert>
      ) : (
        <Stack gap="sm" component="dl" m={0}>
          {shown.map((e) => (
            <Paper key={e.titre} withBorder p="md" id={wordAnchor(e.titre)} bg={routeWord?.titre === e.titre ? 'cimetiere.0' : undefined}>
              <Title order={3} fz="lg" component="dt">
                {e.titre}
              </Title>
              <Text component="dd" m={0} mt={4}>
                {e.contenu}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
