import type { RessourceDoc } from './ressources';

/**
 * Word models for both reprises and the operations added by issue 28 ('no Word model for either reprise, six
 * operation models'): blank documents a town hall fills and signs, each citing the article it applies. Blanks
 * read '………'. The product's own procedures fill the same documents from the register; these are for a
 * procedure run by hand or a case the procedures do not cover.
 */
const BLANC = '………………………';
const FAIT = 'Fait à ' + BLANC + ', le ' + BLANC + '.';
const MAIRE = 'Le maire (ou son délégué),';

export const MODELES_REPRISES: readonly RessourceDoc[] = [
  {
    id: 'information-renouvellement',
    titre: 'Information des ayants droit : droit au renouvellement',
    texte: [
      'Commune de ' + BLANC + ' — Cimetière de ' + BLANC,
      'Madame, Monsieur,',
      'La concession ' + BLANC + ' (emplacement ' + BLANC + ', carré ' + BLANC + '), accordée le ' + BLANC + ' à M. / Mme ' + BLANC + ' pour ' + BLANC + ' ans, est arrivée / arrivera à échéance le ' + BLANC + '.',
      'Conformément à l’article L2223-15 du Code général des collectivités territoriales, vous pouvez en demander le renouvellement au tarif en vigueur à la date d’échéance, jusqu’au ' + BLANC + ' (deux ans après l’échéance). Passé ce délai, la commune pourra reprendre le terrain.',
      'Pour toute demande, adressez-vous au service du cimetière : ' + BLANC + '.',
      FAIT, MAIRE,
    ],
  },
  {
    id: 'arrete-reprise-nr',
    titre: 'Arrêté de reprise de concessions non renouvelées',
    texte: [
      'Le maire de la commune de ' + BLANC + ',',
      'Vu le Code général des collectivités territoriales, notamment ses articles L2213-8, L2223-4 et L2223-15 ;',
      'Vu l’information donnée aux titulaires et à leurs ayants droit le ' + BLANC + ' ;',
      'Considérant que les concessions désignées ci-après sont échues depuis plus de deux années révolues et n’ont pas été renouvelées ;',
      'ARRÊTE',
      'Article 1 : Les concessions suivantes font retour à la commune : ' + BLANC + ' (emplacement, date de l’acte, date d’échéance, titulaire).',
      'Article 2 : Les restes qui s’y trouvent seront exhumés, placés en reliquaire et déposés à l’ossuaire ; les noms des défunts seront inscrits au registre de l’ossuaire.',
      'Article 3 : Les monuments et signes funéraires non enlevés par les familles avant le ' + BLANC + ' deviennent propriété de la commune.',
      'Article 4 : Le présent arrêté sera affiché en mairie et à la porte du cimetière.',
      FAIT, MAIRE,
    ],
  },
  {
    id: 'convocation-constat',
    titre: 'Convocation au constat d’état d’abandon',
    texte: [
      'Lettre recommandée avec demande d’avis de réception',
      'Madame, Monsieur,',
      'La concession ' + BLANC + ' (emplacement ' + BLANC + ', cimetière de ' + BLANC + '), accordée le ' + BLANC + ', paraît avoir cessé d’être entretenue.',
      'En application de l’article R2223-13 du Code général des collectivités territoriales, vous êtes invité(e) à assister au constat de son état, qui aura lieu sur place le ' + BLANC + ' (jour, date) à ' + BLANC + ' heures, ou à vous y faire représenter.',
      'Ce constat pourra être suivi d’une procédure de reprise de la concession par la commune (article L2223-17 du même code).',
      FAIT, MAIRE,
    ],
  },
  {
    id: 'pv-constat-abandon',
    titre: 'Procès-verbal de constat d’état d’abandon',
    texte: [
      'L’an ' + BLANC + ', le ' + BLANC + ' à ' + BLANC + ' heures, nous, ' + BLANC + ', maire (ou délégué) de la commune de ' + BLANC + ', assisté(e) de ' + BLANC + ' (fonctionnaire de police délégué, garde champêtre ou policier municipal),',
      'nous sommes rendus au cimetière de ' + BLANC + ', carré ' + BLANC + ', allée ' + BLANC + ', emplacement ' + BLANC + ', conformément à l’article R2223-13 du CGCT, les familles ayant été convoquées le ' + BLANC + '.',
      'Acte de concession : ' + BLANC + ' (date) ; bénéficiaires : ' + BLANC + ' ; ayants droit connus : ' + BLANC + ' ; personnes inhumées : ' + BLANC + '.',
      'Description précise de l’état de la sépulture : ' + BLANC + ' (monument, pierre tombale, végétation, affaissement, inscriptions).',
      'Personnes présentes : ' + BLANC + '. Refus de signer : ' + BLANC + '.',
      'Le présent procès-verbal (article R2223-14 du CGCT) sera notifié dans les huit jours avec mise en demeure de remettre la sépulture en bon état d’entretien, et son extrait affiché (article R2223-16 du CGCT).',
      'Signatures : le maire ou son délégué, l’agent assistant, les personnes présentes.',
    ],
  },
  {
    id: 'certificat-affichage',
    titre: 'Certificat d’affichage du procès-verbal de constat',
    texte: [
      'Le maire de la commune de ' + BLANC + ' certifie que l’extrait du procès-verbal de constat d’abandon du ' + BLANC + ' relatif à la concession ' + BLANC + ' a été affiché à la mairie et à la porte du cimetière, conformément à l’article R2223-16 du CGCT :',
      '- du ' + BLANC + ' au ' + BLANC + ' ;',
      '- du ' + BLANC + ' au ' + BLANC + ' ;',
      '- du ' + BLANC + ' au ' + BLANC + '.',
      FAIT, MAIRE,
    ],
  },
  {
    id: 'deliberation-reprise',
    titre: 'Délibération du conseil municipal : reprise de concessions abandonnées',
    texte: [
      'Le conseil municipal de la commune de ' + BLANC + ', réuni le ' + BLANC + ' sous la présidence de ' + BLANC + ',',
      'Vu les articles L2223-17 et R2223-12 à R2223-23 du Code général des collectivités territoriales ;',
      'Vu les procès-verbaux de constat d’abandon des ' + BLANC + ' et ' + BLANC + ', notifiés les ' + BLANC + ' ;',
      'Considérant que plus d’un mois s’est écoulé depuis la notification du second procès-verbal (article R2223-18 du CGCT) et que les concessions désignées n’ont pas été remises en état ;',
      'DÉCIDE : de reprendre les concessions suivantes : ' + BLANC + ', et autorise le maire à prendre l’arrêté de reprise.',
      'Vote : pour ' + BLANC + ', contre ' + BLANC + ', abstentions ' + BLANC + '.',
      'Le maire,',
    ],
  },
  {
    id: 'arrete-reprise-abandon',
    titre: 'Arrêté de reprise de concessions en état d’abandon',
    texte: [
      'Le maire de la commune de ' + BLANC + ',',
      'Vu le Code général des collectivités territoriales, notamment ses articles L2223-4, L2223-17 et R2223-12 à R2223-23 ;',
      'Vu la délibération du conseil municipal du ' + BLANC + ' ;',
      'ARRÊTE',
      'Article 1 : Les concessions suivantes, en état d’abandon, sont reprises par la commune : ' + BLANC + '.',
      'Article 2 : Le présent arrêté sera publié et notifié aux titulaires et ayants droit connus (article R2223-19 du CGCT).',
      'Article 3 : Trente jours après sa publication et sa notification, les monuments et emblèmes funéraires pourront être enlevés (article R2223-20 du CGCT) ; les restes seront déposés à l’ossuaire et les noms inscrits au registre (article L2223-4 du CGCT).',
      FAIT, MAIRE,
    ],
  },
];

