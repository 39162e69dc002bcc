import { describe, expect, it } from 'vitest';
import { INITIAL_GATE, browserOffline, browserOnline, decide, settle, type Asking, type GateState } from './reachability';

/** The rule of issue 14: offline, nothing leaves but one probe at a time, and everything goes once the network answers. */

const asking = (over: Partial<Asking> = {}): Asking => ({ kind: 'request', browserOnline: true, waitForNetwork: false, ...over });
const down: GateState = { reachability: 'down', probing: false };

describe('decide', () => {
  it('lets everything go while the network answers', () => {
    expect(decide(INITIAL_GATE, asking())).toBe('go');
    expect(decide(INITIAL_GATE, asking({ kind: 'probe' }))).toBe('go');
  });

  it('sends nothing at all while the browser has no network, probes included', () => {
    expect(decide(INITIAL_GATE, asking({ browserOnline: false }))).toBe('fail');
    expect(decide(INITIAL_GATE, asking({ browserOnline: false, kind: 'probe' }))).toBe('fail');
    expect(decide(INITIAL_GATE, asking({ browserOnline: false, waitForNetwork: true }))).toBe('wait');
  });

  it('once a request found no network, holds the others: a screen fails at once, a background download waits', () => {
    expect(decide(down, asking())).toBe('fail');
    expect(decide(down, asking({ waitForNetwork: true }))).toBe('wait');
  });

  it("lets the sync's probe through, one at a time", () => {
    expect(decide(down, asking({ kind: 'probe' }))).toBe('probe');
    expect(decide({ ...down, probing: true }, asking({ kind: 'probe' }))).toBe('fail');
  });

  it("after the browser's 'online' event, the first request is the probe and the others wait for its outcome", () => {
    const unknown = browserOnline(down);
    expect(unknown.reachability).toBe('unknown');
    expect(decide(unknown, asking())).toBe('probe');
    const probing = { ...unknown, probing: true };
    expect(decide(probing, asking())).toBe('wait');
    expect(decide(probing, asking({ kind: 'probe' }))).toBe('wait');
  });
});

describe('transitions', () => {
  it('any answer of the server opens the gate and frees the probe', () => {
    expect(settle({ reachability: 'unknown', probing: true }, 'reached', true)).toEqual({ reachability: 'up', probing: false });
  });

  it('a probe that found no network closes it again, with no retry of its own', () => {
    const after = settle({ reachability: 'unknown', probing: true }, 'unreachable', true);
    expect(after).toEqual(down);
    expect(decide(after, asking())).toBe('fail');
  });

  it("another request's outcome leaves the probe in flight", () => {
    expect(settle({ reachability: 'down', probing: true }, 'unreachable', false)).toEqual({ reachability: 'down', probing: true });
  });

  it("the 'online' event only changes a gate that is down; 'offline' closes it", () => {
    expect(browserOnline(INITIAL_GATE)).toBe(INITIAL_GATE);
    expect(browserOffline(INITIAL_GATE).reachability).toBe('down');
  });
});
