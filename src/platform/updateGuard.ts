/**
 * Decides whether a waiting service worker may take over now. A new version reloads every tab; the sync
 * engine delays that while its outbox is not empty, so no mutation is sent by two versions of the code.
 * Lives in platform, not in the shell, so the replica and sync code can register it without importing the app.
 */
export type UpdateGuard = () => Promise<boolean>;

let guard: UpdateGuard | null = null;

export function setUpdateGuard(fn: UpdateGuard | null): void {
  guard = fn;
}

/** True when no guard is set, or the guard allows the update; a guard that throws counts as a refusal. */
export async function mayActivateUpdate(): Promise<boolean> {
  if (!guard) return true;
  try {
    return await guard();
  } catch {
    return false;
  }
}
