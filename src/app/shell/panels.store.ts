import { create } from 'zustand';

/** The side panels of the shell. One value, so the account and notifications panels open one at a time (spec 000 §2.6). */
export type Panel = 'account' | 'notifications' | 'help' | 'search';

interface PanelsState {
  open: Panel | null;
  /** The navigation menu on narrow screens (a tablet held upright). */
  menuOpen: boolean;
  openPanel: (panel: Panel) => void;
  close: () => void;
  toggleMenu: () => void;
  closeMenu: () => void;
}

export const usePanels = create<PanelsState>((set) => ({
  open: null,
  menuOpen: false,
  openPanel: (panel) => set({ open: panel, menuOpen: false }),
  close: () => set({ open: null }),
  toggleMenu: () => set((s) => ({ menuOpen: !s.menuOpen })),
  closeMenu: () => set({ menuOpen: false }),
}));
