import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../src/domain/search/searchIndex';
import { foldTerm } from '../../src/domain/search/normalize';
import type { Location } from '../../src/domain/entities/location';
import type { SearchDoc, SearchKind } from '../../src/domain/search/types';

function doc(kind: SearchKind, rowId: string, fields: Partial<SearchDoc>): SearchDoc {
  return {
    key: `${kind}:${rowId}`, kind, rowId, emplacementId: `emp-${rowId}`,
    nom: '', prenom: '', nomJeuneFille: '', label: '', extra: '', title: fields.nom ?? '', subtitle: '',
    ...fields,
  };
}

function build(): SearchIndex {
  const index = new SearchIndex();
  index.upsert([
    doc('defunt', 'd1', { nom: 'Lefèvre', prenom: 'Jeanne', nomJeuneFille: 'Duchêne' }),
    doc('defunt', 'd2', { nom: 'Martin', prenom: 'Paul' }),
    doc('defunt', 'd3', { nom: 'Martineau', prenom: 'Lucie' }),
    doc('defunt', 'd4', { nom: 'Marton', prenom: 'Émile' }),
    doc('concession', 'c1', { nom: 'LEFEVRE', label: 'A-3-12 N° 2019-044' }),
    doc('emplacement', 'e1', { label: 'A-3-12' }),
    doc('emplacement', 'e2', { label: 'B-1-4' }),
    doc('travaux', 't1', { extra: 'Pose d\'une pierre tombale', nom: 'Lefèvre' }),
  ]);
  return index;
}

const keys = (hits: Array<{ doc: SearchDoc }>) => hits.map((h) => h.doc.key);

describe('search', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldTerm('LEFÈVRE')).toBe('lefevre');
    expect(foldTerm('Œuvre')).toBe('oeuvre');
  });

  it.each(['Lefèvre', 'lefevre', 'LEFEVRE', 'lefe'])('finds the same deceased for %s', (q) => {
    expect(keys(build().search(q).defunt)).toEqual(['defunt:d1']);
  });

  it('tolerates one typo on a long enough word', () => {
    expect(keys(build().search('lefevrr').defunt)).toEqual(['defunt:d1']);
    expect(keys(build().search('lwfevre').defunt)).toEqual(['defunt:d1']);
  });

  it('finds a deceased by maiden name', () => {
    expect(keys(build().search('duchene').defunt)).toEqual(['defunt:d1']);
  });

  it('finds a plot by its carré/allée/numéro label', () => {
    expect(keys(build().search('A-3-12').emplacement)).toEqual(['emplacement:e1']);
    expect(keys(build().search('b 1 4').emplacement)).toEqual(['emplacement:e2']);
  });

  it('ranks the exact family name before completions and typos', () => {
    expect(keys(build().search('martin').defunt)[0]).toBe('defunt:d2');
    expect(keys(build().search('martin').defunt)).toContain('defunt:d3');
  });

  it('groups by kind and honours the toggles', () => {
    const all = build().search('lefevre');
    expect(keys(all.concession)).toEqual(['concession:c1']);
    expect(keys(all.travaux)).toEqual(['travaux:t1']);
    const onlyDefunts = build().search('lefevre', ['defunt']);
    expect(onlyDefunts.concession).toEqual([]);
    expect(keys(onlyDefunts.defunt)).toEqual(['defunt:d1']);
  });

  it('follows changes: replace and remove', () => {
    const index = build();
    index.upsert([doc('defunt', 'd2', { nom: 'Bernard', prenom: 'Paul' })]);
    expect(keys(index.search('martin').defunt)).not.toContain('defunt:d2');
    expect(keys(index.search('bernard').defunt)).toEqual(['defunt:d2']);
    index.remove(['defunt:d2']);
    expect(index.search('bernard').defunt).toEqual([]);
  });

  it('answers nothing to an empty query', () => {
    expect(Object.values(build().search('  ')).flat()).toEqual([]);
  });
});

