/** French texts of the auth answers that the spec does not fix (the spec's own are in src/domain/messages.ts). */
export const AUTH_MSG = {
  throttled: (seconds: number) =>
    `Trop de tentatives de connexion. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  refreshRefused: 'Votre session a expiré, veuillez vous reconnecter.',
  loggedOut: 'Vous êtes déconnecté.',
  resetLinkInvalid: "Ce lien de réinitialisation n'est plus valide. Veuillez refaire une demande de mot de passe.",
  passwordSet: 'Votre mot de passe a été enregistré. Vous pouvez vous connecter.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  samePassword: "Le nouveau mot de passe doit être différent de l'ancien.",
  passwordChanged: 'Votre mot de passe a été modifié.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  requestSent: 'Votre demande de compte a bien été envoyée. Vous recevrez un e-mail après sa validation.',
  requestNotFound: 'Demande introuvable.',
  requestDecided: 'Cette demande a déjà été traitée.',
  requestApproved: 'Le compte a été créé ; un e-mail a été envoyé pour choisir le mot de passe.',
  requestRejected: 'La demande a été refusée.',
  noMatchingSociete: 'Aucune commune ne correspond à cette demande : précisez la commune (societeId).',
  ambiguousSociete: 'Plusieurs communes correspondent à cette demande : précisez la commune (societeId).',
  societeNotFound: 'Commune introuvable.',
  usernameTaken: 'Un compte existe déjà avec cet identifiant.',
  userNotFound: 'Utilisateur introuvable.',
  espaceNotFound: 'Cimetière introuvable.',
} as const;
