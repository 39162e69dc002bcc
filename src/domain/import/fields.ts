/**
 * The fields a town hall's register can fill (spec 000 §2.8 'Excel update'; spec 001 §3 Emplacement, Location,
 * Contact, Occupant). Each column of the file is mapped to one of them, or to nothing. The synonyms are the
 * headers seen in real registers, written without accents and in lower case (see headers.ts).
 */
export const IMPORT_FIELDS = {
  carre: { label: 'Carré', group: 'Emplacement', synonyms: ['carre', 'section', 'canton', 'division', 'quartier', 'secteur'] },
  allee: { label: 'Allée', group: 'Emplacement', synonyms: ['allee', 'rang', 'rangee', 'ligne', 'travee'] },
  numero: {
    label: 'Numéro d’emplacement',
    group: 'Emplacement',
    synonyms: ['numero', 'n', 'no', 'num', 'numero emplacement', 'n emplacement', 'emplacement', 'tombe', 'n tombe', 'numero tombe', 'n de tombe', 'numero de tombe', 'n de l emplacement', 'numero de l emplacement', 'sepulture n'],
  },
  surface: { label: 'Surface (m²)', group: 'Emplacement', synonyms: ['surface', 'superficie', 'm2', 'surface m2'] },
  type: { label: 'Type d’emplacement', group: 'Concession', synonyms: ['type', 'type emplacement', 'type d emplacement', 'nature', 'type de sepulture', 'nature sepulture'] },
  numeroConcession: {
    label: 'Numéro de concession',
    group: 'Concession',
    synonyms: ['n concession', 'numero concession', 'numero de concession', 'n de concession', 'concession n', 'n acte', 'numero acte', 'acte', 'n titre', 'titre'],
  },
  typeConcession: { label: 'Type de concession', group: 'Concession', synonyms: ['type concession', 'type de concession', 'categorie', 'genre'] },
  famille: { label: 'Famille', group: 'Concession', synonyms: ['famille', 'nom famille', 'nom de famille', 'famille concession'] },
  duree: { label: 'Durée', group: 'Concession', synonyms: ['duree', 'duree concession', 'duree ans', 'duree en ans', 'duree de la concession'] },
  dateDebut: {
    label: 'Date de début',
    group: 'Concession',
    synonyms: ['date debut', 'date de debut', 'debut', 'date concession', 'date de concession', 'date acte', 'date d achat', 'date achat', 'date attribution', 'date d attribution'],
  },
  nbPlaces: { label: 'Nombre de places', group: 'Concession', synonyms: ['places', 'nb places', 'nombre places', 'nombre de places', 'nb de places'] },
  notes: { label: 'Observations', group: 'Concession', synonyms: ['observations', 'observation', 'remarques', 'remarque', 'notes', 'note', 'commentaire', 'commentaires', 'obs'] },
  concessionnaire: {
    label: 'Concessionnaire(s)',
    group: 'Concessionnaire',
    synonyms: ['concessionnaire', 'concessionnaires', 'titulaire', 'titulaires', 'acquereur', 'acquereurs', 'nom concessionnaire', 'nom du concessionnaire'],
  },
  adresse: { label: 'Adresse du concessionnaire', group: 'Concessionnaire', synonyms: ['adresse', 'adresse concessionnaire', 'adresse du concessionnaire', 'domicile'] },
  codePostal: { label: 'Code postal du concessionnaire', group: 'Concessionnaire', synonyms: ['cp', 'code postal', 'code postal concessionnaire'] },
  ville: { label: 'Ville du concessionnaire', group: 'Concessionnaire', synonyms: ['ville', 'ville concessionnaire', 'commune concessionnaire', 'commune du concessionnaire'] },
  telephone: { label: 'Téléphone du concessionnaire', group: 'Concessionnaire', synonyms: ['telephone', 'tel', 'telephone concessionnaire'] },
  defunt: {
    label: 'Défunt(s)',
    group: 'Défunt',
    synonyms: ['defunt', 'defunts', 'nom defunt', 'nom du defunt', 'nom des defunts', 'inhume', 'inhumes', 'personne inhumee', 'personnes inhumees', 'occupant', 'occupants', 'nom prenom', 'nom et prenom', 'nom prenom defunt', 'decede', 'decedes'],
  },
  defuntNom: { label: 'Nom du défunt', group: 'Défunt', synonyms: ['nom', 'nom d usage'] },
  defuntPrenom: { label: 'Prénom du défunt', group: 'Défunt', synonyms: ['prenom', 'prenoms'] },
  nomJeuneFille: { label: 'Nom de jeune fille', group: 'Défunt', synonyms: ['nom de jeune fille', 'jeune fille', 'nee', 'nom de naissance'] },
  dateDeces: { label: 'Date de décès', group: 'Défunt', synonyms: ['date deces', 'date de deces', 'date du deces', 'deces', 'decede le', 'dcd', 'date dcd', 'mort le'] },
  dateDeNaissance: { label: 'Date de naissance', group: 'Défunt', synonyms: ['date naissance', 'date de naissance', 'naissance', 'ne le', 'nee le', 'ne e le'] },
  dateInhumation: { label: 'Date d’inhumation', group: 'Défunt', synonyms: ['date inhumation', 'date d inhumation', 'date de l inhumation', 'inhumation', 'inhume le', 'inhumee le'] },
  commune: { label: 'Commune du cimetière', group: 'Contrôle', synonyms: ['commune', 'commune du cimetiere', 'cimetiere', 'collectivite'] },
} as const;

export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_NAMES = Object.keys(IMPORT_FIELDS) as ImportField[];

/** Column index → field, or null for a column left aside. */
export type ImportMapping = Array<ImportField | null>;

export function isImportField(value: unknown): value is ImportField {
  return typeof value === 'string' && Object.hasOwn(IMPORT_FIELDS, value);
}
