import { useState } from 'react';
import { ActionIcon, Box, TextInput } from '@mantine/core';
import { HoverLabel } from './HoverLabel';
import { useEspaceId } from '../../replica/useEnqueue';
import { warmSearch } from '../../../workers/search.client';
import { Icon } from './Icon';
import { usePanels } from './panels.store';
import { useSearchQuery } from './searchQuery.store';

const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/**
 * Top-bar search (spec 000 §2.5): Enter opens the search modal with the typed text. On a tablet held upright
 * (under 992 px) the box is a search button opening the same modal, whose own field takes the text: beside the
 * sync state said in words the box covered the cemetery's name (issue 29).
 */
export function SearchBox() {
  const openEmpty = useOpenEmptySearch();
  return (
    <>
      <SearchField />
      <Box hiddenFrom="md">
        <HoverLabel label="Rechercher">
          <ActionIcon variant="subtle" color="white" size={44} aria-label="Rechercher" onClick={openEmpty}>
            <Icon name="search" size={26} />
          </ActionIcon>
        </HoverLabel>
      </Box>
    </>
  );
}

function useOpenEmptySearch(): () => void {
  const openPanel = usePanels((s) => s.openPanel);
  const setQuery = useSearchQuery((s) => s.setQuery);
  const espaceId = useEspaceId();
  return () => {
    if (espaceId) void warmSearch(espaceId).catch(() => undefined);
    setQuery('');
    openPanel('search');
  };
}

function SearchField() {
  const [text, setText] = useState('');
  const openPanel = usePanels((s) => s.openPanel);
  const setQuery = useSearchQuery((s) => s.setQuery);
  const espaceId = useEspaceId();

  return (
    <TextInput
      label="Rechercher"
      placeholder="Rechercher"
      type="search"
      size="md"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      // Building the index of a large cemetery takes a moment: start it when the box gets focus, not on Enter.
      onFocus={() => {
        if (espaceId) void warmSearch(espaceId).catch(() => undefined);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || text.trim() === '') return;
        e.preventDefault();
        setQuery(text.trim());
        openPanel('search');
      }}
      leftSection={<Icon name="search" size={20} />}
      // The label stays in the DOM for screen readers and tests, out of sight in the crowded top bar.
      styles={{ label: HIDDEN, input: { minHeight: 44 } }}
      visibleFrom="md"
      w={320}
      miw={110}
      style={{ flex: '0 1 auto' }}
    />
  );
}
