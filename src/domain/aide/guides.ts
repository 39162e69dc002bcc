import { LEGAL_ARTICLES, citedArticles } from './articles';
import type { RessourceDoc } from './ressources';

/**
 * The five guides of the resource library (spec 002 §2 Resource library: 'five guides (PDF)', issue 28): what a
 * town hall must know to keep its cemetery, each statement of law sourced to its article. A guide ends with its
 * sources, made from the articles its text cites, so the list cannot drift from the text. Where a rule is
 * doctrine or case law rather than statute, the text says so (LAW.md).
 */
function withSources(doc: RessourceDoc): RessourceDoc {
  const byNumero = new Map(LEGAL_ARTICLES.map((a) => [a.numero, a]));
  const cited = [...new Set(doc.texte.flatMap((p) => citedArticles(p)))];
  const sources = cited.map((n) => {
    const a = byNumero.get(n);
    const nom = a?.code === 'Code civil' ? `Article ${n.replace('Code civil ', '')} du Code civil` : `Article ${n} du CGCT`;
    return `- ${nom}${a ? ` : ${a.objet}` : ''}.`;
  });
  return { ...doc, texte: [...doc.texte, '# Sources', ...sources, 'Textes en vigueur consultables sur Légifrance (onglet Réglementation).'] };
}

const gestion: RessourceDoc = {
  id: 'guide-gestion-cimetiere',
  titre: 'Guide : gérer le cimetière communal',
  texte: [
    '# Le rôle du maire',
    'Le maire assure la police des funérailles et des cimetières (article L2213-8 du CGCT). Il délivre les autorisations d’inhumer et d’exhumer, fixe par arrêté le règlement du cimetière (horaires, travaux, circulation, entretien) et veille au bon ordre et à la décence des lieux. Le conseil municipal, lui, crée les catégories de concessions et en vote les tarifs.',
    '# Qui a droit à une sépulture dans la commune ?',
    'Le droit à une sépulture dans le cimetière communal est ouvert (article L2223-3 du CGCT) :',
    '- aux personnes décédées sur le territoire de la commune, quel que soit leur domicile ;',
    '- aux personnes domiciliées dans la commune, même décédées ailleurs ;',
    '- aux personnes non domiciliées qui ont droit à une sépulture de famille dans la commune ;',
    '- aux Français établis hors de France inscrits sur la liste électorale de la commune.',
    'Dans l’application, le motif retenu est enregistré avec chaque inhumation en terrain commun. La gratuité de cette inhumation pour les ayants droit est une position de doctrine, non un texte : le logiciel l’indique comme telle.',
    '# Le terrain commun',
    'La commune doit disposer d’emplacements non concédés, attribués gratuitement pour cinq ans au moins (article R2223-5 du CGCT). À l’issue de ce délai, l’emplacement peut être repris après information des familles ; les restes sont déposés à l’ossuaire.',
    '# L’ossuaire et le site cinéraire',
    'Chaque cimetière qui procède à des reprises dispose d’un ossuaire aménagé où les restes sont déposés avec décence ; les noms des personnes qui y reposent sont consignés dans un registre tenu à la disposition du public (article L2223-4 du CGCT).',
    'Les communes de 2 000 habitants et plus disposent d’un site cinéraire (article L2223-1 du CGCT). L’identité des personnes dont les cendres sont dispersées au jardin du souvenir est consignée dans un registre (article L2223-2 du CGCT).',
    '# Tenir le plan et le registre',
    '- Chaque emplacement a un numéro unique, un carré et une allée ; le plan du cimetière est tenu à jour à chaque attribution ou reprise.',
    '- Chaque concession a son acte, ses concessionnaires et ses ayants droit ; chaque défunt sa date d’inhumation.',
    '- Une information inconnue reste vide et signalée comme telle : le registre est un document officiel, rien n’y est deviné.',
    '# Dans l’application',
    'Le plan (Concessions), les listes (Emplacements, Défunts, Concessionnaires), les procédures et le registre de l’ossuaire suivent ces règles. Les procédures citent à chaque étape l’article qui s’applique.',
  ],
};

