/** Confirmation texts of the sheet, verbatim from spec 001 §8 (their spelling kept as the spec has it). */
export const CONFIRM = {
  archiver: 'Etes vous sûr de vouloir archiver cette concession ?',
  desarchiver: 'Etes vous sûr de vouloir désarchiver cette concession ?',
  supprimerConcession: 'Etes vous sûr de vouloir supprimer cette concession ?',
  supprimerEmplacement: 'Etes vous sûr de vouloir définitivement supprimer cet emplacement ?',
  supprimerContact: 'Etes vous sûr de vouloir supprimer ce contact ?',
  supprimerTravaux: 'Etes vous sûr de vouloir supprimer cet élément ?',
  archiverImage: 'Êtes-vous sûr de vouloir archiver cette image ?',
  supprimerImage: 'Êtes-vous sûr de vouloir supprimer cette image ?',
  supprimerDefunt: 'Confirmer la suppression',
} as const;

export const DEFUNT_DEPLACE = 'Le défunt a été déplacé.';
export const AUCUNE_PROCEDURE = "Aucune procédure n'est possible pour ce type d'emplacement.";
