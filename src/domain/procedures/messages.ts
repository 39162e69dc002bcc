import { formatFrDate } from '../dates';
import type { IsoDate } from '../entities/replicated';

/**
 * Messages of the procedure steps: the spec's error catalogue verbatim (spec 002 §8) where it has one, and the
 * law's rules (LAW.md) worded for the town hall, each citing its article.
 */
export const MSG_STEPS = {
  // Spec 002 §8, verbatim.
  prixInitial: 'Veuillez renseigner le prix initial avant de poursuivre.',
  donationHeritier: "Vous ne pouvez pas effectuer de donation si un défunt est présent et que le bénéficiaire n'est pas un héritier du même sang.",
  retroAccord: "Le concessionaire doit rester titulaire de la concession si l'accord de la commune n'a pas été donné.",
  retroTitulaire: 'La rétrocession doit obligatoirement être demandé par le titulaire.',
  francs: 'Attention : le contrat initial est antérieur au 01/02/2002, le montant est peut-être exprimé en francs.',
  // The engine's own.
  procedureTerminee: 'Cette procédure est terminée : ses étapes ne peuvent plus être modifiées.',
  procedureInconnue: 'Procédure introuvable.',
  procedureIndisponible: "Cette procédure n'est pas encore disponible dans l'application.",
  dejaEnCours: 'Une procédure de ce type est déjà en cours sur cet emplacement.',
  etapeInconnue: "Cette étape n'existe pas pour cette procédure.",
  phaseInconnue: "Cette phase n'existe pas pour cette étape.",
  concessionChangee: "La concession de cette procédure n'est plus en cours sur cet emplacement.",
  dateFuture: "La date de l'étape ne peut pas être postérieure à aujourd'hui.",
  annulationTerminee: 'Une procédure terminée ne peut pas être annulée.',
  champsInvalides: 'Les informations de cette étape sont invalides.',
  // Renewal (spec 002 §5, §9; LAW.md).
  dureeInvalide: 'Veuillez choisir une durée parmi celles proposées.',
  renouvSurface: 'Veuillez choisir une surface ou cocher « au m² ».',
  // Conversion (L2223-16).
  conversionPlusLongue: 'La conversion ne peut se faire que vers une durée plus longue que la durée actuelle (article L2223-16 du CGCT).',
  conversionAucuneDureePlusLongue: 'Conversion impossible : aucune durée plus longue que la durée actuelle ne peut être proposée.',
  conversionSansDateFin: "Conversion impossible car aucune date de fin n'a été enregistrée",
  dateContratApresConversion: 'La date du contrat initial ne peut pas être postérieure à la date de conversion.',
  // Donation (Code civil art. 931; LAW.md).
  donationTitulaire: 'La donation doit être faite par le titulaire de la concession.',
  donationHeritierRequis: 'Veuillez indiquer si le bénéficiaire est un héritier du même sang.',
  donationNotaire: "Le nom du notaire est obligatoire : la donation se fait par acte notarié (article 931 du Code civil).",
  donationDonateur: "Le donateur doit être l'un des titulaires de la concession.",
  donationBeneficiaire: 'Le nom du bénéficiaire est obligatoire.',
  // Rétrocession (ministerial answers, LAW.md).
  retroEchue: 'Rétrocession impossible car la concession est arrivée à échéance.',
  retroMontantPerpetuelle: "Pour une concession perpétuelle, veuillez indiquer le montant à rembourser fixé par le conseil municipal.",
  // Reprise for non-renewal (L2223-15, L2223-4).
  rnrDestination: 'Veuillez choisir la destination des défunts : ossuaire ou Jardin du souvenir.',
  rnrOssuaire: "Veuillez choisir l'ossuaire où les restes seront déposés.",
  rnrJardin: 'Veuillez choisir le Jardin du souvenir où les cendres seront dispersées.',
  rnrPasOssuaire: "L'emplacement choisi n'est pas un ossuaire en service.",
  rnrPasJardin: "L'emplacement choisi n'est pas un Jardin du souvenir en service.",
  rnrOpposition:
    "Une opposition à la crémation est connue : les restes doivent être déposés à l'ossuaire, à part (article L2223-4 du CGCT, décision n° 2024-1110 QPC du Conseil constitutionnel).",
  rnrInformationCremation:
    "Avant toute crémation, veuillez indiquer la date à laquelle la famille a été informée (article L2223-4 du CGCT, décision n° 2024-1110 QPC).",
  // Duty to inform (L2223-15).
  informationMoyens: "Veuillez indiquer au moins un moyen d'information.",
  informationAffichageSeul:
    "L'affichage au cimetière seul ne suffit pas : informez les titulaires et leurs ayants droit par un autre moyen (article L2223-15 du CGCT).",
} as const;

/** 'Veuillez d'abord effectuer l'étape {n} : {titre}.' */
export function msgEtapeAvant(etape: number, titre: string): string {
  return `Veuillez d'abord effectuer l'étape ${etape} : ${titre}.`;
}

/** A step not redoable that another device (or this one) already recorded. */
export function msgDejaEffectuee(date: IsoDate | null): string {
  return date ? `Cette étape a déjà été effectuée le ${formatFrDate(date)}.` : 'Cette étape a déjà été effectuée.';
}

export function msgAPartirDu(date: IsoDate): string {
  return `Cette étape n'est possible qu'à partir du ${formatFrDate(date)}.`;
}

export function msgAvantDebutConcession(dateDebut: IsoDate): string {
  return `La date ne peut pas être antérieure au début de la concession (${formatFrDate(dateDebut)}).`;
}

export function msgAvantEtapePrecedente(date: IsoDate): string {
  return `La date ne peut pas être antérieure à celle de l'étape précédente (${formatFrDate(date)}).`;
}

export function msgApresLimite(date: IsoDate): string {
  return `Cette étape devait être effectuée au plus tard le ${formatFrDate(date)}.`;
}
