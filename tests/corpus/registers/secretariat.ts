import type { CorpusRegister } from '../types';

/**
 * The secretariat's own table, in UTF-8 CSV: the deceased and the holder each in separate columns with two
 * plain 'Prénom' and two plain 'Civilité' headers, civilities written 'Mme', 'M', 'Mademoiselle', 'X', and
 * the sex as 'F'; an e-mail address cut short, a phone that is a sentence; maiden names in their own column.
 */
export const secretariat: CorpusRegister = {
  name: 'Tableau du secrétariat (CSV UTF-8, colonnes séparées)',
  encoding: 'utf8',
  rows: [
    ['Carré', 'N°', 'Civilité', 'Nom', 'Prénom', 'Nom de jeune fille', 'Date de naissance', 'Date de décès', 'Titulaire', 'Prénom', 'Civilité', 'Courriel', 'Tél.'],
    ['C', '4', 'Mme', 'LE BIHAN', 'Françoise', 'QUÉRÉ', '1931', '2001', 'LE BIHAN', 'Alain', 'M', 'alain.lebihan@exemple.fr', '06 12 34 56 78'],
    ['C', '5', 'M', 'CORRE', 'Louis', null, '04/07/1925', '18/11/2003', 'CORRE', 'Anne', 'F', 'anne.corre@', '02 98 00 00 00'],
    ['C', '6', 'X', 'Dubois', 'Jean-Pierre', null, null, '1999', 'Dubois', null, null, null, 'pas de téléphone'],
    ['C', '7', 'Mademoiselle', 'ABIVEN', 'Jeanne', null, 'vers 1930', 'mars 2010', 'ABIVEN', 'Paul', 'Monsieur', null, null],
    ['C', '8', 'Mme', 'PERON', 'Louise', null, null, '2015', 'PERON', 'Louise', 'Mme', null, null],
  ],
  expect: {
    mapping: { 2: 'defuntCivilite', 3: 'defuntNom', 4: 'defuntPrenom', 5: 'nomJeuneFille', 8: 'concessionnaire', 9: 'concessionnairePrenom', 10: 'concessionnaireCivilite', 11: 'email', 12: 'telephone' },
    deceased: [
      { plot: 'C--4', nom: 'LE BIHAN', prenom: 'Françoise', nomJeuneFille: 'QUÉRÉ', civilite: 'F', naissance: '1931', deces: '2001' },
      { plot: 'C--5', nom: 'CORRE', prenom: 'Louis', civilite: 'H', naissance: '04/07/1925', deces: '18/11/2003' },
      { plot: 'C--6', nom: 'Dubois', prenom: 'Jean-Pierre', civilite: null, deces: '1999' },
      { plot: 'C--7', nom: 'ABIVEN', prenom: 'Jeanne', civilite: 'F', naissance: '1930', deces: '03/2010' },
      { plot: 'C--8', nom: 'PERON', prenom: 'Louise', civilite: 'F', deces: '2015' },
    ],
    holders: [
      { plot: 'C--4', nom: 'LE BIHAN', prenom: 'Alain', civilite: 'H' },
      { plot: 'C--5', nom: 'CORRE', prenom: 'Anne', civilite: 'F' },
      { plot: 'C--6', nom: 'Dubois', prenom: null, civilite: null },
      { plot: 'C--7', nom: 'ABIVEN', prenom: 'Paul', civilite: 'H' },
      { plot: 'C--8', nom: 'PERON', prenom: 'Louise', civilite: 'F' },
    ],
    concessions: [{ plot: 'C--4' }, { plot: 'C--5' }, { plot: 'C--6' }, { plot: 'C--7' }, { plot: 'C--8' }],
    warnings: [
      [3, /Adresse e-mail illisible : « anne\.corre@ »/],
      [4, /Téléphone illisible : « pas de téléphone »/],
    ],
    refused: [],
  },
};
