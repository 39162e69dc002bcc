import { useMediaQuery } from '@mantine/hooks';
import { useMenuRail } from './menuRail.store';

/**
 * Widths where the menu is beside the page but folds to a rail (issue 29): from Mantine's md breakpoint, where
 * the menu stops being a drawer, to a desktop's 1440 px. At 1280×800 the 264 px menu took a fifth of the
 * width from the plan; below md the menu is a drawer behind the top bar's button, so it takes nothing.
 */
export const RAIL_QUERY = '(min-width: 62em) and (max-width: 89.99em)';

/** The rail's width: its 48 px icons and the navbar's padding. */
export const RAIL_WIDTH = 72;

/** Whether the menu shows as a rail now, and whether a rail is offered at this width at all. */
export function useRailState(): { rail: boolean; railWidth: boolean } {
  const railWidth = useMediaQuery(RAIL_QUERY, false, { getInitialValueInEffect: false });
  const unfolded = useMenuRail((s) => s.unfolded);
  return { rail: railWidth && !unfolded, railWidth };
}
