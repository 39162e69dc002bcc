import { Box } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { PlanSearchProps } from './PlanSearchField';

// A Mantine select (its list placed by floating-ui) is a good part of what a screen evaluates and draws: the
// plan's comes in its own chunk and commit, after the plan (issue 14, first screen). Its place is kept (the
// height of a large field) while it comes, so nothing moves.
const PlanSearchField = lazy(() => import('./PlanSearchField').then((m) => ({ default: m.PlanSearchField })));

/** The plan's search field (PlanSearchField.tsx). */
export function PlanSearch(props: PlanSearchProps) {
  return (
    <Suspense fallback={<Box h="var(--input-height-lg)" />}>
      <PlanSearchField {...props} />
    </Suspense>
  );
}
