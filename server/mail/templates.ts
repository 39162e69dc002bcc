import type { Mail } from './mailer';

const signature = '\n\nCordialement,\nL’équipe de gestion des cimetières';

export function resetPasswordMail(opts: { to: string; username: string; link: string }): Mail {
  return {
    to: opts.to,
    subject: 'Réinitialisation de votre mot de passe',
    text:
      `Bonjour,\n\nUne demande de réinitialisation du mot de passe a été faite pour le compte « ${opts.username} ».\n` +
      `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n\n${opts.link}\n\n` +
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé." +
      signature,
  };
}

/** A new account's mail: why it exists, then the link to choose its password. */
function newAccountMail(opts: { to: string; username: string; link: string; validDays: number }, why: string): Mail {
  return {
    to: opts.to,
    subject: 'Votre compte a été créé',
    text:
      `Bonjour,\n\n${why} Votre identifiant est « ${opts.username} ».\n` +
      `Pour choisir votre mot de passe, ouvrez ce lien (valable ${opts.validDays} jours, une seule fois) :\n\n${opts.link}` +
      signature,
  };
}

export function accountApprovedMail(opts: { to: string; username: string; link: string; validDays: number }): Mail {
  return newAccountMail(opts, 'Votre demande de compte a été acceptée.');
}

export function passwordChangedMail(opts: { to: string; username: string }): Mail {
  return {
    to: opts.to,
    subject: 'Votre mot de passe a été modifié',
    text:
      `Bonjour,\n\nLe mot de passe du compte « ${opts.username} » vient d'être modifié ; toutes ses sessions ont été fermées.\n` +
      "Si vous n'êtes pas à l'origine de ce changement, contactez sans attendre votre administrateur." +
      signature,
  };
}

/** A user created by an administrator (/utilisateurs or the new-space wizard) chooses its password through this link. */
export function userCreatedMail(opts: { to: string; username: string; link: string; validDays: number }): Mail {
  return newAccountMail(opts, 'Un compte a été créé pour vous.');
}
