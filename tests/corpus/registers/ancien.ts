import type { CorpusRegister } from '../types';

/**
 * An old register copied into Excel by hand: sections and ranks instead of carrés and allées, names in
 * mixed case with their particles ('de la Fontaine'), several buried in one cell joined by 'et', dates in
 * brackets, two homonyms of one grave told apart by their death years, a 'Date' column that says nothing of
 * what it dates (not guessed), the type written 'Concession trentenaire'.
 */
export const ancien: CorpusRegister = {
  name: 'Registre ancien recopié (sections et rangs, noms en minuscules)',
  encoding: 'latin1',
  rows: [
    ['Section', 'Rang', 'Numéro', 'Concessionnaire', 'Inhumés', 'Date', 'Nature'],
    ['Nord', '1', '3', 'de la Fontaine Jean', 'de la Fontaine Marie (1890-1950) et Jean (1888-1940)', '1950', 'Concession trentenaire'],
    ['Nord', '1', '4', 'Le Gall Yves', 'LE GALL Yves, Marie', null, 'Concession perpétuelle'],
    ['Sud', '2', '1', 'MARTIN Paul', 'MARTIN Paul † 1960 ; MARTIN Paul † 1992', null, 'Concession'],
    ['sud', '02', '1', null, 'MARTIN Paul † 1992', null, null],
  ],
  expect: {
    mapping: { 0: 'carre', 1: 'allee', 2: 'numero', 3: 'concessionnaire', 4: 'defunt', 5: null, 6: 'type' },
    deceased: [
      { plot: 'Nord-1-3', nom: 'de la Fontaine', prenom: 'Marie', naissance: '1890', deces: '1950' },
      { plot: 'Nord-1-3', nom: 'de la Fontaine', prenom: 'Jean', naissance: '1888', deces: '1940' },
      { plot: 'Nord-1-4', nom: 'LE GALL', prenom: 'Yves, Marie' },
      { plot: 'Sud-2-1', nom: 'MARTIN', prenom: 'Paul', deces: '1960' },
      { plot: 'Sud-2-1', nom: 'MARTIN', prenom: 'Paul', deces: '1992' },
    ],
    holders: [
      { plot: 'Nord-1-3', nom: 'de la Fontaine', prenom: 'Jean' },
      { plot: 'Nord-1-4', nom: 'Le Gall', prenom: 'Yves' },
      { plot: 'Sud-2-1', nom: 'MARTIN', prenom: 'Paul' },
    ],
    concessions: [
      { plot: 'Nord-1-3', duree: 30 },
      { plot: 'Nord-1-4', perpetuelle: true },
      { plot: 'Sud-2-1', type: 'Concession' },
    ],
    warnings: [],
    refused: [],
  },
};