export const MODELES_OPERATIONS_ARRETES: readonly RessourceDoc[] = [
  {
    id: 'autorisation-inhumation',
    titre: 'Autorisation d’inhumation',
    texte: [
      'Le maire de la commune de ' + BLANC + ', vu l’article R2213-31 du CGCT et la demande présentée le ' + BLANC + ' par ' + BLANC + ',',
      'autorise l’inhumation du corps / de l’urne de ' + BLANC + ', né(e) le ' + BLANC + ', décédé(e) le ' + BLANC + ' à ' + BLANC + ',',
      'dans le cimetière de ' + BLANC + ', emplacement ' + BLANC + ' (concession n° ' + BLANC + ' / terrain commun, motif du droit à sépulture : ' + BLANC + ', article L2223-3 du CGCT), le ' + BLANC + ' à ' + BLANC + ' heures.',
      FAIT, MAIRE,
    ],
  },
  {
    id: 'autorisation-exhumation',
    titre: 'Autorisation d’exhumation',
    texte: [
      'Le maire de la commune de ' + BLANC + ', vu les articles R2213-40 et R2213-42 du CGCT et la demande de ' + BLANC + ', plus proche parent du défunt (qualité : ' + BLANC + '),',
      'autorise l’exhumation de ' + BLANC + ', inhumé(e) le ' + BLANC + ' dans le cimetière de ' + BLANC + ', emplacement ' + BLANC + ', en vue de ' + BLANC + '.',
      'L’opération aura lieu le ' + BLANC + ' à ' + BLANC + ' heures, en présence d’un parent ou d’un mandataire de la famille ; en son absence, elle n’aura pas lieu.',
      FAIT, MAIRE,
    ],
  },
  {
    id: 'pv-reduction',
    titre: 'Procès-verbal de réduction de corps',
    texte: [
      'Le ' + BLANC + ' à ' + BLANC + ' heures, dans le cimetière de ' + BLANC + ', emplacement ' + BLANC + ', en vertu de l’autorisation du ' + BLANC + ' (article R2213-40 du CGCT), il a été procédé à la réduction des restes de ' + BLANC + ', inhumé(s) le ' + BLANC + ',',
      'en présence de ' + BLANC + ' (parent ou mandataire, article R2213-42 du CGCT). Les restes ont été placés dans un reliquaire portant le nom du ou des défunts, déposé ' + BLANC + '.',
      'Places libérées : ' + BLANC + '. Observations : ' + BLANC + '.',
      'Signatures : l’entreprise, le parent ou mandataire, le représentant de la commune.',
    ],
  },
  {
    id: 'autorisation-urne',
    titre: 'Autorisation de dépôt ou de scellement d’une urne',
    texte: [
      'Le maire de la commune de ' + BLANC + ', vu l’article L2223-18-2 du CGCT et la demande de ' + BLANC + ', personne ayant qualité pour pourvoir aux funérailles,',
      'autorise le dépôt de l’urne contenant les cendres de ' + BLANC + ', décédé(e) le ' + BLANC + ' : dans la case n° ' + BLANC + ' du columbarium / dans la sépulture ' + BLANC + ' / par scellement sur le monument de l’emplacement ' + BLANC + ', le ' + BLANC + '.',
      FAIT, MAIRE,
    ],
  },
  {
    id: 'autorisation-travaux',
    titre: 'Autorisation de travaux dans le cimetière',
    texte: [
      'Le maire de la commune de ' + BLANC + ', vu l’article L2213-8 du CGCT, le règlement du cimetière et la déclaration de l’entreprise ' + BLANC + ' du ' + BLANC + ',',
      'autorise les travaux suivants : ' + BLANC + ', sur l’emplacement ' + BLANC + ' (concession de M. / Mme ' + BLANC + '), du ' + BLANC + ' au ' + BLANC + ', aux jours et heures du règlement.',
      'Les sépultures voisines seront protégées ; les lieux seront remis en état et la fin des travaux signalée au service du cimetière.',
      FAIT, MAIRE,
    ],
  },
];
