/**
 * Name lists for the demo, written for it: French surnames with their accents (the search must fold them),
 * and first names by generation, so that a man born in 1905 is not called Kévin.
 */
export const FAMILLES = [
  'Lefèvre', 'Le Gall', 'Kerhervé', 'Guéguen', 'Prigent', 'Le Bihan', 'Quéré', 'Mével', 'Thépaut', 'Créac\'h',
  'Le Roux', 'Morvan', 'Hélias', 'Jézéquel', 'Le Goff', 'Cloarec', 'Péron', 'Tanguy', 'Bégoc', 'Corre',
  'Dupré', 'Mercier', 'Lemaître', 'Béranger', 'Fontaine', 'Chevalier', 'Rivière', 'Barbé', 'Hébert', 'Leclère',
  'Gérard', 'Rémy', 'Noël', 'Bénard', 'Aubé', 'Ménard', 'Pétillon', 'Duchêne', 'Lebœuf', 'Després',
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel',
  'Girard', 'André', 'Lefebvre', 'Mathieu', 'Guérin', 'Boyer', 'Garnier', 'Châtelain', 'Faure', 'Rousseau',
  'Blanc', 'Guillaume', 'Perrin', 'Brunet', 'Bréhéret', 'Caër', 'Le Dréau', 'Salaün', 'Abgrall', 'Kéréneur',
] as const;

export const PRENOMS_ANCIENS = {
  H: ['Jean', 'Pierre', 'Joseph', 'Louis', 'Yves', 'François', 'Marcel', 'René', 'Henri', 'Émile', 'Eugène',
    'Théophile', 'Hervé', 'Corentin', 'Germain', 'Ernest', 'Lucien', 'Aimé', 'Jérôme', 'Honoré', 'Clément', 'Noël'],
  F: ['Marie', 'Jeanne', 'Anne', 'Marguerite', 'Germaine', 'Yvonne', 'Louise', 'Françoise', 'Hélène', 'Thérèse',
    'Madeleine', 'Joséphine', 'Augustine', 'Célestine', 'Léontine', 'Eugénie', 'Mathilde', 'Rosalie', 'Anaïs', 'Reine'],
} as const;

export const PRENOMS_MILIEU = {
  H: ['André', 'Jacques', 'Michel', 'Bernard', 'Gérard', 'Claude', 'Roger', 'Alain', 'Daniel', 'Guy', 'Raymond',
    'Jean-Claude', 'René', 'Robert', 'Maurice', 'Gilbert', 'Hervé', 'Loïc', 'Yannick', 'Gaël'],
  F: ['Monique', 'Jacqueline', 'Simone', 'Denise', 'Odette', 'Colette', 'Paulette', 'Ginette', 'Danièle', 'Josiane',
    'Geneviève', 'Andrée', 'Michèle', 'Hélène', 'Solange', 'Renée', 'Annick', 'Maryvonne', 'Nicole', 'Françoise'],
} as const;

export const PRENOMS_RECENTS = {
  H: ['Philippe', 'Patrick', 'Christophe', 'Stéphane', 'Frédéric', 'Éric', 'Thierry', 'Pascal', 'Sébastien', 'Jérôme',
    'Nicolas', 'Julien', 'Mickaël', 'Ronan', 'Erwan', 'Kévin', 'Maël', 'Théo', 'Benoît', 'Cédric'],
  F: ['Sylvie', 'Nathalie', 'Isabelle', 'Catherine', 'Valérie', 'Sandrine', 'Christine', 'Véronique', 'Céline', 'Karine',
    'Stéphanie', 'Aurélie', 'Élodie', 'Gwenaëlle', 'Nolwenn', 'Émilie', 'Mélanie', 'Anaïs', 'Chloé', 'Léa'],
} as const;

/** First names by birth year. */
export function prenomsFor(birthYear: number, sexe: 'H' | 'F'): readonly string[] {
  if (birthYear < 1925) return PRENOMS_ANCIENS[sexe];
  if (birthYear < 1960) return PRENOMS_MILIEU[sexe];
  return PRENOMS_RECENTS[sexe];
}

/** Funeral and stone-mason companies who request and carry out works. */
export const ENTREPRISES = [
  'Pompes Funèbres du Léon', 'Marbrerie Quéré et Fils', 'Pompes Funèbres Générales', 'Marbrerie Le Goff',
  'Roc\'Éclerc Morlaix', 'Établissements Cloarec', 'Funérarium des Monts d\'Arrée', 'Marbrerie Lefèvre Frères',
] as const;

/** Towns where holders who moved away live now. */
export const COMMUNES_AILLEURS: ReadonlyArray<readonly [string, string]> = [
  ['Brest', '29200'], ['Quimper', '29000'], ['Rennes', '35000'], ['Nantes', '44000'], ['Paris', '75015'],
  ['Landerneau', '29800'], ['Lannion', '22300'], ['Saint-Brieuc', '22000'], ['Vannes', '56000'], ['Lorient', '56100'],
  ['Lyon', '69003'], ['Bordeaux', '33000'], ['Caen', '14000'], ['Le Mans', '72000'], ['Angers', '49000'],
];

export const LIEUX_NAISSANCE = [
  'Morlaix', 'Saint-Martin-des-Champs', 'Brest', 'Landivisiau', 'Plougonven', 'Taulé', 'Saint-Pol-de-Léon',
  'Plourin-lès-Morlaix', 'Pleyber-Christ', 'Quimper', 'Guingamp', 'Carhaix-Plouguer', 'Lannion', 'Rennes', 'Paris',
] as const;

/** Street names for holders' addresses (cheaper than faker's address templates, and local). */
export const RUES = [
  'rue de Brest', 'rue de la Gare', 'rue du Léon', 'rue des Écoles', 'rue Émile Souvestre', 'rue de Kerozar',
  'allée des Chênes', 'chemin de Coat Congar', 'impasse des Hortensias', 'rue Jean Jaurès', 'place de l\'Église',
  'rue Anne de Bretagne', 'route de Taulé', 'rue de la Madeleine', 'rue Yves Le Goff', 'venelle du Moulin',
  'rue de Kernéguès', 'boulevard Leclerc', 'rue des Genêts', 'résidence Ty Coz', 'rue Théodore Botrel',
] as const;
