/** Confirmations of the documents section, verbatim from spec 001 §8 (their spelling kept as the spec has it). */
export const CONFIRM_DOCUMENTS = {
  supprimerDocument: 'Etes vous sur de vouloir supprimer ce documents ?',
  acteNonFrais: "Etes vous sûr de vouloir générer un acte dont la concession n'as pas été fraichement créée ?",
} as const;

/** Label of the final step's box of the deceased wizard (the spec names no text: ours). */
export const GENERER_DOCUMENT_DEFUNT = 'Générer le document après validation';