describe('search documents built from replica rows', () => {
  it('finds a deceased by maiden name and a plot by its label, each leading to its plot', async () => {
    const { emplacementDoc, occupantDoc, contactDoc } = await import('../../src/domain/search/documents');
    const meta = { espaceId: 'e', version: 1, seq: 1, updatedAt: '', deletedAt: null };
    const plot = { ...meta, id: 'p1', carre: 'A', allee: '3', numero: '12', libelle: null, surface: null, preReservation: false, notes: null, typeOccupation: null, geometry: null, posX: null, posY: null, zone: null, uid: null, adresse: null };
    const ctx = { emplacement: (id: string) => (id === 'p1' ? plot : undefined), location: () => undefined };
    const index = new SearchIndex();
    index.upsert([
      emplacementDoc(plot),
      occupantDoc({ ...meta, id: 'o1', emplacementId: 'p1', locationId: null, civilite: 'F', prenom: 'Marie', nom: 'Lefèvre', nomJeuneFille: 'Bérard', dateDeNaissance: null, dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: { jour: null, mois: null, annee: 1990 }, lieuDeces: null, dateInhumCrema: null, dateExhumation: null, specificites: null, criteresSpecifiques: [], modeSepulture: null, cremation: null, etat: 'present', portailMasque: false }, ctx),
    ]);
    const byMaiden = index.search('berard').defunt;
    expect(byMaiden.map((h) => [h.doc.title, h.doc.emplacementId])).toEqual([['Marie LEFÈVRE née BÉRARD', 'p1']]);
    expect(index.search('A-3-12').emplacement.map((h) => h.doc.emplacementId)).toEqual(['p1']);
    const exhume = occupantDoc({ ...meta, id: 'o2', emplacementId: 'p1', locationId: null, civilite: 'H', prenom: 'Jean', nom: 'Lefèvre', nomJeuneFille: null, dateDeNaissance: null, dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: null, lieuDeces: null, dateInhumCrema: null, dateExhumation: '2024-03-05', specificites: null, criteresSpecifiques: [], modeSepulture: null, cremation: null, etat: 'exhume', portailMasque: false }, ctx);
    expect(exhume.subtitle).toBe('exhumé le 05/03/2024 · Carré A - Allée 3 - N° 12');
    // 'Concessionnaires' holds the holders, as /concessionnaires: an heir of the same concession is not one.
    const concession = { id: 'l1', emplacementId: 'p1', famille: 'Lefèvre' } as Location;
    const withConcession = { ...ctx, location: (id: string) => (id === 'l1' ? concession : undefined) };
    const person = { ...meta, locationId: 'l1', civilite: 'H' as const, prenom: 'Paul', nomJeuneFille: null, decede: false, adresse: null, commune: null, codePostal: null, telephone: null, telephoneMobile: null, email: null, dateDeNaissance: null, nomSociete: null, fonction: null };
    expect(contactDoc({ ...person, id: 'h1', nom: 'Lefèvre', typeDeContact: 'Co-concessionnaire' }, withConcession)?.emplacementId).toBe('p1');
    expect(contactDoc({ ...person, id: 'h2', nom: 'Lefèvre', typeDeContact: 'Ayant-droit' }, withConcession)).toBeNull();
    expect(contactDoc({ ...person, id: 'h3', nom: 'Lefèvre', typeDeContact: null }, withConcession)).toBeNull();
    expect(contactDoc({ ...meta, id: 'c1', locationId: 'missing', civilite: 'H', prenom: null, nom: 'X', nomJeuneFille: null, decede: false, adresse: null, commune: null, codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: null, dateDeNaissance: null, nomSociete: null, fonction: null }, ctx)).toBeNull();
  });
});

describe('search index engine', () => {
  it('ranks then cuts at the limit: the exact name indexed last still comes first among many completions', () => {
    const index = new SearchIndex();
    index.upsert(Array.from({ length: 40 }, (_, i) => doc('defunt', `m${i}`, { nom: 'Martineau', prenom: 'Luc' })));
    index.upsert([doc('defunt', 'exact', { nom: 'Martin', prenom: 'Paul' })]);
    const hits = index.search('martin', ['defunt'], 5).defunt;
    expect(hits).toHaveLength(5);
    expect(hits[0]?.doc.key).toBe('defunt:exact');
    expect(index.search('mar', ['defunt'], 5).defunt).toHaveLength(5);
  });

  it('counts every match of each kind beyond the hits it keeps, and only among the kinds asked for', () => {
    const index = new SearchIndex();
    index.upsert(Array.from({ length: 40 }, (_, i) => doc('defunt', `m${i}`, { nom: 'Martineau', prenom: 'Luc' })));
    index.upsert([doc('defunt', 'exact', { nom: 'Martin' }), doc('concession', 'c', { nom: 'Martin' }), doc('travaux', 't', { nom: 'Durand' })]);
    index.remove(['defunt:m0']);
    const answer = index.answer('martin', ['defunt', 'concession', 'travaux'], 5);
    expect(answer.hits.defunt).toHaveLength(5);
    expect(answer.totals).toEqual({ emplacement: 0, concession: 1, note: 0, defunt: 40, concessionnaire: 0, procedure: 0, travaux: 0 });
    expect(index.answer('martin', ['concession'], 5).totals.defunt).toBe(0);
  });

  it('requires every word of the query', () => {
    const index = build();
    expect(keys(index.search('martin paul').defunt)).toEqual(['defunt:d2']);
    expect(index.search('martin jeanne').defunt).toEqual([]);
  });

  it('forgets the words of removed and replaced documents, for completions and typos too', () => {
    const index = new SearchIndex();
    index.upsert([doc('defunt', 'a', { nom: 'Quesnel' }), doc('defunt', 'b', { nom: 'Quesnel' })]);
    index.upsert([doc('defunt', 'a', { nom: 'Dupuis' })]);
    expect(keys(index.search('quesnel').defunt)).toEqual(['defunt:b']);
    index.remove(['defunt:b']);
    for (const q of ['quesnel', 'ques', 'quesnek']) expect(index.search(q).defunt, q).toEqual([]);
    expect(keys(index.search('dupu').defunt)).toEqual(['defunt:a']);
    expect(index.size).toBe(1);
  });

  it('tells words one edit apart', async () => {
    const { oneEditApart } = await import('../../src/domain/search/termIndex');
    expect([['martin', 'marton'], ['martin', 'martins'], ['martin', 'artin'], ['lefevre', 'lwfevre']].every(([a, b]) => oneEditApart(a!, b!))).toBe(true);
    expect([['martin', 'martin'], ['martin', 'matrin'], ['martin', 'mart'], ['abc', 'xyz']].some(([a, b]) => oneEditApart(a!, b!))).toBe(false);
  });
});
