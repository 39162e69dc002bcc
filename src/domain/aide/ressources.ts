/**
 * The resource library of the top bar (spec 002 §2 Resource library): Word and PDF models in groups
 * (concessions, operations) and procedure sheets by topic. Written here and turned into .docx and PDF on
 * the device, so they work offline and say what the product does. Blanks to fill in read '………'.
 */
export interface RessourceDoc {
  id: string;
  titre: string;
  /** Paragraphs; one starting with '# ' is a heading, with '- ' a list item. */
  texte: string[];
}

export interface RessourceGroupe {
  titre: string;
  docs: RessourceDoc[];
}

import { MODELES_OPERATIONS_ARRETES, MODELES_REPRISES } from './modelesReprises';

const BLANC = '………………………';

const signature = ['Fait à ' + BLANC + ', le ' + BLANC, 'Le maire (ou son délégué),', 'Le concessionnaire,'];

export const MODELES: readonly RessourceGroupe[] = [
  {
    titre: 'Concessions',
    docs: [
      {
        id: 'acte-concession',
        titre: 'Acte de concession funéraire',
        texte: [
          'Nous, maire de la commune de ' + BLANC + ', vu le Code général des collectivités territoriales, notamment ses articles L2223-13 et suivants, vu la délibération du conseil municipal du ' + BLANC + ' fixant les tarifs des concessions,',
          'Accordons à M. / Mme ' + BLANC + ', demeurant ' + BLANC + ', une concession ' + BLANC + ' (individuelle, collective ou familiale) de ' + BLANC + ' ans, à compter du ' + BLANC + ', dans le cimetière de ' + BLANC + ', carré ' + BLANC + ', allée ' + BLANC + ', numéro ' + BLANC + ', d’une surface de ' + BLANC + ' m².',
          'La présente concession est accordée moyennant la somme de ' + BLANC + ' euros, versée entre les mains du comptable public.',
          'Le concessionnaire s’engage à respecter le règlement du cimetière et à maintenir la sépulture en bon état d’entretien. À l’échéance, la concession pourra être renouvelée au tarif alors en vigueur, dans les deux ans suivant son terme (article L2223-15 du CGCT).',
          ...signature,
        ],
      },
      {
        id: 'titre-recette',
        titre: 'Titre de recette après création d’une concession',
        texte: [
          'Commune de ' + BLANC + ' — Titre de recette n° ' + BLANC,
          'Débiteur : M. / Mme ' + BLANC + ', demeurant ' + BLANC + '.',
          'Objet : concession funéraire de ' + BLANC + ' ans, cimetière de ' + BLANC + ', emplacement ' + BLANC + ', acte du ' + BLANC + '.',
          'Montant : ' + BLANC + ' euros, dont ' + BLANC + ' euros au profit du centre communal d’action sociale lorsque le conseil municipal l’a décidé.',
          'À transmettre au comptable public avec une copie de l’acte de concession.',
        ],
      },
      {
        id: 'acte-renouvellement',
        titre: 'Acte de renouvellement de concession',
        texte: [
          'Nous, maire de la commune de ' + BLANC + ', vu l’article L2223-15 du Code général des collectivités territoriales,',
          'Vu la demande présentée le ' + BLANC + ' par M. / Mme ' + BLANC + ', en qualité de ' + BLANC + ' (concessionnaire, héritier, ayant cause),',
          'Renouvelons pour ' + BLANC + ' ans la concession accordée le ' + BLANC + ' (emplacement ' + BLANC + '), arrivée à échéance le ' + BLANC + '. La nouvelle période court à compter de cette échéance, au tarif en vigueur à cette date, soit ' + BLANC + ' euros.',
          ...signature,
        ],
      },
      {
        id: 'acte-conversion',
        titre: 'Acte de conversion de concession',
        texte: [
          'Nous, maire de la commune de ' + BLANC + ', vu l’article L2223-16 du Code général des collectivités territoriales,',
          'Convertissons la concession de ' + BLANC + ' ans accordée le ' + BLANC + ' à M. / Mme ' + BLANC + ' (emplacement ' + BLANC + ') en concession de ' + BLANC + ' ans, à compter du ' + BLANC + '.',
          'Prix de la nouvelle concession : ' + BLANC + ' euros ; valeur de la durée restant à courir déduite : ' + BLANC + ' euros ; somme à payer : ' + BLANC + ' euros.',
          ...signature,
        ],
      },
      {
        id: 'acte-substitution',
        titre: 'Acte de substitution après donation',
        texte: [
          'Nous, maire de la commune de ' + BLANC + ', vu l’acte de donation reçu le ' + BLANC + ' par Maître ' + BLANC + ', notaire à ' + BLANC + ' (article 931 du Code civil),',
          'Prenons acte de la substitution de M. / Mme ' + BLANC + ' (donataire) à M. / Mme ' + BLANC + ' (donateur) dans les droits attachés à la concession accordée le ' + BLANC + ', emplacement ' + BLANC + '.',
          'Lorsque la concession contient un défunt, le donataire est un héritier du même sang du donateur.',
          ...signature,
        ],
      },
      {
        id: 'acte-retrocession',
        titre: 'Acte de rétrocession de concession',
        texte: [
          'Nous, maire de la commune de ' + BLANC + ', vu la demande de M. / Mme ' + BLANC + ', titulaire de la concession accordée le ' + BLANC + ' (emplacement ' + BLANC + '), vu la délibération du conseil municipal du ' + BLANC + ' acceptant la rétrocession,',
          'Constatons que la concession est libre de tout corps et la reprenons au nom de la commune. Le concessionnaire est remboursé de ' + BLANC + ' euros pour la durée restant à courir, la part versée au centre communal d’action sociale restant acquise.',
          ...signature,
        ],
      },
    ],
  },
  {
    titre: 'Opérations',
    docs: [
      {
        id: 'demande-inhumation',
        titre: 'Demande d’autorisation d’inhumation',
        texte: [
          'Je soussigné(e) ' + BLANC + ', agissant en qualité de ' + BLANC + ' (personne ayant qualité pour pourvoir aux funérailles), demande l’autorisation d’inhumer le corps / l’urne de ' + BLANC + ', décédé(e) le ' + BLANC + ' à ' + BLANC + ',',
          'dans le cimetière de ' + BLANC + ', emplacement ' + BLANC + ', concession au nom de ' + BLANC + ', le ' + BLANC + ' à ' + BLANC + ' heures.',
          'Entreprise de pompes funèbres habilitée : ' + BLANC + '.',
          'Fait à ' + BLANC + ', le ' + BLANC + '. Signature :',
        ],
      },
      {
        id: 'demande-exhumation',
        titre: 'Demande d’autorisation d’exhumation',
        texte: [
          'Je soussigné(e) ' + BLANC + ', plus proche parent de ' + BLANC + ' (lien de parenté : ' + BLANC + '), inhumé(e) le ' + BLANC + ' dans le cimetière de ' + BLANC + ', emplacement ' + BLANC + ',',
          'demande l’autorisation de faire procéder à son exhumation en vue de ' + BLANC + ' (transfert, réunion de corps, crémation).',
          'J’atteste qu’à ma connaissance aucun autre parent de même degré ne s’oppose à cette exhumation.',
          'Fait à ' + BLANC + ', le ' + BLANC + '. Signature :',
        ],
      },
      {
        id: 'demande-reduction',
        titre: 'Demande de réduction de corps',
        texte: [
          'Je soussigné(e) ' + BLANC + ', plus proche parent des défunts inhumés dans la concession ' + BLANC + ' (emplacement ' + BLANC + '),',
          'demande l’autorisation de faire procéder à la réduction du ou des corps de ' + BLANC + ', inhumé(s) depuis plus de cinq ans, afin de permettre une nouvelle inhumation.',
          'Fait à ' + BLANC + ', le ' + BLANC + '. Signature :',
        ],
      },
      {
        id: 'pv-exhumation',
        titre: 'Procès-verbal d’exhumation',
        texte: [
          'Le ' + BLANC + ' à ' + BLANC + ' heures, dans le cimetière de ' + BLANC + ', emplacement ' + BLANC + ', il a été procédé, en présence de ' + BLANC + ' (parent ou mandataire), à l’exhumation de ' + BLANC + '.',
          'Destination des restes : ' + BLANC + ' (réinhumation, reliquaire, ossuaire, crémation).',
          'Observations : ' + BLANC + '.',
          'Signatures : l’entreprise, le parent ou mandataire, le représentant de la commune.',
        ],
      },
      {
        id: 'declaration-travaux',
        titre: 'Déclaration préalable de travaux',
        texte: [
          'Entreprise : ' + BLANC + ' — pour le compte de M. / Mme ' + BLANC + ', concessionnaire ou ayant droit.',
          'Emplacement : ' + BLANC + ' ; nature des travaux : ' + BLANC + ' (pose de monument, caveau, gravure, réparation) ; dates prévues : du ' + BLANC + ' au ' + BLANC + '.',
          'L’entreprise s’engage à respecter le règlement du cimetière et à remettre les lieux en état.',
          'Fait à ' + BLANC + ', le ' + BLANC + '. Signature :',
        ],
      },
      {
        id: 'declaration-dispersion',
        titre: 'Déclaration de dispersion des cendres',
        texte: [
          'Je soussigné(e) ' + BLANC + ', personne ayant qualité pour pourvoir aux funérailles de ' + BLANC + ', né(e) le ' + BLANC + ' à ' + BLANC + ', décédé(e) le ' + BLANC + ',',
          'déclare que ses cendres ont été dispersées le ' + BLANC + ' ' + BLANC + ' (au jardin du souvenir de ' + BLANC + ' / en pleine nature, lieu : ' + BLANC + '), conformément aux articles L2223-2 et L2223-18-3 du CGCT.',
          'Fait à ' + BLANC + ', le ' + BLANC + '. Signature :',
        ],
      },
      ...MODELES_OPERATIONS_ARRETES,
    ],
  },
  { titre: 'Reprises', docs: [...MODELES_REPRISES] },
];

