import type { ProcedureKind } from '../../domain/constants/procedures';

/**
 * The reminders box of each procedure screen (spec 002 §2): the legal rules that apply, as LAW.md reads the
 * Code général des collectivités territoriales where it corrects the spec, each citing its article.
 */
export const REMINDERS: Record<ProcedureKind, readonly string[]> = {
  renouvellement: [
    "Le renouvellement est possible au plus tôt 5 ans avant l'échéance et jusqu'à 2 ans après (article L2223-15 du CGCT).",
    "Le prix est celui du tarif en vigueur à la date d'échéance, et la nouvelle période court à compter de l'échéance, non du jour du renouvellement (article L2223-15 du CGCT, Conseil d'État 2007, Ville de Paris).",
    "Avant l'échéance, un renouvellement n'est possible que pour permettre une inhumation ; sinon, il s'agit d'une conversion (article L2223-16 du CGCT).",
    "La commune informe les titulaires et leurs ayants droit de leur droit au renouvellement, par tout moyen : l'affichage au cimetière seul ne suffit pas (article L2223-15 du CGCT).",
    "Le renouvellement est un droit de tout héritier ; il ne peut pas être refusé pour défaut d'entretien.",
  ],
  conversion: [
    'La conversion ne se fait que vers une durée plus longue ; la valeur du temps restant à courir est déduite du prix de la nouvelle concession (article L2223-16 du CGCT).',
    "Une concession échue ne peut pas être convertie : proposez un renouvellement pour une durée plus longue (article L2223-16 du CGCT).",
    'Un contrat antérieur au 01/02/2002 peut avoir été payé en francs.',
  ],
  donation: [
    "La donation se fait par acte notarié (article 931 du Code civil), suivi d'un acte de substitution signé par le maire.",
    "Une concession déjà utilisée ne peut être donnée qu'au sein de la famille, à un héritier du même sang ; à un tiers, seulement si elle n'a jamais servi.",
  ],
  retrocession: [
    "La rétrocession n'est prévue par aucun texte : selon les réponses ministérielles, seule une concession vide de tout corps peut être rétrocédée, à la demande de son titulaire, avec l'accord du conseil municipal, qui peut la refuser.",
    "Le remboursement se fait au prorata du temps restant à courir, déduction faite du tiers versé au centre communal d'action sociale le cas échéant.",
  ],
  repriseNonRenouvellement: [
    "La reprise est possible deux années révolues après l'échéance de la concession non renouvelée (article L2223-15 du CGCT).",
    "Un délai de cinq ans depuis la dernière inhumation est respecté (délai de rotation de l'article R2223-5 du CGCT, appliqué par la doctrine).",
    "Les titulaires et leurs ayants droit doivent avoir été informés de leur droit au renouvellement avant la reprise (article L2223-15 du CGCT).",
    "Les restes sont déposés à l'ossuaire, dont le registre mentionne les noms (article L2223-4 du CGCT) ; une crémation suppose que la famille ait été informée et qu'aucune opposition ne soit connue (décision n° 2024-1110 QPC du Conseil constitutionnel).",
    'Les monuments et emblèmes non enlevés reviennent à la commune.',
  ],
  repriseAbandon: [
    "La reprise après constat d'abandon suppose une concession de plus de 30 ans et aucune inhumation depuis 10 ans (article R2223-12 du CGCT).",
    "Le second procès-verbal intervient un an après la publicité du premier (articles L2223-17 et R2223-18 du CGCT, depuis 2022 ; trois ans auparavant).",
    "Un défunt « Mort pour la France » protège une concession perpétuelle ou centenaire pendant 50 ans après son inhumation (article R2223-22 du CGCT).",
  ],
};
