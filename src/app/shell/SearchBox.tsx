import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useEspaceId } from '../../replica/useEnqueue';
import { warmSearch } from '../../../workers/search.client';
import { Icon } from './Icon';
import { usePanels } from './panels.store';
import { useSearchQuery } from './searchQuery.store';

const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** Top-bar search (spec 000 §2.5): Enter opens the search modal with the typed text. */
export function SearchBox() {
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
      w={320}
      miw={110}
      style={{ flex: '0 1 auto' }}
    />
  );
}
