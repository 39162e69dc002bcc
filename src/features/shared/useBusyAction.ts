import { useState } from 'react';

/**
 * An action a button starts: busy while it runs, its failure's message kept for the screen to show (cleared
 * when the next one starts). `setError` lets the screen show its own refusals, a form's validation for one.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
