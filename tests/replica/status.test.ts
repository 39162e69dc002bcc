import { describe, expect, it } from 'vitest';
import { deriveStatus, formatSyncTime, type StatusFacts } from '../../src/replica/status';

const facts = (over: Partial<StatusFacts> = {}): StatusFacts => ({
  online: true,
  pendingMutations: 0,
  pendingMedia: 0,
  conflicts: 0,
  lastSyncAt: '2026-03-02T09:05:00.000Z',
  record: { state: 'synchronisé', reason: '', at: '2026-03-02T09:05:00.000Z' },
  bootstrap: null,
  ...over,
});

describe('sync status', () => {
  it('counts unsent changes and photos together', () => {
    const s = deriveStatus(facts({ pendingMutations: 2, pendingMedia: 1 }));
    expect(s).toMatchObject({ state: 'en attente', pending: 3 });
    expect(s.reason).toBe('3 modifications en attente sur cet appareil.');
  });

  it('puts what blocks sync first: offline, then an expired session', () => {
    expect(deriveStatus(facts({ online: false, pendingMutations: 1, conflicts: 2 })).state).toBe('hors ligne');
    const expired = deriveStatus(facts({ record: { state: 'session expirée', reason: 'Reconnectez-vous.', at: '' }, pendingMutations: 1 }));
    expect(expired.state).toBe('session expirée');
    expect(expired.reason).toContain('1 modification en attente');
  });

  it('shows refused changes before pending ones, and all clear last', () => {
    expect(deriveStatus(facts({ conflicts: 1, pendingMutations: 4 })).state).toBe('modification refusée');
    expect(deriveStatus(facts()).state).toBe('synchronisé');
    expect(deriveStatus(facts({ record: { state: 'erreur serveur', reason: 'Le serveur a rencontré une erreur.', at: '' } })).state).toBe('erreur serveur');
  });

  it('writes the last sync time as HH:MM in French time', () => {
    expect(formatSyncTime('2026-03-02T09:05:00.000Z')).toBe('10:05');
    expect(formatSyncTime('2026-07-02T09:05:00.000Z')).toBe('11:05');
    expect(formatSyncTime(null)).toBe('jamais');
  });
});