const concessions: RessourceDoc = {
  id: 'guide-concessions',
  titre: 'Guide : les concessions funéraires',
  texte: [
    '# Ce qu’est une concession',
    'Une concession est le droit d’usage d’un terrain du cimetière accordé par la commune pour y fonder une sépulture ; le concessionnaire peut y construire caveau et monument (article L2223-13 du CGCT). Ce n’est pas une vente : le terrain reste au domaine public communal.',
    '# Les durées',
    'La commune choisit celles qu’elle propose (article L2223-14 du CGCT) : temporaires de quinze ans au plus, trentenaires, cinquantenaires ou perpétuelles. Les tarifs sont fixés par délibération du conseil municipal.',
    '# Les types',
    '- Individuelle : pour la seule personne désignée.',
    '- Collective : pour les personnes nommément désignées dans l’acte.',
    '- Familiale : pour le concessionnaire, son conjoint, ses ascendants, descendants et leurs conjoints ; le concessionnaire peut y admettre d’autres personnes.',
    '# L’acte de concession',
    'L’acte, signé par le maire, indique le bénéficiaire, l’emplacement, la durée, la date de départ et le prix. Un acte ancien introuvable se saisit avec ses dates inconnues laissées vides ; une procédure de reprise y supplée par un acte de notoriété (article R2223-14 du CGCT).',
    '# Renouveler',
    'Une concession temporaire, trentenaire ou cinquantenaire est renouvelable à son échéance au tarif alors en vigueur ; ses titulaires et ayants droit en sont informés par tout moyen. Faute de renouvellement, le terrain revient à la commune deux années révolues après l’échéance (article L2223-15 du CGCT). Selon le Conseil d’État (2007), le prix est celui du tarif en vigueur à la date d’échéance et la nouvelle période court de cette date.',
    '# Convertir',
    'Une concession en cours peut être convertie en concession de plus longue durée ; la valeur de la durée restant à courir est déduite du prix (article L2223-16 du CGCT). Une concession échue ne se convertit pas : elle se renouvelle.',
    '# Transmettre',
    '- Par succession : la concession passe aux héritiers, qui en jouissent en indivision.',
    '- Par donation : devant notaire (article 931 du Code civil), suivie d’un acte de substitution signé par le maire ; une concession déjà occupée ne se donne qu’à un parent par le sang.',
    '- Par rétrocession à la commune : pratique admise par la doctrine ministérielle, pour une concession vide de tout corps, à la demande du concessionnaire d’origine et avec l’accord du conseil municipal.',
    '# La capacité',
    'Le nombre de places d’une concession est celui du caveau ou de la fosse. Une réduction de corps libère une place ; les urnes se comptent à part. L’application refuse une inhumation de plus dans une concession pleine, ou la demande avec un motif enregistré.',
  ],
};

const reprises: RessourceDoc = {
  id: 'guide-reprises',
  titre: 'Guide : reprendre une concession',
  texte: [
    '# Deux procédures distinctes',
    'Une concession revient à la commune soit parce qu’elle n’a pas été renouvelée, soit parce qu’elle est en état d’abandon. Une sépulture dangereuse relève d’une troisième voie, la procédure de péril.',
    '# La reprise pour non-renouvellement',
    '- Conditions : concession échue depuis deux années révolues, non renouvelée (article L2223-15 du CGCT), titulaires et ayants droit informés de leur droit au renouvellement.',
    '- Délai de cinq ans depuis la dernière inhumation : repris du terrain commun (article R2223-5 du CGCT) et appliqué par la doctrine ministérielle ; l’application l’indique comme doctrine.',
    '- Un arrêté du maire constate la reprise ; les monuments laissés deviennent propriété de la commune.',
    '# La reprise après constat d’abandon',
    'La commune peut reprendre une concession de plus de trente ans dont la dernière inhumation remonte à plus de dix ans et qui a cessé d’être entretenue (article L2223-17 et article R2223-12 du CGCT). Le calendrier est strict :',
    '- Convocation des titulaires et ayants droit connus par lettre recommandée, un mois au moins avant le constat, avec le jour et l’heure (article R2223-13 du CGCT).',
    '- Procès-verbal de constat sur place, décrivant précisément l’état de la sépulture (article R2223-14 du CGCT).',
    '- Notification du procès-verbal dans les huit jours avec mise en demeure de remettre en état (article R2223-15 du CGCT), et affichage de son extrait en mairie et à la porte du cimetière, certifié par le maire (article R2223-16 du CGCT).',
    '- Inscription sur la liste des concessions en état d’abandon tenue en mairie (article R2223-17 du CGCT).',
    '- Second constat un an après la publicité, dans les mêmes formes ; un mois après sa notification, le conseil municipal peut décider la reprise (article R2223-18 du CGCT). Pour une procédure ouverte avant le décret 2022-1127, ce délai est de trois ans.',
    '- Arrêté du maire, exécutoire une fois publié et notifié (article R2223-19 du CGCT) ; les monuments peuvent être enlevés trente jours après (article R2223-20 du CGCT).',
    '# Ce qui interdit une reprise',
    '- Une sépulture « Mort pour la France » dans une concession perpétuelle ou centenaire, moins de cinquante ans après l’inhumation (article R2223-22 du CGCT).',
    '- Une sépulture que la commune doit entretenir à la suite d’un legs ou d’une donation acceptés (article R2223-23 du CGCT).',
    '# Les restes',
    'Les restes exhumés sont placés en reliquaire et déposés à l’ossuaire, leurs noms inscrits au registre (article L2223-4 du CGCT). Depuis la décision du Conseil constitutionnel 2024-1110 QPC, la crémation de restes exhumés n’est pas présumée : l’ossuaire est la règle, toute opposition connue est consignée et respectée.',
    '# Alsace-Moselle',
    'Dans le Bas-Rhin, le Haut-Rhin et la Moselle, l’article L2542-27 du CGCT permet, par dérogation et à titre exceptionnel, de reprendre une concession trentenaire, cinquantenaire, centenaire ou perpétuelle accordée avant le 11 novembre 1918 à des personnes de nationalité allemande au 22 janvier 1949 qui avaient quitté le territoire français : un procès-verbal d’abandon rendu public, puis, si aucun ayant droit ne se présente dans les six mois, un arrêté pris sur avis conforme du conseil municipal. Les autres concessions y suivent la procédure de droit commun. L’écran d’une reprise le rappelle dans ces communes (d’après le code postal du cimetière) ; l’application ne conduit pas cette procédure dérogatoire : vérifiez le texte en vigueur sur Légifrance.',
  ],
};

