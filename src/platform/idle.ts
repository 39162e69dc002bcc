/**
 * Runs a task once the browser is idle, and at the latest after `timeoutMs`; returns what cancels it. Where the
 * browser has no idle callback (Safari), the task waits a second: long enough for the screen being drawn.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 1000));
  return () => window.clearTimeout(handle);
}
