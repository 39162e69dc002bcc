/**
 * The schematic sheets of the resource library (spec 002 §2: 'guides, schematic sheets and procedure files by
 * topic', issue 28): each procedure drawn as a chain of steps, with the delay between them and the article
 * that sets it. Rendered as boxes and arrows on one page (src/features/aide/ressources/renderRessource.ts).
 */
export interface SchemaEtape {
  /** What is done, in a few words. */
  etape: string;
  /** The delay or condition before this step, when the law sets one: 'un mois au moins'. */
  delai?: string;
  /** The article that sets the step or its delay: 'R2223-13'. */
  article?: string;
}

export interface FicheSchematique {
  id: string;
  titre: string;
  etapes: SchemaEtape[];
  /** One line under the chain: a rule of the whole procedure, or what is doctrine. */
  note?: string;
}

export const SCHEMAS: readonly FicheSchematique[] = [
  {
    id: 'schema-reprise-abandon',
    titre: 'Fiche schématique : reprise après constat d’abandon',
    etapes: [
      { etape: 'Conditions : concession de plus de 30 ans, dernière inhumation depuis plus de 10 ans', article: 'R2223-12' },
      { etape: 'Convocation des familles (lettre recommandée, jour et heure)', article: 'R2223-13' },
      { etape: 'Premier constat sur place et procès-verbal', delai: 'un mois au moins après la convocation', article: 'R2223-14' },
      { etape: 'Notification avec mise en demeure et affichage (3 fois, à 15 jours d’intervalle)', delai: 'dans les 8 jours', article: 'R2223-16' },
      { etape: 'Second constat et procès-verbal, notifié', delai: 'un an après la publicité (trois ans avant le décret 2022-1127)', article: 'R2223-18' },
      { etape: 'Délibération du conseil municipal', delai: 'un mois au moins après la notification', article: 'R2223-18' },
      { etape: 'Arrêté de reprise, publié et notifié', article: 'R2223-19' },
      { etape: 'Enlèvement des monuments, exhumation, ossuaire', delai: '30 jours après publication et notification', article: 'R2223-20' },
    ],
    note: 'Impossible pour une sépulture « Mort pour la France » de moins de 50 ans en concession perpétuelle ou centenaire (article R2223-22).',
  },
  {
    id: 'schema-reprise-nr',
    titre: 'Fiche schématique : reprise pour non-renouvellement',
    etapes: [
      { etape: 'Échéance de la concession' },
      { etape: 'Information des titulaires et ayants droit de leur droit au renouvellement', delai: 'à l’échéance', article: 'L2223-15' },
      { etape: 'Arrêté de reprise', delai: 'deux années révolues après l’échéance', article: 'L2223-15' },
      { etape: 'Exhumation, reliquaire, ossuaire et registre', article: 'L2223-4' },
      { etape: 'Remise en état et nouvelle attribution' },
    ],
    note: 'Doctrine : cinq ans au moins depuis la dernière inhumation (délai du terrain commun, article R2223-5).',
  },
  {
    id: 'schema-renouvellement',
    titre: 'Fiche schématique : renouvellement',
    etapes: [
      { etape: 'Information des titulaires et ayants droit', delai: 'à l’échéance', article: 'L2223-15' },
      { etape: 'Demande d’un héritier ou ayant cause', delai: 'jusqu’à deux ans après l’échéance', article: 'L2223-15' },
      { etape: 'Prix au tarif en vigueur à la date d’échéance' },
      { etape: 'Acte de renouvellement ; la nouvelle période court de l’échéance' },
      { etape: 'Titre de recette' },
    ],
    note: 'Un renouvellement avant l’échéance est une conversion (article L2223-16), sauf inhumation dans les dernières années.',
  },
  {
    id: 'schema-conversion',
    titre: 'Fiche schématique : conversion',
    etapes: [
      { etape: 'Demande du titulaire, la concession étant en cours', article: 'L2223-16' },
      { etape: 'Choix d’une durée plus longue' },
      { etape: 'Valeur de la durée restant à courir déduite du nouveau prix', article: 'L2223-16' },
      { etape: 'Acte de conversion et titre de recette' },
    ],
  },
  {
    id: 'schema-exhumation',
    titre: 'Fiche schématique : exhumation',
    etapes: [
      { etape: 'Demande du plus proche parent (état civil, domicile, qualité)', article: 'R2213-40' },
      { etape: 'Autorisation du maire de la commune de l’exhumation', article: 'R2213-40' },
      { etape: 'Jour et heure fixés avec l’entreprise habilitée' },
      { etape: 'Opération en présence d’un parent ou d’un mandataire', article: 'R2213-42' },
      { etape: 'Procès-verbal et mise à jour de la fiche du défunt' },
    ],
    note: 'Désaccord entre parents de même degré : surseoir et renvoyer au juge.',
  },
];
