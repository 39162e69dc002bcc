import { Box, rem } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { PlanSearchProps } from './PlanSearchField';

// A Mantine select (its list placed by floating-ui) is a good part of what a screen evaluates and draws: the
// plan's comes in its own chunk and commit, after the plan (issue 14, first screen). Its place is kept (the
// height of a large field, 50 px: Mantine's --input-height-lg is set on its inputs only, not on the page, so
// a var() of it here was no height at all, and the map moved down when the field came) while it comes, so
// nothing moves.
const PlanSearchField = lazy(() => import('./PlanSearchField').then((m) => ({ default: m.PlanSearchField })));

/** Mantine's large input height (size="lg" of PlanSearchField). */
export const LARGE_INPUT_HEIGHT = rem(50);

/** The plan's search field (PlanSearchField.tsx). */
export function PlanSearch(props: PlanSearchProps) {
  return (
    <Suspense fallback={<Box h={LARGE_INPUT_HEIGHT} data-testid="plan-search-placeholder" />}>
      <PlanSearchField {...props} />
    </Suspense>
  );
}
