import { create } from 'zustand';

/**
 * Whether the menu, folded to a rail of icons on a tablet held landscape (issue 29), has been unfolded by the
 * user. Kept for the session: unfolding it on one screen keeps it unfolded on the next.
 */
interface MenuRailState {
  unfolded: boolean;
  toggle: () => void;
}

export const useMenuRail = create<MenuRailState>((set) => ({
  unfolded: false,
  toggle: () => set((s) => ({ unfolded: !s.unfolded })),
}));
