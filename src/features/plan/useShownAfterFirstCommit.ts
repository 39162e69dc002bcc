import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, true from the next one, which comes as a transition once the first has
 * been committed. A part that costs a synchronous render of its own when it mounts (a Mantine select places
 * its list with floating-ui, whose reference is React state set during the commit) then mounts apart from the
 * screen around it, instead of lengthening the screen's first commit (issue 14, TBT).
 */
export function useShownAfterFirstCommit(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown;
}
