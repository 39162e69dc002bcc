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

  it('is offline, in one word, when the last sync found no network though the browser says online', () => {
    const s = deriveStatus(facts({ online: true, record: { state: 'hors ligne', reason: 'Le serveur ne répond pas.', at: '' } }));
    expect(s).toMatchObject({ state: 'hors ligne', online: false });
    expect(deriveStatus(facts({ online: true })).online).toBe(true);
  });

  it('shows refused changes before pending ones, and all clear last', () => {
    expect(deriveStatus(facts({ conflicts: 1, pendingMutations: 4 })).state).toBe('modification refusée');
    expect(deriveStatus(facts()).state).toBe('synchronisé');
    expect(deriveStatus(facts({ record: { state: 'erreur serveur', reason: 'Le serveur a rencontré une erreur.', at: '' } })).state).toBe('erreur serveur');
  });

  it("says a replica whose first sync has not ended is not complete, whatever else it says", () => {
    const never = deriveStatus(facts({ lastSyncAt: null, record: null }));
    expect(never.state).toBe('à terminer');
    expect(never.reason).toBe('Les données du cimetière ne sont pas encore toutes sur cet appareil. Elles arrivent à la prochaine synchronisation.');
    const interrupted = facts({ bootstrap: { received: 5000, estimated: 12000, done: false }, record: { state: 'erreur serveur', reason: 'Le serveur ne répond pas.', at: '' } });
    expect(deriveStatus(interrupted).state).toBe('erreur serveur');
    expect(deriveStatus({ ...interrupted, record: null }).state).toBe('à terminer');
    expect(deriveStatus({ ...interrupted, online: false }).reason).toBe('Pas de réseau : vous pouvez continuer à travailler. Les données du cimetière ne sont pas encore toutes sur cet appareil.');
    expect(deriveStatus({ ...interrupted, record: null, pendingMutations: 1 })).toMatchObject({ state: 'en attente', reason: '1 modification en attente sur cet appareil. Les données du cimetière ne sont pas encore toutes sur cet appareil.' });
    expect(deriveStatus(facts({ bootstrap: { received: 12000, estimated: 12000, done: true } })).state).toBe('synchronisé');
  });

  it('writes the last sync time as HH:MM in French time', () => {
    expect(formatSyncTime('2026-03-02T09:05:00.000Z')).toBe('10:05');
    expect(formatSyncTime('2026-07-02T09:05:00.000Z')).toBe('11:05');
    expect(formatSyncTime(null)).toBe('jamais');
  });
});
