import { describe, expect, it } from 'vitest';
import { endSentence, syncLabel } from '../../src/features/sync/syncLabel';

const base = { pending: 4, othersPending: 0, others: [], lastSyncAt: null, conflicts: 0 };

describe('the sync button says its state with one punctuation (issue 14)', () => {
  it('a running sync ends with its ellipsis, not an ellipsis and a full stop', () => {
    expect(syncLabel({ ...base, state: 'synchronisation…' })).toMatch(/^Synchronisation : synchronisation… 4 en attente\./);
    expect(syncLabel({ ...base, state: 'synchronisation…' })).not.toContain('…. ');
  });

  it('other states end with one full stop', () => {
    expect(syncLabel({ ...base, state: 'hors ligne' })).toMatch(/^Synchronisation : hors ligne\. 4 en attente\./);
  });

  it.each([
    ['synchronisé', 'synchronisé.'],
    ['synchronisation…', 'synchronisation…'],
    ['déjà fini.', 'déjà fini.'],
  ])('endSentence(%s) → %s', (text, ended) => {
    expect(endSentence(text)).toBe(ended);
  });
});
