/** User-facing texts of the spec, verbatim (accents and typos included). */
export const MSG = {
  badCredentials: "Le mot de passe ou le pseudo de l'utilisateur ne correspondent pas, veuillez réessayer.",
  loading: 'Votre espace de travail est en cours de chargement ...',
  lostPasswordSent: 'Veuillez vérifier votre boîte mail et suivre les consignes.',
  resetFailed: 'Un problème est survenu. Veuillez réessayer ultérieurement ou contacter un conseiller.',
  noEmail: "Aucune adresse mail trouvée pour l'utilisateur.",
  feedbackNoRating: 'Veuillez sélectionner une notation entre 1 et 10',
  feedbackThanks: "Merci d'avoir partager votre avis.",
  notFound: 'Page Not Found - 404',
} as const;
