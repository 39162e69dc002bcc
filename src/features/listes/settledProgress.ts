type Progress = (fraction: number, step: string) => void;

/**
 * Runs a task that reports progress, and drops any report that arrives once the task has settled. The
 * export worker's progress comes through a comlink proxy, on a message port of its own: its last reports
 * can reach the page after the result, and would otherwise mark a finished export as running again (the
 * export buttons stayed disabled, 'Terminé (100 %)' on screen).
 */
export async function settledProgress<T>(task: (onProgress: Progress) => Promise<T>, report: Progress): Promise<T> {
  let settled = false;
  try {
    return await task((fraction, step) => {
      if (!settled) report(fraction, step);
    });
  } finally {
    settled = true;
  }
}
