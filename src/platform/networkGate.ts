import { NetworkError } from './errors';
import { INITIAL_GATE, browserOffline, browserOnline, decide, settle, type GateState, type RequestKind } from './reachability';

/**
 * The device's one gate for requests (issue 14), in each context (tab or worker): the rule is
 * reachability.ts; this keeps its state, listens to the browser's online/offline events and wakes the
 * requests waiting for the network. Nothing here retries on a timer.
 */

let state: GateState = INITIAL_GATE;
const waiting = new Set<() => void>();

function change(next: GateState): void {
  if (next.reachability === state.reachability && next.probing === state.probing) return;
  state = next;
  const woken = [...waiting];
  waiting.clear();
  for (const wake of woken) wake();
}

const scope = globalThis as { addEventListener?: (type: string, listener: () => void) => void };
scope.addEventListener?.('online', () => change(browserOnline(state)));
scope.addEventListener?.('offline', () => change(browserOffline(state)));

const navigatorOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** One request let through: say how it ended, once. */
export interface GatePass {
  reached(): void;
  unreachable(): void;
  /** Cancelled before any answer: tells nothing about the network, only frees the probe's place. */
  abandoned(): void;
}

/**
 * Waits until the gate lets this request go, or throws NetworkError at once when it may not and does not
 * wait. Each wait ends on a change of state (an event or another request's outcome), never on a timer.
 */
export async function passGate(kind: RequestKind, waitForNetwork = false): Promise<GatePass> {
  for (;;) {
    const decision = decide(state, { kind, browserOnline: navigatorOnline(), waitForNetwork });
    if (decision === 'fail') throw new NetworkError();
    if (decision === 'wait') {
      await new Promise<void>((resolve) => waiting.add(resolve));
      continue;
    }
    const probe = decision === 'probe';
    if (probe) change({ ...state, probing: true });
    let settled = false;
    const end = (outcome: 'reached' | 'unreachable' | 'abandoned') => {
      if (settled) return;
      settled = true;
      change(outcome === 'abandoned' ? { ...state, probing: probe ? false : state.probing } : settle(state, outcome, probe));
    };
    return { reached: () => end('reached'), unreachable: () => end('unreachable'), abandoned: () => end('abandoned') };
  }
}

/** What another part learnt on its own (the sync cycle in its worker): the server answered, or nothing did. */
export function reportReachability(outcome: 'reached' | 'unreachable'): void {
  change(settle(state, outcome, false));
}

/** Whether the last request found no network (and the browser has not said 'online' since). */
export function networkKnownDown(): boolean {
  return state.reachability === 'down' || !navigatorOnline();
}
