import { create } from 'zustand';
import type { PendingWork } from '../../replica/logoutGuard';

/**
 * The question asked before something that would drop or outpace unsent work (logout, app update):
 * the guard functions await the user's answer through this store, the modal renders it.
 */
export type PendingPromptKind = 'logout' | 'update';

interface PendingPromptState {
  kind: PendingPromptKind | null;
  work: PendingWork[];
  resolve: ((answer: boolean) => void) | null;
  ask(kind: PendingPromptKind, work: PendingWork[]): Promise<boolean>;
  answer(value: boolean): void;
}

export const usePendingPrompt = create<PendingPromptState>((set, get) => ({
  kind: null,
  work: [],
  resolve: null,
  ask(kind, work) {
    get().resolve?.(false);
    return new Promise<boolean>((resolve) => set({ kind, work, resolve }));
  },
  answer(value) {
    get().resolve?.(value);
    set({ kind: null, work: [], resolve: null });
  },
}));
