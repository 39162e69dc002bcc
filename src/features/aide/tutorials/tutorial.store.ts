import { create } from 'zustand';

/** The tutorial asked for (from the assistant, the Tutoriels tab, or the first connection), run by TutorialHost. */
interface TutorialState {
  requested: string | null;
  running: string | null;
  start: (id: string) => void;
  setRunning: (id: string | null) => void;
  clearRequest: () => void;
}

export const useTutorials = create<TutorialState>((set) => ({
  requested: null,
  running: null,
  start: (id) => set({ requested: id }),
  setRunning: (id) => set({ running: id }),
  clearRequest: () => set({ requested: null }),
}));
