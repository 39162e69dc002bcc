import { describe, expect, it } from 'vitest';
import { laterOf, matchesSearch, selectCommunes, tabOfTypeEspace, type FournisseurCommune } from '../../src/domain/users/fournisseur';

const town = (commune: string, fields: Partial<FournisseurCommune> = {}): FournisseurCommune => ({
  id: commune, nom: `Mairie de ${commune}`, commune, departement: 'Finistère', typeEspace: 'client', cimetieres: [], abonnement: null,
  derniereSynchro: null, derniereConnexion: null, derniereActivite: null, utilisateurs: 0, ...fields,
});
const sub = (dateDebut: string, dateRenouv: string | null) => ({ dateDebut, etat: 1, dateRenouv, options: { abonnement: [], premium: [] } });
const rows = [
  town('Morlaix', { abonnement: sub('2024-01-01', '2027-01-01'), derniereActivite: '2026-11-20T08:00:00.000Z' }),
  town('Éléven', { abonnement: sub('2025-06-01', null), derniereActivite: '2026-11-23T08:00:00.000Z', cimetieres: [{ id: 'c', nom: 'Cimetière du Bourg', actif: true }] }),
  town('Brest'),
  town('Taulé', { typeEspace: 'demonstration' }),
];
const query = (fields: Record<string, string> = {}) => ({ tab: 'clients' as const, search: '', sort: 'commune' as const, order: 'asc' as const, ...fields }) as Parameters<typeof selectCommunes>[1];

describe('the provider view: tabs, search and sort (issue 16, spec 000 §2.11)', () => {
  it.each([
    ['client', 'clients'],
    ['demonstration', 'demonstration'],
    ['test', 'test'],
    ['fournisseur', 'fournisseur'],
    ['inconnu', 'clients'],
  ])('typeEspace %s is in tab %s', (type, tab) => {
    expect(tabOfTypeEspace(type)).toBe(tab);
  });

  it.each<[string, string[]]>([
    ['', ['Brest', 'Éléven', 'Morlaix']],
    ['eleven', ['Éléven']],
    ['BOURG', ['Éléven']],
    ['finistere morl', ['Morlaix']],
    ['quimper', []],
  ])('search %j finds %j', (search, communes) => {
    expect(selectCommunes(rows, query({ search })).map((r) => r.commune)).toEqual(communes);
    expect(rows.filter((r) => matchesSearch(r, search) && r.typeEspace === 'client').length).toBe(communes.length);
  });

  it.each<[string, 'asc' | 'desc', string[]]>([
    ['commune', 'desc', ['Morlaix', 'Éléven', 'Brest']],
    ['derniereActivite', 'desc', ['Éléven', 'Morlaix', 'Brest']],
    ['derniereActivite', 'asc', ['Morlaix', 'Éléven', 'Brest']],
    ['dateRenouv', 'asc', ['Morlaix', 'Brest', 'Éléven']],
    ['dateDebut', 'desc', ['Éléven', 'Morlaix', 'Brest']],
  ])('sort %s %s (a missing date last either way)', (sort, order, communes) => {
    expect(selectCommunes(rows, query({ sort, order })).map((r) => r.commune)).toEqual(communes);
  });

  it('last activity is the later of the last sync and the last sign-in', () => {
    expect(laterOf(null, null)).toBeNull();
    expect(laterOf('2026-01-01T00:00:00.000Z', null)).toBe('2026-01-01T00:00:00.000Z');
    expect(laterOf('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z')).toBe('2026-02-01T00:00:00.000Z');
  });
});
