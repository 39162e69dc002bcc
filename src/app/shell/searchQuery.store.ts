import { create } from 'zustand';

/** The text sent from the top-bar search box to the search modal. */
interface SearchQueryState {
  query: string;
  setQuery: (query: string) => void;
}

export const useSearchQuery = create<SearchQueryState>((set) => ({
  query: '',
  setQuery: (query) => set({ query }),
}));
