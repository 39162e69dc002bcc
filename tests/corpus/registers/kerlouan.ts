import type { CorpusRegister } from '../types';

/**
 * Kerlouan: an Excel register kept since the 1980s, two title lines, one line per deceased, the plot's cells
 * merged down its lines; separate 'Nom du défunt' and 'Prénom' columns (the first-name column was once
 * ignored); two DUPONT of one grave, one without a death year (once merged into one); 'Date d'acquisition';
 * durations 'trentenaire', 'cinquante ans', 'perpét.', 'PERPETUELLE'; carré written 'a' once; a family name
 * alone in mixed case; 'NON ATTRIBUÉ' as a holder; '31/02/1950'; a start date that is only a year; no civility.
 */
export const kerlouan: CorpusRegister = {
  name: 'Registre des concessions de Kerlouan (Excel, une ligne par défunt)',
  encoding: 'latin1',
  rows: [
    ['REGISTRE DES CONCESSIONS — CIMETIÈRE COMMUNAL DE KERLOUAN'],
    ['Mis à jour le 12/09/2019 par le secrétariat'],
    [],
    ['Carré', 'Allée', 'N° tombe', 'Nom du défunt', 'Prénom', 'Né(e) le', 'Décédé(e) le', "Date d'acquisition", 'Durée', 'Concessionnaire'],
    ['A', '1', '1', 'DUPONT', 'Jean', '02/05/1910', '12/03/1987', '15/06/1960', 'trentenaire', 'DUPONT Jean'],
    [null, null, null, 'DUPONT', 'Marie', null, '1990', null, null, null],
    [null, null, null, 'DUPONT', 'Pierre', null, null, null, null, null],
    ['a', '1', '2', 'Le Bras', 'Yvonne', null, '1975', 'inconnue', 'cinquante ans', 'Le Bras'],
    ['A', '1', '3', 'MORVAN', 'Yves', null, '31/02/1950', '1961', 'perpét.', 'M. et Mme MORVAN Yves'],
    ['A', '2', '1', 'Dubois', null, null, '1980', '12/03/1954', 'PERPETUELLE', 'Dubois'],
    ['A', '2', '2', 'GUÉGUEN', 'Anne', null, null, 'néant', '15', 'NON ATTRIBUÉ'],
  ],
  merges: [
    { s: { r: 4, c: 0 }, e: { r: 6, c: 0 } },
    { s: { r: 4, c: 1 }, e: { r: 6, c: 1 } },
    { s: { r: 4, c: 2 }, e: { r: 6, c: 2 } },
    { s: { r: 4, c: 7 }, e: { r: 6, c: 7 } },
    { s: { r: 4, c: 8 }, e: { r: 6, c: 8 } },
    { s: { r: 4, c: 9 }, e: { r: 6, c: 9 } },
  ],
  expect: {
    mapping: { 3: 'defuntNom', 4: 'defuntPrenom', 5: 'dateDeNaissance', 6: 'dateDeces', 7: 'dateDebut', 8: 'duree', 9: 'concessionnaire' },
    deceased: [
      { plot: 'A-1-1', nom: 'DUPONT', prenom: 'Jean', naissance: '02/05/1910', deces: '12/03/1987', civilite: null },
      { plot: 'A-1-1', nom: 'DUPONT', prenom: 'Marie', deces: '1990', civilite: null },
      { plot: 'A-1-1', nom: 'DUPONT', prenom: 'Pierre', deces: null },
      { plot: 'A-1-2', nom: 'Le Bras', prenom: 'Yvonne', deces: '1975' },
      { plot: 'A-1-3', nom: 'MORVAN', prenom: 'Yves', deces: null },
      { plot: 'A-2-1', nom: 'Dubois', prenom: null, deces: '1980' },
      { plot: 'A-2-2', nom: 'GUÉGUEN', prenom: 'Anne', deces: null },
    ],
    holders: [
      { plot: 'A-1-1', nom: 'DUPONT', prenom: 'Jean', civilite: null },
      { plot: 'A-1-2', nom: 'Le Bras', prenom: null },
      { plot: 'A-1-3', nom: 'MORVAN', prenom: 'Yves', civilite: 'H' },
      { plot: 'A-1-3', nom: 'MORVAN', prenom: null, civilite: 'F' },
      { plot: 'A-2-1', nom: 'Dubois', prenom: null },
    ],
    concessions: [
      { plot: 'A-1-1', duree: 30, perpetuelle: false, dateDebut: '1960-06-15' },
      { plot: 'A-1-2', duree: 50, dateDebut: null },
      { plot: 'A-1-3', perpetuelle: true, dateDebut: null },
      { plot: 'A-2-1', perpetuelle: true, dateDebut: '1954-03-12' },
      { plot: 'A-2-2', duree: 15, dateDebut: null },
    ],
    warnings: [
      [9, /Date de décès illisible : « 31\/02\/1950 »/],
      [9, /Date de début incomplète \(1961\)/],
    ],
    refused: [],
  },
};
