import type { CorpusRegister } from '../types';

/**
 * The attribute table of a GIS contractor's layer, exported from QGIS as a spreadsheet: short upper-case
 * field names, the plot as one reference ('F131'), the grave's state ('Concédée', 'Reprise', 'Libre',
 * 'Échue'), durations written in the type ('Concession (50 ans)'), the buried in one text with '|' between
 * people, a comma between first names, 'ép.' for the married name and '(†…)' for the death, 'sépulture vide',
 * and two columns of file paths (the deeds and the photos) that must never become people.
 */
export const coucheSig: CorpusRegister = {
  name: 'Table attributaire de la couche « tombes » (export QGIS)',
  encoding: 'utf8',
  rows: [
    ['fid', 'REF', 'TYPE', 'ETAT', 'DEFUNTS', 'DATE_CONC', 'DUREE', 'LIEN_ACTE', 'PHOTO'],
    [1, 'F131', 'Concession (50 ans)', 'Concédée', 'KERVELLA Jean, Louis | KERVELLA ép. TANGUY Marie (†12/03/1987)', '03/05/1970', null, 'actes/F131.pdf', 'photos/F131.jpg'],
    [2, 'F132', 'Concession perpétuelle', 'Échue', 'PRIGENT Hervé (1901-1960)', null, null, 'actes/F132.pdf', null],
    [3, 'F133', 'Sépulture reprise le 01/04/2026', 'Reprise', 'LE ROUX Jean', null, null, null, null],
    [4, 'F134', 'Terrain commun (5ans)', 'Libre', null, null, null, null, null],
    [5, 'F135', 'Concession (30 ans)', 'Échue', 'sépulture vide', '01/01/1980', null, 'actes/F135.pdf', null],
    [6, 'G1', 'Jardin du souvenir', 'Occupée', null, null, null, null, null],
    [7, 'F136', 'Concession (30 ans)', 'A renouveler', 'BIHAN Joseph', '01/06/2000', '30', null, null],
  ],
  expect: {
    mapping: { 0: null, 1: 'carreNumero', 2: 'type', 3: 'etat', 4: 'defunt', 5: 'dateDebut', 6: 'duree', 7: null, 8: null },
    deceased: [
      { plot: 'F--131', nom: 'KERVELLA', prenom: 'Jean, Louis' },
      { plot: 'F--131', nom: 'TANGUY', prenom: 'Marie', nomJeuneFille: 'KERVELLA', civilite: 'F', deces: '12/03/1987' },
      { plot: 'F--132', nom: 'PRIGENT', prenom: 'Hervé', naissance: '1901', deces: '1960' },
      { plot: 'F--136', nom: 'BIHAN', prenom: 'Joseph' },
    ],
    holders: [],
    concessions: [
      { plot: 'F--131', duree: 50, dateDebut: '1970-05-03' },
      { plot: 'F--132', perpetuelle: true },
      { plot: 'F--135', duree: 30, dateDebut: '1980-01-01' },
      { plot: 'G--1', type: 'Jardin du souvenir' },
      { plot: 'F--136', duree: 30, dateDebut: '2000-06-01' },
    ],
    freePlots: ['F--133', 'F--134'],
    warnings: [
      [3, /État « Échue » du fichier, mais d’après ses dates la concession est « En cours »/],
      [8, /État « A renouveler » du fichier, mais d’après ses dates la concession est « En cours »/],
    ],
    refused: [],
  },
};
