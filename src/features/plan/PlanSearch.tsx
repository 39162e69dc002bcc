import { Box } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { PlanSearchProps } from './PlanSearchField';

// A Mantine select (its list placed by floating-ui) is a good part of what a screen evaluates and draws: the
// plan's comes in its own chunk and commit, after the plan (issue 14, first screen). Its place is kept (the
// height of a large field) while it comes, so nothing moves.
// Mantine sets --input-height-lg on its inputs only: outside one it is undefined, so the place keeps the value itself.
const LARGE_INPUT_HEIGHT = 'calc(3.125rem * var(--mantine-scale))';

const PlanSearchField = lazy(() => import('./PlanSearchField').then((m) => ({ default: m.PlanSearchField })));

/** The plan's search field (PlanSearchField.tsx). */
export function PlanSearch(props: PlanSearchProps) {
  return (
    <Suspense fallback={<Box h={LARGE_INPUT_HEIGHT} />}>
      <PlanSearchField {...props} />
    </Suspense>
  );
}
