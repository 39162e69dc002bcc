import type { SearchAnswer, SearchKind } from '../src/domain/search';

/** The search worker's API (comlink). Every call names its cemetery: one index per open replica. */
export interface SearchWorkerApi {
  /** Builds the cemetery's index if needed; resolves once it can answer. */
  open(espaceId: string): Promise<{ documents: number }>;
  search(espaceId: string, query: string, kinds: readonly SearchKind[], limit?: number): Promise<SearchAnswer>;
}
