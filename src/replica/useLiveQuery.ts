import { liveQuery, type Observable } from 'dexie';
import { type DependencyList, startTransition, useEffect, useMemo, useState } from 'react';

interface Shown<T> {
  value: T;
  error: unknown;
}

/** What Dexie answers at once, during subscribe, for a query it has cached; the default otherwise. */
function cachedResult<T, D>(observable: Observable<T>, defaultResult: D): T | D {
  let value: T | D = defaultResult;
  observable
    .subscribe((result) => {
      value = result;
    })
    .unsubscribe();
  return value;
}

/**
 * useLiveQuery of dexie-react-hooks, with two differences.
 * - A new result re-renders as a transition: React renders in slices and yields to the browser between them,
 *   instead of one long task per replica change (the first screen after sign-in receives a dozen results while
 *   it loads; issue 14, TBT). A tap's own render goes first.
 * - The result is React state, not a ref read during render. With results arriving as transitions, a render for
 *   another reason could read a result React did not know of yet and then be set aside as unchanged, keeping
 *   that render's effect dependencies without running the effect: the plan screen then waited forever for its
 *   image. State is only seen by the renders that process it.
 *
 * Same contract as Dexie's otherwise: the default (undefined) until the first result, the last result kept
 * while the query runs again for new dependencies, an error thrown to the nearest error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult?: D): T | D | undefined {
  // The dependencies are the caller's, as with Dexie's hook.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const observable = useMemo(() => liveQuery(querier), deps);
  const [shown, setShown] = useState<Shown<T | D | undefined>>(() => ({ value: cachedResult(observable, defaultResult), error: null }));
  useEffect(() => {
    const subscription = observable.subscribe({
      next: (value) => startTransition(() => setShown((current) => (current.error === null && current.value === value ? current : { value, error: null }))),
      error: (error: unknown) => startTransition(() => setShown((current) => (current.error === error ? current : { value: current.value, error }))),
    });
    return () => subscription.unsubscribe();
  }, [observable]);
  if (shown.error !== null) throw shown.error;
  return shown.value;
}
