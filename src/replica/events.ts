/**
 * In-context signal that the user queued a change, so the sync scheduler of this tab can push soon
 * (debounced). Other tabs run their own scheduler; the Web Lock keeps their cycles apart.
 */
type Listener = (espaceId: string) => void;

const listeners = new Set<Listener>();

export function onEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyEnqueued(espaceId: string): void {
  for (const l of listeners) l(espaceId);
}
