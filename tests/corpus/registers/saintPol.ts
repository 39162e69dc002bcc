import type { CorpusRegister } from '../types';

/**
 * Saint-Pol: one line per concession, saved as 'CSV (séparateur : point-virgule)' in Windows-1252. The plot is
 * one reference, 'B12'; holders as couples ('M. et Mme LE GALL Yves'), a widow with her maiden name; the
 * buried listed in one cell with their dates in brackets; a type that carries places ('Caveau 4 places') or
 * a duration ('Terrain commun (5ans)'); an unknown type; a phone that is a sentence; a line without plot.
 */
export const saintPol: CorpusRegister = {
  name: 'Liste des concessions de Saint-Pol (CSV, une ligne par concession)',
  encoding: 'latin1',
  rows: [
    ['Emplacement', 'Type', 'N° acte', 'Date acte', 'Durée', 'Concessionnaire(s)', 'Adresse', 'CP', 'Ville', 'Téléphone', 'Défunts inhumés', 'Observations'],
    ['B12', 'Concession', '154', '12/03/1954', '30 ans', 'M. et Mme LE GALL Yves', '3 rue de la Mairie', '29250', 'Saint-Pol-de-Léon', '02 98 69 00 00', 'LE GALL Yves (1920-1985) ; LE GALL Marie née KERBRAT (†1999)', null],
    ['B13', 'Caveau 4 places', '155', '5 mai 1961', 'cinquantenaire', 'Vve ROUDAUT née MOAL Jeanne', null, null, null, 'pas de téléphone', 'ROUDAUT Hervé', 'voir acte'],
    ['B14', 'Terrain commun (5ans)', null, '2019', null, 'NON ATTRIBUÉ', null, null, null, null, 'MADEC Louis (†12/03/2019)', null],
    ['B15', 'Mausolée', '156', '01/01/1900', '99', 'ABGRALL Paul, Pierre', null, null, null, null, 'ABGRALL Anne, Marie ; ABGRALL François (1930)', null],
    [null, 'Concession', '157', '1970', '30', 'SANS PLACE Jean', null, null, null, null, null, 'emplacement à retrouver'],
  ],
  expect: {
    mapping: { 0: 'carreNumero', 1: 'type', 2: 'numeroConcession', 3: 'dateDebut', 4: 'duree', 5: 'concessionnaire', 7: 'codePostal', 9: 'telephone', 10: 'defunt', 11: 'notes' },
    deceased: [
      { plot: 'B--12', nom: 'LE GALL', prenom: 'Yves', naissance: '1920', deces: '1985' },
      { plot: 'B--12', nom: 'LE GALL', prenom: 'Marie', nomJeuneFille: 'KERBRAT', civilite: 'F', deces: '1999' },
      { plot: 'B--13', nom: 'ROUDAUT', prenom: 'Hervé' },
      { plot: 'B--14', nom: 'MADEC', prenom: 'Louis', deces: '12/03/2019' },
      { plot: 'B--15', nom: 'ABGRALL', prenom: 'Anne, Marie' },
      { plot: 'B--15', nom: 'ABGRALL', prenom: 'François', deces: '1930' },
    ],
    holders: [
      { plot: 'B--12', nom: 'LE GALL', prenom: 'Yves', civilite: 'H' },
      { plot: 'B--12', nom: 'LE GALL', prenom: null, civilite: 'F' },
      { plot: 'B--13', nom: 'ROUDAUT', prenom: 'Jeanne', nomJeuneFille: 'MOAL', civilite: 'F' },
      { plot: 'B--15', nom: 'ABGRALL', prenom: 'Paul, Pierre' },
    ],
    concessions: [
      { plot: 'B--12', type: 'Concession', duree: 30, dateDebut: '1954-03-12' },
      { plot: 'B--13', type: 'Concession', duree: 50, dateDebut: '1961-05-05', nbPlaces: 4 },
      { plot: 'B--14', type: 'Terrain commun', duree: 5, dateDebut: null },
      { plot: 'B--15', type: 'Concession', duree: 99, dateDebut: '1900-01-01' },
    ],
    warnings: [
      [3, /Téléphone illisible : « pas de téléphone »/],
      [4, /Date de début incomplète \(2019\)/],
      [5, /Type d’emplacement « Mausolée » non reconnu : Concession retenu/],
    ],
    refused: [6],
  },
};
