import type { WrittenRow } from '../domain/templates/hooks';
import type { ReplicaDb } from './db';
import type { OutboxEntry } from './types';

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

/** A mutation this device has just recorded: its outbox entry and the rows it wrote, each with the row before. */
export interface RecordedMutation {
  db: ReplicaDb;
  entry: OutboxEntry;
  written: WrittenRow[];
}
type RecordedListener = (recorded: RecordedMutation) => void;

const recordedListeners = new Set<RecordedListener>();

/**
 * Steps that follow what the user recorded, outside its transaction (issue 17: a document template's hook draws
 * its PDF). Called once per mutation, only on the device that records it, never for a pull or a replayed push.
 */
export function onRecorded(listener: RecordedListener): () => void {
  recordedListeners.add(listener);
  return () => recordedListeners.delete(listener);
}

export function hasRecordedListeners(): boolean {
  return recordedListeners.size > 0;
}

export function notifyRecorded(recorded: RecordedMutation): void {
  for (const l of recordedListeners) l(recorded);
}
