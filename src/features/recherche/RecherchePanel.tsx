import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { SEARCH_KINDS, type SearchKind } from '../../domain/search';
import { useEspaceId } from '../../replica/useEnqueue';
import { KindToggles } from './KindToggles';
import { SearchResults } from './SearchResults';
import { useGlobalSearch } from './useGlobalSearch';
import { LoadingIndicator } from '../shared/LoadingIndicator';

/** Hits shown per kind at first, and added by 'Afficher plus de résultats'. */
const FIRST_HITS = 20;
const MORE_HITS = 100;

interface RecherchePanelProps {
  /** The text typed in the top bar. */
  query: string;
  /** Called when a result is followed, so the modal closes. */
  onNavigate?: () => void;
}

/**
 * Content of the search modal (spec 000 §2.5, 001 §2): the query (editable here), the six toggles and the
 * results grouped by type. The search runs in the search worker over the device's replica: offline too.
 */
export function RecherchePanel({ query, onNavigate }: RecherchePanelProps) {
  const espaceId = useEspaceId();
  const [text, setText] = useState(query);
  const [kinds, setKinds] = useState<SearchKind[]>([...SEARCH_KINDS]);
  const [limit, setLimit] = useState(FIRST_HITS);
  const { answer, loading, error } = useGlobalSearch(espaceId, text, kinds, limit);
  const toggle = (kind: SearchKind) => {
    setKinds((k) => (k.includes(kind) ? k.filter((x) => x !== kind) : SEARCH_KINDS.filter((x) => x === kind || k.includes(x))));
    setLimit(FIRST_HITS);
  };
  return (
    <Stack gap="md">
      <TextInput size="md" type="search" label="Recherche" value={text} onChange={(e) => {
          setText(e.currentTarget.value);
          setLimit(FIRST_HITS);
        }} data-autofocus />
      <KindToggles kinds={kinds} onToggle={toggle} />
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      {loading && !answer && <LoadingIndicator label="Recherche en cours" />}
      {answer && <SearchResults answer={answer} kinds={kinds} onMore={() => setLimit((n) => n + MORE_HITS)} loading={loading} {...(onNavigate ? { onNavigate } : {})} />}
    </Stack>
  );
}
