import { describe, expect, it } from 'vitest';
import { MUTATIONS } from '../../src/domain/mutations/catalogue';
import { authorName, changeSentence, groupByDayAndUser, hasWording, restoreLineText, type HistoryChange } from '../../src/domain/donnees/changeWording';

/** The restore points' list in plain words (spec 000 §2.10, issue 15). */

const dupont = { civilite: 'F', nom: 'Dupont', prenom: 'Marie', identite: 'Marie Dupont', username: 'mdupont' };
const place = { carre: 'A', allee: '2', numero: '1', libelle: null };
const change = (over: Partial<HistoryChange>): HistoryChange => ({
  mutationId: 'm', name: 'location.setEtatAbandon', at: '2026-11-23T13:05:00.000Z', firstHistoryId: 1, user: dupont, place, moment: null,
  rows: [{ table: 'locations', rowId: 'l', action: 'modification', fields: ['etatAbandon'] }], total: 1, ...over,
});

describe('changes in plain words', () => {
  it("says who did what where: 'Mme Dupont a modifié l'état d'abandon de Carré A - Allée 2 - N° 1'", () => {
    expect(changeSentence(change({}))).toBe("Mme Dupont a modifié l'état d'abandon de Carré A - Allée 2 - N° 1");
    expect(changeSentence(change({ name: 'occupant.create', user: { ...dupont, civilite: 'H', nom: 'martin' } }))).toBe('M. Martin a ajouté un défunt à Carré A - Allée 2 - N° 1');
    expect(changeSentence(change({ name: 'tarif.create', place: null }))).toBe('Mme Dupont a ajouté un tarif');
    expect(changeSentence(change({ name: 'donnees.restaurer', moment: '2026-11-22T08:00:00.000Z', total: 3 }))).toBe("Mme Dupont a restauré le cimetière à l'état du 22/11/2026 à 09:00 (3 fiches)");
  });

  it('words a change without a wording of its own from its rows, and an unknown author', () => {
    expect(changeSentence(change({ name: null, user: null, rows: [{ table: 'occupants', rowId: 'o', action: 'suppression', fields: [] }] }))).toBe('Le système a supprimé un défunt de Carré A - Allée 2 - N° 1');
    expect(authorName({ civilite: 'H', nom: null, prenom: null, identite: '', username: 'agent@x.fr' })).toBe('agent@x.fr');
  });

  it.each([['F', 'Mme Dupont'], ['H', 'M. Dupont'], [null, 'Dupont']])('names an author of civility %j %j, never presuming M. (issue 26)', (civilite, name) => {
    expect(authorName({ ...dupont, civilite })).toBe(name);
  });

  it('has a sentence for every mutation of the catalogue that changes the cemetery', () => {
    const missing = Object.keys(MUTATIONS).filter((name) => !name.startsWith('notification.') && !hasWording(name));
    expect(missing).toEqual([]);
  });

  it('groups by Paris day, then by user, newest first', () => {
    const groups = groupByDayAndUser([
      change({ firstHistoryId: 2, at: '2026-11-22T23:30:00.000Z' }), // 23/11 in Paris
      change({ firstHistoryId: 3, at: '2026-11-23T10:00:00.000Z', user: { ...dupont, nom: 'Martin', civilite: 'H' } }),
      change({ firstHistoryId: 1, at: '2026-11-21T10:00:00.000Z' }),
    ]);
    expect(groups.map((g) => [g.day, g.firstHistoryId, g.users.map((u) => `${u.author}:${u.changes.length}`)])).toEqual([
      ['2026-11-23', 2, ['M. Martin:1', 'Mme Dupont:1']],
      ['2026-11-21', 1, ['Mme Dupont:1']],
    ]);
  });

  it("tells a restore's lines with their plot and fields", () => {
    expect(restoreLineText({ table: 'locations', action: 'modifiée', fields: ['etatAbandon', 'notes'], place })).toBe("Carré A - Allée 2 - N° 1 : concession modifiée (état d'abandon, notes)");
    expect(restoreLineText({ table: 'occupants', action: 'rétablie', fields: [], place })).toBe('Carré A - Allée 2 - N° 1 : défunt rétabli');
    expect(restoreLineText({ table: 'tarifs', action: 'supprimée', fields: [], place: null })).toBe('Tarif supprimé');
  });
});
