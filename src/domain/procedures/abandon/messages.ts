import { formatFrDate } from '../../dates';
import type { IsoDate } from '../../entities/replicated';

/**
 * Messages of the reprise after abandonment: the spec's error catalogue verbatim (spec 002 §8) where it has
 * one, the law's rules (LAW.md) otherwise, each citing its article.
 */
export const MSG_ABANDON = {
  // Spec 002 §8, verbatim, but for its grammar (issue 29: 'procéder' after 'avez' is a past participle).
  affichageHorsDelai: "Vous n'avez pas procédé à l'affichage du PV dans les 8 jours suivant son établissement. Vous devez recommencer cette étape.",
  suspensionTropTot: "La suspension doit avoir lieu minimum un mois après l'affichage.",
  affichageManquant: "Veuillez dabord indiquez la date d'affichage correspondante.",
  // The law's rules.
  convocationTropProche:
    "Le constat doit avoir lieu au moins un mois après la notification aux familles, qui en précise le jour et l'heure (article R2223-13 du CGCT).",
  constatAvantConvocation:
    "Le constat ne peut avoir lieu moins d'un mois après la notification aux familles et l'affichage de l'avis (article R2223-13 du CGCT).",
  constatAvantDateNotifiee: "Le constat ne peut avoir lieu avant le jour et l'heure notifiés aux familles (article R2223-13 du CGCT).",
  affichageAvantPV: "L'affichage du procès-verbal ne peut précéder son établissement (article R2223-16 du CGCT).",
  notificationPVHorsDelai:
    'Le procès-verbal doit être notifié dans les huit jours suivant son établissement (article R2223-15 du CGCT).',
  suspensionSansAffichage: 'Les dates de fin d’affichage se saisissent avec « Continuer », un mois au moins après l’affichage (article R2223-16 du CGCT).',
  affichageModifie: "Les dates d'affichage déjà enregistrées ne peuvent pas être modifiées à cette phase.",
  affichageRequis: "Les dates d'affichage à la mairie et à la porte du cimetière sont obligatoires (article R2223-16 du CGCT).",
  suspensionRequise: "Les dates de fin d'affichage à la mairie et au cimetière sont obligatoires.",
  notoriete: "L'acte de notoriété doit constater que la concession a plus de trente ans (article R2223-14 du CGCT).",
  notificationArreteRequise:
    "Veuillez indiquer la date de notification de l'arrêté aux familles : un arrêté jamais notifié peut être contesté sans limite de temps (article R2223-19 du CGCT).",
  publicationArreteRequise: "Veuillez indiquer les dates d'affichage de l'arrêté à la mairie et au cimetière (article R2223-19 du CGCT).",
  publicationAvantArrete: "La publication et la notification de l'arrêté ne peuvent précéder sa signature.",
  notificationPV2Requise: 'Veuillez indiquer la date de notification du second procès-verbal (article R2223-18 du CGCT).',
  notificationPV2AvantPV: 'La notification du second procès-verbal ne peut précéder son établissement.',
  receptionAvantEnvoi: "L'accusé de réception ne peut précéder l'envoi de la lettre recommandée.",
  intervalle: "L'intervalle entre les affichages doit être compris entre 1 et 60 jours.",
  dateHeure: "La date et l'heure prévues du constat sont obligatoires.",
} as const;

/** The council may deliberate one month after the second PV's notification (R2223-18). */
export function msgConseilTropTot(date: IsoDate): string {
  return `Le conseil municipal ne peut être saisi qu'un mois après la notification du second procès-verbal, soit à partir du ${formatFrDate(date)} (article R2223-18 du CGCT).`;
}

/** The second notice one year (three before décret 2022-1127) after the end of the first PV's publicity (L2223-17). */
export function msgPause(date: IsoDate, annees: number): string {
  return `Le second constat ne peut être engagé que ${annees === 1 ? 'un an' : `${annees} ans`} après la fin des affichages du premier procès-verbal, soit à partir du ${formatFrDate(date)} (articles L2223-17 et R2223-18 du CGCT).`;
}

/** A renewed posting 15 days (the configured interval) after the previous one's end (R2223-16). */
export function msgIntervalle(date: IsoDate, jours: number): string {
  return `L'affichage suivant ne peut commencer que ${jours} jours après la fin du précédent, soit à partir du ${formatFrDate(date)} (article R2223-16 du CGCT).`;
}

/** The monuments may be removed thirty days after the order's publication and notification (R2223-20). */
export function msgFinTropTot(date: IsoDate): string {
  return `La reprise ne peut être confirmée que trente jours après la publication et la notification de l'arrêté, soit à partir du ${formatFrDate(date)} (article R2223-20 du CGCT).`;
}
