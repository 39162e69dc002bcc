/**
 * When a request of the device may leave (issue 14: offline, the app kept sending token refreshes, photo
 * downloads and pulls, with a console error each). Pure: the runtime gate (networkGate.ts) keeps the state
 * and feeds it the browser's events and each request's outcome.
 *
 * - Reachable ('up'): everything goes.
 * - A request found no network ('down'): nothing goes but a probe (the sync cycle that its own backoff, the
 *   button or the 'online' event started), one at a time. No timer here: the sync's backoff is the only one.
 * - The browser said 'online' after that ('unknown'): the first request goes as the probe, the others wait
 *   for its outcome. Any answer of the server (even a 401 or a 500) proves the network: everything goes.
 * - navigator.onLine false: nothing leaves at all; the browser's 'online' event comes when it can.
 */

export type Reachability = 'up' | 'down' | 'unknown';

export interface GateState {
  reachability: Reachability;
  /** A probe is on its way: nobody else goes until it is back. */
  probing: boolean;
}

/** 'probe': the sync's own tries; 'request': everything else (screens, token refreshes, media downloads). */
export type RequestKind = 'request' | 'probe';

/** go: send; probe: send as the one probe; wait: until the state changes; fail: throw 'no network' now. */
export type GateDecision = 'go' | 'probe' | 'wait' | 'fail';

export const INITIAL_GATE: GateState = { reachability: 'up', probing: false };

export interface Asking {
  kind: RequestKind;
  /** navigator.onLine: false is reliable (no interface at all), true is only a hint. */
  browserOnline: boolean;
  /** A background download waits for the network; a screen's request fails at once and says so. */
  waitForNetwork: boolean;
}

export function decide(state: GateState, { kind, browserOnline, waitForNetwork }: Asking): GateDecision {
  const hold: GateDecision = waitForNetwork ? 'wait' : 'fail';
  if (!browserOnline) return hold;
  if (state.reachability === 'up') return 'go';
  if (state.probing) return state.reachability === 'unknown' ? 'wait' : hold;
  if (state.reachability === 'unknown' || kind === 'probe') return 'probe';
  return hold;
}

/** A request came back: 'reached' when the server answered anything, 'unreachable' when nothing did. */
export function settle(state: GateState, outcome: 'reached' | 'unreachable', wasProbe: boolean): GateState {
  return { reachability: outcome === 'reached' ? 'up' : 'down', probing: wasProbe ? false : state.probing };
}

/** The browser's 'online' event: worth one probe, not a storm. */
export function browserOnline(state: GateState): GateState {
  return state.reachability === 'down' ? { ...state, reachability: 'unknown' } : state;
}

/** The browser's 'offline' event. */
export function browserOffline(state: GateState): GateState {
  return { ...state, reachability: 'down' };
}
