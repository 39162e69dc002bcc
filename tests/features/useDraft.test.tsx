// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftState } from '../../src/features/shared/drafts/useDraft';

// The device's draft store, in memory: each save is held until the test lets it land.
const store = vi.hoisted(() => ({
  saves: [] as Array<{ data: unknown; land: () => void }>,
}));
vi.mock('../../src/replica/drafts', () => ({
  drafts: {
    prune: () => Promise.resolve(),
    load: () => Promise.resolve(null),
    save: (_user: string, _key: string, data: unknown) =>
      new Promise<void>((resolve) => store.saves.push({ data, land: resolve })),
    remove: () => Promise.resolve(),
  },
}));
vi.mock('../../src/replica/useEnqueue', () => ({ useActor: () => ({ userId: 'u1', roles: [], name: 'Agent' }) }));

const { useDraft } = await import('../../src/features/shared/drafts/useDraft');

let state: DraftState;
function Form({ value }: { value: { description: string } }) {
  state = useDraft({ formKey: 'pv|e1|3', value, initial: { description: '' }, intervalMs: 1000, onRestore: () => undefined });
  return null;
}

let root: Root;
async function show(description: string) {
  await act(async () => root.render(<Form value={{ description }} />));
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  store.saves.length = 0;
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useDraft says saved only for what the device holds (issue 29, No work lost)', () => {
  it('a change typed after a save is pending until its own save lands', async () => {
    await show('');
    expect(state.pending).toBe(false);
    await show('Ronces');
    expect(state.pending).toBe(true);
    expect(state.savedAt).toBeNull();

    await act(async () => vi.advanceTimersByTime(1000));
    expect(store.saves.map((s) => s.data)).toEqual([{ description: 'Ronces' }]);
    // Written is not yet landed: still pending.
    expect(state.pending).toBe(true);
    await act(async () => store.saves[0]!.land());
    expect(state.pending).toBe(false);
    expect(state.savedAt).not.toBeNull();

    // The last words typed: the earlier save's time stays, but the form is pending again.
    await show('Ronces sur toute la tombe');
    expect(state.pending).toBe(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(store.saves.map((s) => s.data)).toEqual([{ description: 'Ronces' }, { description: 'Ronces sur toute la tombe' }]);
    await act(async () => store.saves[1]!.land());
    expect(state.pending).toBe(false);
  });

  it('a form back to its opening value is no work, and nothing is pending', async () => {
    await show('x');
    expect(state.pending).toBe(true);
    await show('');
    expect(state.dirty).toBe(false);
    expect(state.pending).toBe(false);
  });
});