/** Procedure sheets by topic: what to check, the steps, the delays, and where it is in the application. */
export const FICHES: readonly RessourceGroupe[] = [
  {
    titre: 'Conversion',
    docs: [{ id: 'fiche-conversion', titre: 'Fiche procédure : conversion', texte: [
      '# Quand ?', 'Pendant la durée de la concession, vers une durée plus longue seulement (article L2223-16 du CGCT). Une concession échue ne se convertit pas : on la renouvelle.',
      '# Étapes', '- Vérifier la date de l’acte et le prix initial.', '- Choisir la nouvelle durée ; le logiciel calcule la valeur des années restantes et la somme à payer.', '- Éditer l’acte de conversion et le titre de recette.',
      '# Dans l’application', 'Fiche de l’emplacement, panneau des procédures, « Conversion ».',
    ] }],
  },
  {
    titre: 'Donation',
    docs: [{ id: 'fiche-donation', titre: 'Fiche procédure : donation', texte: [
      '# Conditions', 'Une donation se fait devant notaire (article 931 du Code civil). Si la concession est occupée, seul un héritier du même sang peut la recevoir.',
      '# Étapes', '- Recevoir la demande du titulaire.', '- Vérifier la présence de défunts et le lien familial.', '- Recevoir l’acte notarié.', '- Signer l’acte de substitution et mettre à jour les concessionnaires.',
      '# Points d’attention', '- Une concession jamais utilisée peut être donnée à une personne hors de la famille.', '- Le donateur doit être le seul titulaire, ou tous les cotitulaires doivent consentir.', '- Pas de vente : une concession ne se cède pas à titre onéreux.',
      '# Dans l’application', 'Fiche de l’emplacement, « Donation » (trois étapes).',
    ] }],
  },
  {
    titre: 'Renouvellement',
    docs: [{ id: 'fiche-renouvellement', titre: 'Fiche procédure : renouvellement', texte: [
      '# Quand ?', 'À l’échéance et jusqu’à deux ans après (article L2223-15 du CGCT). Un renouvellement anticipé est une conversion, sauf inhumation dans les dernières années.',
      '# Informer', 'Depuis 2022, informer les titulaires et leurs ayants droit de leur droit au renouvellement, par courrier, affichage sur la sépulture ou tout autre moyen.',
      '# Étapes', '- Recevoir la demande d’un ayant cause.', '- Appliquer le tarif en vigueur à la date d’échéance ; la nouvelle période court de l’échéance.', '- Éditer l’acte de renouvellement et le titre de recette.',
      '# Pièces', '- La demande écrite, datée, avec la qualité du demandeur (titulaire, héritier, ayant cause).', '- Un justificatif d’identité ; pour un héritier, tout document établissant sa qualité.',
      '# Points d’attention', '- Le renouvellement est un droit de tout héritier : il ne se refuse pas pour défaut d’entretien.', '- Un tiers sans lien avec le titulaire n’a pas ce droit.', '- Passé deux ans après l’échéance, la commune peut reprendre le terrain (fiche « Reprise pour non-renouvellement »).',
      '# Dans l’application', 'Le badge « A renouveler » de la fiche ouvre la procédure.',
    ] }],
  },
  {
    titre: 'Reprises',
    docs: [
      { id: 'fiche-reprise-nr', titre: 'Fiche procédure : reprise pour non-renouvellement', texte: [
        '# Conditions', 'Concession échue depuis plus de deux ans sans renouvellement (article L2223-15 du CGCT), titulaires informés, et, selon la doctrine, cinq ans depuis la dernière inhumation (article R2223-5).',
        '# Étapes', '- Vérifier les conditions et prendre l’arrêté de reprise.', '- Exhumer les restes, les placer en reliquaire et les déposer à l’ossuaire (article L2223-4), ou disperser les cendres au jardin du souvenir.', '- Inscrire les noms au registre de l’ossuaire.', '- Remettre l’emplacement en état.',
      ] },
      { id: 'fiche-reprise-abandon', titre: 'Fiche procédure : reprise après constat d’abandon', texte: [
        '# Conditions', 'Concession de plus de trente ans, dernière inhumation il y a plus de dix ans (article R2223-12 du CGCT) ; pas de sépulture « Mort pour la France » de moins de cinquante ans (article R2223-22).',
        '# Étapes', '- Convoquer les familles un mois avant le constat (article R2223-13).', '- Dresser le premier procès-verbal, le notifier et l’afficher dans les huit jours, trois fois un mois à quinze jours d’intervalle (articles R2223-14 à R2223-16).', '- Un an après, second constat (article R2223-18).', '- Un mois après sa notification, délibération du conseil municipal puis arrêté du maire, publié et notifié (article R2223-19).', '- Trente jours après, enlever les monuments et exhumer (article R2223-20).',
      ] },
    ],
  },
  {
    titre: 'Rétrocession',
    docs: [{ id: 'fiche-retrocession', titre: 'Fiche procédure : rétrocession', texte: [
      '# Conditions', 'La concession est vide de tout corps, la demande vient du concessionnaire d’origine, et le conseil municipal l’accepte.',
      '# Étapes', '- Recevoir la demande écrite du titulaire.', '- Vérifier sur le registre qu’aucun corps ni urne n’y repose (exhumations faites et enregistrées).', '- Faire délibérer le conseil municipal.', '- Calculer le remboursement au prorata de la durée restante, sans la part du CCAS.', '- Signer l’acte de rétrocession.',
      '# Points d’attention', 'La rétrocession n’est pas prévue par un texte : c’est une pratique admise par la doctrine ministérielle, que le conseil municipal peut refuser. Une concession perpétuelle se rembourse selon la délibération de la commune.',
      '# Dans l’application', 'Fiche de l’emplacement, « Rétrocession » : la procédure n’est proposée que pour une concession vide.',
    ] }],
  },
  {
    titre: 'Saisie des actes',
    docs: [{ id: 'fiche-saisie', titre: 'Fiche pratique : saisir un ancien acte de concession', texte: [
      '# Avant de commencer', 'Réunir l’acte, le registre et le plan. Une date inconnue reste vide : ne pas l’inventer.',
      '# Étapes', '- Ouvrir l’emplacement sur le plan et « Attribuer l’emplacement ».', '- Saisir le type, la durée, la date de début et le prix.', '- Ajouter le concessionnaire, puis les ayants droit connus.', '- Ajouter les défunts avec leurs dates d’inhumation.', '- Joindre une photo ou un scan de l’acte dans les documents.',
    ] }],
  },
  {
    titre: 'Exhumation',
    docs: [{ id: 'fiche-exhumation', titre: 'Fiche procédure : exhumation', texte: [
      '# Demande', 'Par le plus proche parent du défunt, qui justifie de son état civil, de son domicile et de sa qualité (article R2213-40 du CGCT) ; en cas de désaccord entre parents, surseoir et renvoyer au juge.',
      '# Étapes', '- Recevoir la demande ; délivrer l’autorisation du maire (modèle « Autorisation d’exhumation »).', '- Fixer le jour et l’heure avec l’entreprise habilitée.', '- Procéder en présence d’un parent ou d’un mandataire ; absent, l’opération n’a pas lieu (article R2213-42 du CGCT).', '- Dresser le procès-verbal et mettre à jour la fiche du défunt (destination des restes).',
      '# Destination des restes', '- Réinhumation dans une autre sépulture (autorisation d’inhumation du lieu d’accueil).', '- Reliquaire déposé dans la même concession ou à l’ossuaire (article L2223-4 du CGCT).', '- Crémation, à la demande de la famille.',
      '# Dans l’application', 'Fiche de l’emplacement, défunt, « Exhumation » : la fiche du défunt garde la date et la destination.',
    ] }],
  },
];

/** The plain text of a resource (for a quick check and for search). */
export function ressourceText(doc: RessourceDoc): string {
  return [doc.titre, ...doc.texte.map((p) => p.replace(/^(# |- )/, ''))].join('\n');
}
