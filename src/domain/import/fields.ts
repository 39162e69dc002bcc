/**
 * The fields a town hall's register can fill (spec 000 §2.8 'Excel update'; spec 001 §3 Emplacement, Location,
 * Contact, Occupant). Each column of the file is mapped to one of them, or to nothing. The synonyms are the
 * headers seen in real registers, written without accents and in lower case (see headers.ts).
 */
export const IMPORT_FIELDS = {
  carre: { label: 'Carré', group: 'Emplacement', synonyms: ['carre', 'section', 'canton', 'division', 'quartier', 'secteur'] },
  allee: { label: 'Allée', group: 'Emplacement', synonyms: ['allee', 'rang', 'rangee', 'ligne', 'travee'] },
  carreNumero: {
    label: 'Carré et numéro ensemble (F131)',
    group: 'Emplacement',
    synonyms: ['reference', 'ref', 'reference emplacement', 'ref emplacement', 'code emplacement', 'code tombe', 'carre numero', 'carre et numero'],
  },
  etat: {
    label: 'État de l’emplacement (libre, concédé, repris…)',
    group: 'Emplacement',
    synonyms: ['etat', 'statut', 'status', 'situation', 'etat emplacement', 'etat de l emplacement', 'etat sepulture', 'etat de la sepulture', 'occupation', 'disponibilite'],
  },
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
    synonyms: [
      'date debut', 'date de debut', 'debut', 'date concession', 'date de concession', 'date acte', 'date de l acte', 'date d achat', 'date achat', 'date attribution',
      'date d attribution', 'date conc', 'date d acquisition', 'date acquisition', 'acquisition', 'acquise le', 'achetee le', 'date de delivrance', 'delivree le', 'date octroi', 'date d octroi',
    ],
  },
  nbPlaces: { label: 'Nombre de places', group: 'Concession', synonyms: ['places', 'nb places', 'nombre places', 'nombre de places', 'nb de places'] },
  notes: { label: 'Observations', group: 'Concession', synonyms: ['observations', 'observation', 'remarques', 'remarque', 'notes', 'note', 'commentaire', 'commentaires', 'obs'] },
  concessionnaire: {
    label: 'Concessionnaire(s)',
    group: 'Concessionnaire',
    synonyms: ['concessionnaire', 'concessionnaires', 'titulaire', 'titulaires', 'acquereur', 'acquereurs', 'nom concessionnaire', 'nom du concessionnaire'],
  },
  concessionnairePrenom: { label: 'Prénom du concessionnaire', group: 'Concessionnaire', synonyms: ['prenom concessionnaire', 'prenom du concessionnaire', 'prenoms concessionnaire', 'prenom titulaire', 'prenom acquereur'] },
  concessionnaireCivilite: { label: 'Civilité du concessionnaire', group: 'Concessionnaire', synonyms: ['civilite concessionnaire', 'civilite du concessionnaire', 'civilite titulaire'] },
  adresse: { label: 'Adresse du concessionnaire', group: 'Concessionnaire', synonyms: ['adresse', 'adresse concessionnaire', 'adresse du concessionnaire', 'domicile'] },
  codePostal: { label: 'Code postal du concessionnaire', group: 'Concessionnaire', synonyms: ['cp', 'code postal', 'code postal concessionnaire'] },
  ville: { label: 'Ville du concessionnaire', group: 'Concessionnaire', synonyms: ['ville', 'ville concessionnaire', 'commune concessionnaire', 'commune du concessionnaire'] },
  telephone: { label: 'Téléphone du concessionnaire', group: 'Concessionnaire', synonyms: ['telephone', 'tel', 'telephone concessionnaire', 'portable'] },
  email: { label: 'E-mail du concessionnaire', group: 'Concessionnaire', synonyms: ['email', 'e mail', 'mail', 'courriel', 'adresse mail', 'adresse e mail', 'email concessionnaire'] },
  ayantsDroit: { label: 'Ayant(s) droit', group: 'Concessionnaire', synonyms: ['ayant droit', 'ayants droit', 'ayant s droit', 'ayants droits', 'heritier', 'heritiers', 'successeur', 'successeurs'] },
  defunt: {
    label: 'Défunt(s)',
    group: 'Défunt',
    synonyms: ['defunt', 'defunts', 'nom defunt', 'nom du defunt', 'nom des defunts', 'inhume', 'inhumes', 'personne inhumee', 'personnes inhumees', 'occupant', 'occupants', 'nom prenom', 'nom et prenom', 'nom prenom defunt', 'decede', 'decedes'],
  },
  defuntNom: { label: 'Nom du défunt', group: 'Défunt', synonyms: ['nom', 'nom d usage'] },
  defuntPrenom: { label: 'Prénom du défunt', group: 'Défunt', synonyms: ['prenom', 'prenoms', 'prenom defunt', 'prenom du defunt', 'prenoms du defunt'] },
  defuntCivilite: { label: 'Civilité du défunt', group: 'Défunt', synonyms: ['civilite', 'civ', 'sexe', 'civilite defunt', 'civilite du defunt'] },
  nomJeuneFille: { label: 'Nom de jeune fille', group: 'Défunt', synonyms: ['nom de jeune fille', 'jeune fille', 'nee', 'nom de naissance'] },
  dateDeces: { label: 'Date de décès', group: 'Défunt', synonyms: ['date deces', 'date de deces', 'date du deces', 'deces', 'decede le', 'decede e le', 'decedee le', 'deces le', 'dcd', 'date dcd', 'mort le'] },
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
