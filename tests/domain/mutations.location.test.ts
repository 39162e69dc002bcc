import { describe, expect, it } from 'vitest';
import { MSG_ADMIN_ONLY, MSG_READ_ONLY, MSG_UNKNOWN_MUTATION, permissionError } from '../../src/domain/mutations/decide';
import { setFacture } from '../../src/domain/mutations/location';
import { MUTATIONS } from '../../src/domain/mutations/catalogue';
import { ctx, location, rejection, run, written } from './mutationsKit';

describe('location.setEtatAbandon (spec 001 §4)', () => {
  it.each([1, 2, 3, 4, 5, 6, null])('sets %s', (value) => {
    const loc = location({ etatAbandon: 2 });
    const out = written(run('location.setEtatAbandon', { id: loc.id, etatAbandon: value }, { row: loc }, { etatAbandon: 2 }));
    expect(out.etatAbandon).toBe(value);
    expect(out.id).toBe(loc.id);
    expect(out).not.toHaveProperty('version');
    expect(out).not.toHaveProperty('seq');
  });

  it.each([0, 7, 2.5, '3'])('refuses %j with a French message', (value) => {
    const loc = location();
    expect(rejection(run('location.setEtatAbandon', { id: loc.id, etatAbandon: value }, { row: loc }))).toContain("L'état d'abandon");
  });

  it('conflicts when another device changed it meanwhile, with the current row', () => {
    const loc = location({ etatAbandon: 4 });
    const decision = run('location.setEtatAbandon', { id: loc.id, etatAbandon: 5 }, { row: loc }, { etatAbandon: 2 });
    expect(decision.status).toBe('conflict');
    if (decision.status === 'conflict') expect(decision.current).toBe(loc);
  });

  it('rejects on an archived concession (spec 001 §4 Archive)', () => {
    const loc = location({ isArchived: true });
    expect(rejection(run('location.setEtatAbandon', { id: loc.id, etatAbandon: 3 }, { row: loc }))).toMatch(/archivée/);
  });

  it('rejects an absent or deleted concession', () => {
    const loc = location({ deletedAt: '2026-01-01T00:00:00Z' });
    expect(rejection(run('location.setEtatAbandon', { id: loc.id, etatAbandon: 3 }, { row: null }))).toBe('Concession introuvable.');
    expect(rejection(run('location.setEtatAbandon', { id: loc.id, etatAbandon: 3 }, { row: loc }))).toBe('Concession introuvable.');
  });
});

describe('location.setFacture (spec 001 §4)', () => {
  it.each(['réglée', 'non réglée', null])('sets %s', (value) => {
    const loc = location();
    expect(written(run('location.setFacture', { id: loc.id, facture: value }, { row: loc })).facture).toBe(value);
  });

  it('refuses another value', () => {
    const loc = location();
    expect(rejection(run('location.setFacture', { id: loc.id, facture: 'payée' }, { row: loc }))).toContain('facture');
  });
});

describe('permissions and names', () => {
  it('ROLE_USER (Consultation) never writes', () => {
    const loc = location();
    expect(rejection(run('location.setFacture', { id: loc.id, facture: null }, { row: loc }, {}, { ...ctx, roles: ['ROLE_USER'] }))).toBe(MSG_READ_ONLY);
  });

  it('an unknown name is rejected', () => {
    expect(rejection(run('location.nope', { id: location().id }))).toBe(MSG_UNKNOWN_MUTATION);
  });

  it('admin-only mutations need an administrator', () => {
    const def = { ...setFacture, permission: 'admin' as const };
    expect(permissionError(def, ['ROLE_SOUS_ADMIN'])).toBe(MSG_ADMIN_ONLY);
    expect(permissionError(def, ['ROLE_ADMIN'])).toBeNull();
    expect(permissionError(def, ['ROLE_SUPER_ADMIN'])).toBeNull();
    expect(permissionError(setFacture, ['ROLE_SOUS_ADMIN'])).toBeNull();
    expect(permissionError(setFacture, ['ROLE_USER'])).toBe(MSG_READ_ONLY);
  });

  it('every mutation of the catalogue is named by its key and writes its own table', () => {
    for (const [name, def] of Object.entries(MUTATIONS)) {
      expect(def.name).toBe(name);
      expect(['create', 'update', 'delete']).toContain(def.kind);
    }
  });
});
