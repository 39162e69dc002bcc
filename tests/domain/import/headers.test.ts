import { describe, expect, it } from 'vitest';
import { gisMapping } from '../../../src/domain/import/gis';
import { guessMapping } from '../../../src/domain/import/headers';

/** The mapping proposed from the headers and the values below them (issue 26). */
describe('guessMapping with the columns’ values', () => {
  it('never proposes a column of file paths or links, whatever its header says', () => {
    const headers = ['Carré', 'N°', 'Acte défunt', 'Photo concessionnaire'];
    const values = [['A'], ['1'], ['\\\\serveur\\actes\\A-1 DUPONT.pdf'], ['https://sig.exemple.fr/photos/A-1.jpg']];
    expect(guessMapping(headers)).toEqual(['carre', 'numero', 'defunt', 'concessionnaire']);
    expect(guessMapping(headers, values)).toEqual(['carre', 'numero', null, null]);
  });

  it('a GIS layer’s attributes are guessed with their values too (three people were once named after a PDF)', () => {
    const features = [
      { properties: { NUM: '12', DEFUNT_PDF: 'actes/12.pdf' } },
      { properties: { NUM: '13', DEFUNT_PDF: 'actes/13 bis.pdf' } },
      { properties: { NUM: '14', DEFUNT_PDF: 'actes/14.PDF' } },
    ];
    expect(gisMapping(['NUM', 'DEFUNT_PDF'])).toEqual(['numero', 'defunt']);
    expect(gisMapping(['NUM', 'DEFUNT_PDF'], features)).toEqual(['numero', null]);
  });

  it('a number column of references with a carré letter, and no carré column, is carré and number together', () => {
    expect(guessMapping(['N°', 'Défunt'], [['F131', 'F132', 'G1'], ['A', 'B', 'C']])).toEqual(['carreNumero', 'defunt']);
    expect(guessMapping(['Carré', 'N°'], [['F', 'F'], ['F131', 'F132']])).toEqual(['carre', 'numero']);
    expect(guessMapping(['N°'], [['131', '132']])).toEqual(['numero']);
  });

  it('a full-name column beside a first-name column is the family name', () => {
    expect(guessMapping(['Nom du défunt', 'Prénom'])).toEqual(['defuntNom', 'defuntPrenom']);
  });

  it('a plain Prénom or Civilité goes with the name it stands next to', () => {
    expect(guessMapping(['Carré', 'N°', 'Civilité', 'Nom', 'Prénom', 'Titulaire', 'Prénom', 'Civilité', 'Adresse'])).toEqual([
      'carre', 'numero', 'defuntCivilite', 'defuntNom', 'defuntPrenom', 'concessionnaire', 'concessionnairePrenom', 'concessionnaireCivilite', 'adresse',
    ]);
  });

  it('the words registers use for the start date and the state', () => {
    expect(guessMapping(["Date d'acquisition", 'Statut', 'Décédé(e) le', 'Né(e) le'])).toEqual(['dateDebut', 'etat', 'dateDeces', 'dateDeNaissance']);
  });

  it('a date column is not taken for paths', () => {
    expect(guessMapping(['Date de décès'], [['12/03/1987', '01/01/1990']])).toEqual(['dateDeces']);
  });
});
