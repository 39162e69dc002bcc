import { wrap } from 'comlink';
import type { SearchAnswer, SearchKind } from '../src/domain/search';
import type { SearchWorkerApi } from './search.types';

let api: SearchWorkerApi | null = null;

/** One search worker per tab, started on first use (the top bar's first search or the modal's opening). */
function workerApi(): SearchWorkerApi {
  if (!api) {
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
    api = wrap<SearchWorkerApi>(worker) as unknown as SearchWorkerApi;
  }
  return api;
}

/** Starts building the cemetery's index ahead of the first search. */
export function warmSearch(espaceId: string): Promise<{ documents: number }> {
  return workerApi().open(espaceId);
}

export function searchCemetery(espaceId: string, query: string, kinds: readonly SearchKind[], limit = 20): Promise<SearchAnswer> {
  return workerApi().search(espaceId, query, kinds, limit);
}
