import { create } from 'zustand';

interface PwaState {
  /** A new service worker is installed and waits for the user to reload. */
  updateWaiting: boolean;
  /** The update guard refused: unsent work must go first. */
  updateDeferred: boolean;
  setUpdateWaiting: (waiting: boolean) => void;
  setUpdateDeferred: (deferred: boolean) => void;
}

export const usePwa = create<PwaState>((set) => ({
  updateWaiting: false,
  updateDeferred: false,
  setUpdateWaiting: (updateWaiting) => set({ updateWaiting }),
  setUpdateDeferred: (updateDeferred) => set({ updateDeferred }),
}));
