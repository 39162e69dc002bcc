import { liveQuery } from 'dexie';
import { type DependencyList, startTransition, useEffect, useMemo, useReducer, useRef } from 'react';

interface Monitor<T> {
  result: T | undefined;
  hasResult: boolean;
  error: unknown;
}

/**
 * useLiveQuery of dexie-react-hooks, with one difference: a new result re-renders as a transition. React then
 * renders in slices and yields to the browser between them, instead of one long task per replica change; the
 * first screen after sign-in receives a dozen such results while it loads (issue 14, TBT). An answer to a tap
 * is not delayed by it: the tap's own render goes first, and the transition starts again on top of it.
 *
 * Same contract as Dexie's: undefined (or the default) until the first result, the query re-run when one of the
 * tables it read changes, an error thrown to the nearest error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult?: D): T | D | undefined {
  const monitor = useRef<Monitor<T | D>>({ result: defaultResult, hasResult: false, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // The dependencies are the caller's, as with Dexie's hook.
  const observable = useMemo(() => {
    const created = liveQuery(querier);
    // Dexie answers a query it has cached at once, during subscribe: taken here, a screen opened again shows
    // its rows in its first render rather than a blank one.
    if (!monitor.current.hasResult) {
      created
        .subscribe((value) => {
          monitor.current.result = value;
          monitor.current.hasResult = true;
        })
        .unsubscribe();
    }
    return created;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    const subscription = observable.subscribe({
      next: (value) => {
        const current = monitor.current;
        if (current.error === null && current.result === value) return;
        current.error = null;
        current.result = value;
        current.hasResult = true;
        startTransition(rerender);
      },
      error: (error: unknown) => {
        if (monitor.current.error === error) return;
        monitor.current.error = error;
        startTransition(rerender);
      },
    });
    return () => subscription.unsubscribe();
  }, [observable]);
  if (monitor.current.error !== null) throw monitor.current.error;
  return monitor.current.result;
}
