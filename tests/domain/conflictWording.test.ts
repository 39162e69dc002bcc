import { describe, expect, it } from 'vitest';
import { MUTATIONS } from '../../src/domain/mutations/catalogue';
import { MUTATION_ACTIONS, conflictSubject, mutationAction, plotInWords } from '../../src/domain/sync/conflictWording';
import { fieldLabel } from '../../src/features/sync/fieldLabels';

const PLOT = { carre: 'A', allee: '2', numero: '14', libelle: null };

describe('the conflicts screen names the action in words (issue 29)', () => {
  it.each([
    ['location.setEtatAbandon', "État d'abandon modifié"],
    ['location.setFacture', 'Facturation modifiée'],
    ['location.update', 'Concession modifiée'],
    ['emplacement.addPhoto', 'Photo ajoutée'],
    ['occupant.create', 'Défunt ajouté'],
    ['contact.update', 'Contact modifié'],
    ['note.update', 'Note modifiée'],
    ['event.delete', 'Évènement du calendrier supprimé'],
    ['procedure.recordStep', 'Étape de procédure validée'],
    ['tarif.modify', 'Tarif modifié'],
    ['donnees.restaurer', 'Données restaurées'],
    // A name this device's catalogue does not know (a newer device's change), or a prototype key.
    ['location.setSomethingNew', 'Modification'],
    ['toString', 'Modification'],
    ['', 'Modification'],
  ])('%s → %s', (name, words) => {
    expect(mutationAction(name)).toBe(words);
  });

  it('every mutation of the catalogue has its own label, with no code name in it', () => {
    for (const name of Object.keys(MUTATIONS)) {
      expect(MUTATION_ACTIONS[name], name).toBeDefined();
      expect(mutationAction(name), name).not.toMatch(/[a-z]\.[a-z]|^Modification$/);
    }
    // And no label for a mutation that no longer exists.
    expect(Object.keys(MUTATION_ACTIONS).filter((n) => !(n in MUTATIONS))).toEqual([]);
  });
});

describe('the record in words', () => {
  it.each([
    [PLOT, 'Carré A, allée 2, n° 14'],
    [{ carre: 'A', allee: null, numero: '3', libelle: null }, 'Carré A, n° 3'],
    [{ carre: null, allee: null, numero: '7', libelle: null }, 'N° 7'],
    [{ carre: 'Carré Nord', allee: 'Allée des Ifs', numero: '2', libelle: null }, 'Carré Nord, allée des Ifs, n° 2'],
    [{ carre: null, allee: null, numero: null, libelle: 'Ossuaire' }, 'Ossuaire'],
    [{ carre: null, allee: null, numero: null, libelle: null }, null],
  ])('plot %o → %s', (plot, words) => {
    expect(plotInWords(plot)).toBe(words);
  });

  it.each([
    ['a concession', { table: 'locations', row: { famille: 'Martin' }, emplacement: PLOT }, 'Carré A, allée 2, n° 14'],
    ['a plot', { table: 'emplacements', row: {}, emplacement: PLOT }, 'Carré A, allée 2, n° 14'],
    ['a deceased', { table: 'occupants', row: { prenom: 'Jean', nom: 'Martin' }, emplacement: PLOT }, 'Jean Martin, carré A, allée 2, n° 14'],
    ['a deceased, no plot known', { table: 'occupants', row: { prenom: 'Jean', nom: 'Martin' }, emplacement: null }, 'Défunt Jean Martin'],
    ['a contact with no name', { table: 'contacts', row: {}, emplacement: PLOT }, 'Contact de carré A, allée 2, n° 14'],
    ['a note', { table: 'notes', row: { titre: 'Tondre' }, emplacement: null }, 'Note « Tondre »'],
    ['an event on a plot', { table: 'events', row: { titre: 'Inhumation' }, emplacement: PLOT }, 'Évènement « Inhumation », carré A, allée 2, n° 14'],
    ['a tariff', { table: 'tarifs', row: {}, emplacement: null }, 'Un tarif'],
    ['the cemetery', { table: 'espaces', row: { nom: 'Cimetière du Bourg' }, emplacement: null }, 'Cimetière du Bourg'],
    ['nothing known', { table: null, row: null, emplacement: null }, 'Un enregistrement'],
  ])('%s', (_what, record, words) => {
    expect(conflictSubject(record)).toBe(words);
  });
});

describe('the field in words', () => {
  it.each([
    ['etatAbandon', "État d'abandon"],
    ['dateNaissance', 'Date de naissance'],
    ['dateFinTravaux', 'Date fin travaux'],
    ['x', 'X'],
  ])('%s → %s', (field, words) => {
    expect(fieldLabel(field)).toBe(words);
  });
});
