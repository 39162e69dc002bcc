import { useEffect, useState } from 'react';
import type { SearchKind } from '../../domain/search';
import { searchCemetery } from '../../../workers/search.client';
import type { GroupedHits } from '../../../workers/search.types';

export interface GlobalSearchState {
  hits: GroupedHits | null;
  loading: boolean;
  error: string | null;
}

/**
 * Asks the search worker for each query; only the answer to the latest query is kept, so a slow answer to
 * 'lef' never replaces the answer to 'lefevre'.
 */
export function useGlobalSearch(espaceId: string | null, query: string, kinds: readonly SearchKind[]): GlobalSearchState {
  const [state, setState] = useState<GlobalSearchState>({ hits: null, loading: false, error: null });
  const kindsKey = kinds.join(',');
  useEffect(() => {
    if (!espaceId || !query.trim()) {
      setState({ hits: null, loading: false, error: null });
      return;
    }
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    searchCemetery(espaceId, query, kindsKey ? (kindsKey.split(',') as SearchKind[]) : [], 20).then(
      (hits) => current && setState({ hits, loading: false, error: null }),
      (error: unknown) => current && setState({ hits: null, loading: false, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [espaceId, query, kindsKey]);
  return state;
}
