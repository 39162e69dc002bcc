import { useEffect, useState } from 'react';
import type { SearchAnswer, SearchKind } from '../../domain/search';
import { searchCemetery } from '../../../workers/search.client';

export interface GlobalSearchState {
  answer: SearchAnswer | null;
  loading: boolean;
  error: string | null;
}

/**
 * Asks the search worker for each query; only the answer to the latest query is kept, so a slow answer to
 * 'lef' never replaces the answer to 'lefevre'. `limit` is the number of hits shown per kind.
 */
export function useGlobalSearch(espaceId: string | null, query: string, kinds: readonly SearchKind[], limit: number): GlobalSearchState {
  const [state, setState] = useState<GlobalSearchState>({ answer: null, loading: false, error: null });
  const kindsKey = kinds.join(',');
  useEffect(() => {
    if (!espaceId || !query.trim()) {
      setState({ answer: null, loading: false, error: null });
      return;
    }
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    searchCemetery(espaceId, query, kindsKey ? (kindsKey.split(',') as SearchKind[]) : [], limit).then(
      (answer) => current && setState({ answer, loading: false, error: null }),
      (error: unknown) => current && setState({ answer: null, loading: false, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [espaceId, query, kindsKey, limit]);
  return state;
}