const operations: RessourceDoc = {
  id: 'guide-operations',
  titre: 'Guide : les opérations funéraires',
  texte: [
    '# L’inhumation',
    'Toute inhumation dans le cimetière est autorisée par le maire de la commune du lieu d’inhumation (article R2213-31 du CGCT). Avant d’autoriser : vérifier le droit à sépulture (article L2223-3 du CGCT), la place disponible dans la concession et, pour une concession, que le défunt fait partie des bénéficiaires.',
    '# L’exhumation',
    '- La demande vient du plus proche parent du défunt, qui justifie de son état civil, de son domicile et de sa qualité ; l’autorisation est délivrée par le maire de la commune où a lieu l’exhumation (article R2213-40 du CGCT).',
    '- En cas de désaccord entre parents de même degré, le maire sursoit et les invite à saisir le juge.',
    '- L’opération a lieu en présence d’un parent ou d’un mandataire de la famille ; absent à l’heure dite, elle n’a pas lieu (article R2213-42 du CGCT).',
    '- Un procès-verbal est dressé et la fiche du défunt mise à jour (destination des restes).',
    '# La réduction de corps',
    'Réunir dans un reliquaire les restes d’un ou plusieurs défunts pour libérer une place est une exhumation : mêmes demande et autorisation (article R2213-40 du CGCT). L’usage est d’attendre que les corps soient réduits à l’état d’ossements, souvent cinq ans au moins après l’inhumation.',
    '# Les cendres',
    'Après une crémation, les cendres sont conservées dans une urne inhumée dans une sépulture, déposée dans une case de columbarium ou scellée sur un monument, ou dispersées au jardin du souvenir ou en pleine nature (article L2223-18-2 du CGCT). Une dispersion en pleine nature est déclarée à la mairie de la commune de naissance du défunt, qui l’inscrit sur un registre (article L2223-18-3 du CGCT) ; une dispersion au jardin du souvenir est consignée au registre du site cinéraire (article L2223-2 du CGCT).',
    '# Dans l’application',
    'Les défunts, leurs opérations (inhumation, exhumation, réduction, dépôt d’urne) et les documents s’enregistrent depuis la fiche de l’emplacement ; les modèles de demande, d’autorisation et de procès-verbal sont dans l’onglet Modèles.',
  ],
};

const travaux: RessourceDoc = {
  id: 'guide-travaux-securite',
  titre: 'Guide : travaux, entretien et sécurité des sépultures',
  texte: [
    '# Les travaux',
    'Le règlement du cimetière, pris au titre de la police du maire (article L2213-8 du CGCT), fixe les conditions des travaux : déclaration préalable, jours et heures, protection des sépultures voisines, remise en état. Le concessionnaire peut construire caveau et monument sur sa concession (article L2223-13 du CGCT).',
    '- Recevoir la déclaration de l’entreprise avant le début des travaux.',
    '- Vérifier l’emplacement, les dimensions et le respect du règlement.',
    '- Constater la fin des travaux et l’état des lieux.',
    '# L’entretien',
    'L’entretien d’une sépulture incombe aux titulaires de la concession. Une sépulture délaissée peut, si elle remplit les conditions, faire l’objet d’une reprise après constat d’abandon (article L2223-17 du CGCT). L’état d’abandon n’a pas de définition légale : la jurisprudence demande des signes visibles, décrits précisément, qui nuisent au bon ordre et à la décence du cimetière.',
    '# Un monument dangereux : la procédure de péril',
    'Un monument funéraire qui menace ruine ne relève pas de la reprise pour abandon mais de la procédure de péril : le maire en prescrit la réparation ou la démolition dans les conditions du code de la construction et de l’habitation (article L2213-24 du CGCT).',
    '- Sécuriser immédiatement les abords si le danger est imminent.',
    '- Informer les titulaires et leur prescrire les travaux, avec un délai.',
    '- Faute d’exécution, faire réaliser les travaux d’office aux frais des titulaires.',
    'Dans l’application, l’état « Péril » d’une sépulture oriente vers cette procédure et ne propose pas la reprise pour abandon.',
  ],
};

export const GUIDES: readonly RessourceDoc[] = [gestion, concessions, reprises, operations, travaux].map(withSources);
