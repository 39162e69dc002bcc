import type { TemplateDocument } from './types';

/**
 * The default template of every document the product generates (issue 17), in the template language
 * (language.ts). Each municipality starts with these; a town hall personalises one by saving its own copy
 * under the same slug ('Etes vous sûr de vouloir personnaliser ce document ?') and goes back to the default by
 * deleting that copy. The articles cited are those of LAW.md (CGCT L2223-1 to L2223-18, R2223-1 to R2223-23).
 */

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const h = (title: string) => `<h3>${title}</h3>`;
const FAIT = p('Fait à {{mairie.commune}}, le {{date.aujourdhui}}.');
const MAIRE = p('Le Maire de la commune de {{mairie.commune}},');
const CONCESSION =
  h('Concession') +
  p(
    '{% if concession.famille exist %}Famille : {{concession.famille}} — {% endif %}Concession n° {{concession.numero}}',
    'Emplacement : {{emplacement.libelle}}, {{cimetiere.nom}}',
    'Durée : {{concession.duree}}{% if concession.dateDebut exist %}, à compter du {{concession.dateDebut}}{% endif %}{% if concession.dateFin exist %} jusqu’au {{concession.dateFin}}{% endif %}',
  );
// The living holders only: a deed made today is not signed by the dead (issue 28, documents/deedHolders.ts).
const HOLDERS =
  h('Concessionnaire(s)') +
  p(
    '{% if concessionnaires exist %}{{concessionnaires}}{% endif %}{% if concessionnaires not_exist %}{% if concessionnairesDecedes exist %}Aucun concessionnaire vivant n’est connu.{% endif %}{% if concessionnairesDecedes not_exist %}Concessionnaire non renseigné.{% endif %}{% endif %}',
  );
const LETTER_OPENING = p('{{destinataire.appel}},');
const LETTER_CLOSING = p(
  'Le service du cimetière de la mairie se tient à votre disposition{% if mairie.telephone exist %} au {{mairie.telephone}}{% endif %}{% if mairie.email exist %} ou par courriel à {{mairie.email}}{% endif %}.',
  'Je vous prie d’agréer, {{destinataire.appel}}, l’expression de mes salutations distinguées.',
);

interface DefaultSpec {
  slug: string;
  nom: string;
  description: string;
  body: string;
  courrier?: boolean;
  signatures?: string[];
  entity?: 'concession' | 'defunt' | 'procedure';
}

const SPECS: DefaultSpec[] = [
  {
    slug: 'acte-creation-de-concession',
    nom: 'Acte de concession funéraire',
    description: 'Acte de création de la concession, signé par le maire et le(s) concessionnaire(s).',
    signatures: ['Le Maire', 'Le(s) concessionnaire(s)'],
    body:
      MAIRE +
      p('Vu le Code général des collectivités territoriales, notamment ses articles L2223-13 à L2223-15 ;', 'Vu la demande présentée par le(s) concessionnaire(s) désigné(s) ci-dessous ;') +
      h('Accorde') +
      p(
        '{% if concessionnaires exist %}Au(x) concessionnaire(s) : {{concessionnaires}}{% endif %}{% if concessionnaires not_exist %}{% if concessionnairesDecedes exist %}Aucun concessionnaire vivant n’est connu.{% endif %}{% if concessionnairesDecedes not_exist %}Concessionnaire non renseigné.{% endif %}{% endif %}',
        'une concession {{concession.typeConcession}} de type {{concession.type}} d’une durée {{concession.duree}}, pour {{concession.nbPlaces}} place(s).',
      ) +
      // A deceased holder is named apart, marked, never as one the plot is granted to (issue 28, deedHolders.ts).
      p('{% if concessionnairesDecedes exist %}', 'Concessionnaire(s) décédé(s) : {{concessionnairesDecedes}}', '{% endif %}') +
      CONCESSION +
      p('{% if concession.prix exist %}Prix : {{concession.prix}}, versé à la caisse du comptable public de la commune.{% endif %}', 'Le concessionnaire s’engage à respecter le règlement du cimetière. Le terrain concédé ne peut faire l’objet d’aucune vente ni transaction ; les droits qui y sont attachés se transmettent selon les règles du Code civil.') +
      FAIT,
  },
  {
    slug: 'titre-de-recette-apres-creation-concession',
    nom: 'Titre de recette',
    description: 'Titre de recette du prix de la concession, à transmettre au comptable public.',
    body:
      MAIRE +
      p('Ordonne le recouvrement de la somme ci-dessous, due au titre de la concession funéraire désignée (CGCT L2223-15).') +
      h('Débiteur') +
      p('{{concessionnaire.nomComplet}}', '{{concessionnaire.adresse}} {{concessionnaire.codePostal}} {{concessionnaire.commune}}') +
      CONCESSION +
      h('Montant') +
      p('{% if concession.prix exist %}{{concession.prix}}{% endif %}{% if concession.prix not_exist %}Montant non renseigné.{% endif %}') +
      FAIT,
  },
  {
    slug: 'autorisation-inhumation',
    nom: 'Autorisation d’inhumation',
    entity: 'defunt',
    description: 'Autorisation du maire d’inhumer dans la concession (CGCT R2213-31).',
    body: MAIRE + p('Vu le Code général des collectivités territoriales ;') + h('Autorise') + p('l’inhumation de {{defunt.civilite}} {{defunt.nomComplet}}{% if defunt.dateDecesPhrase exist %}, {{defunt.decede}} {{defunt.dateDecesPhrase}}{% endif %},', 'dans la sépulture désignée ci-dessous.') + CONCESSION + HOLDERS + FAIT,
  },
  {
    slug: 'autorisation-depot-urne',
    nom: 'Autorisation de dépôt d’urne',
    entity: 'defunt',
    description: 'Autorisation du maire de déposer une urne cinéraire dans la sépulture (CGCT L2223-18-2).',
    body: MAIRE + p('Vu le Code général des collectivités territoriales, notamment son article L2223-18-2 ;') + h('Autorise') + p('le dépôt de l’urne contenant les cendres de {{defunt.civilite}} {{defunt.nomComplet}} dans la sépulture désignée ci-dessous.') + CONCESSION + FAIT,
  },
  {
    slug: 'autorisation-dispersion',
    nom: 'Autorisation de dispersion des cendres',
    entity: 'defunt',
    description: 'Autorisation de dispersion au Jardin du souvenir (CGCT L2223-18-2, R2213-39).',
    body: MAIRE + p('Vu le Code général des collectivités territoriales, notamment son article L2223-18-2 ;') + h('Autorise') + p('la dispersion des cendres de {{defunt.civilite}} {{defunt.nomComplet}} dans l’espace aménagé à cet effet du {{cimetiere.nom}}.') + FAIT,
  },
  {
    slug: 'declaration-dispersion-nature',
    nom: 'Déclaration de dispersion en pleine nature',
    entity: 'defunt',
    description: 'Déclaration à la mairie du lieu de naissance (CGCT L2223-18-3).',
    body: p('Conformément à l’article L2223-18-3 du Code général des collectivités territoriales, la dispersion en pleine nature des cendres de {{defunt.civilite}} {{defunt.nomComplet}} est déclarée à la mairie de la commune du lieu de naissance du défunt, qui en inscrit l’identité, la date et le lieu sur un registre.') + FAIT,
  },
  {
    slug: 'lettre-renouvellement',
    nom: 'Courrier de renouvellement',
    description: 'Lettre à chaque titulaire vivant (à défaut, à chaque ayant droit) d’une concession échue ou arrivant à échéance (CGCT L2223-15).',
    courrier: true,
    entity: 'procedure',
    body:
      p('Objet : renouvellement de la concession n° {{concession.numero}}{% if concession.famille exist %} — famille {{concession.famille}}{% endif %}') +
      LETTER_OPENING +
      p(
        '{% if concession.dateFin exist %}La concession n° {{concession.numero}} ({{emplacement.libelle}}, {{cimetiere.nom}}), dont vous êtes {% if destinataire.titulaire exist %}titulaire{% endif %}{% if destinataire.titulaire not_exist %}ayant droit{% endif %}, arrive (ou est arrivée) à échéance le {{concession.dateFinLongue}}.{% endif %}{% if concession.dateFin not_exist %}La concession n° {{concession.numero}} ({{emplacement.libelle}}, {{cimetiere.nom}}), dont vous êtes {% if destinataire.titulaire exist %}titulaire{% endif %}{% if destinataire.titulaire not_exist %}ayant droit{% endif %}, arrive à échéance.{% endif %}',
        'Conformément à l’article L2223-15 du Code général des collectivités territoriales, les titulaires et leurs ayants droit peuvent en demander le renouvellement jusqu’à deux ans après l’échéance, au tarif en vigueur à la date d’échéance ; la nouvelle période court à compter de cette date.',
        'À défaut de renouvellement dans ce délai, le terrain fera retour à la commune ; les monuments et emblèmes funéraires non enlevés lui reviendront.',
      ) +
      '{% if destinataires.nombre more_than_1 %}' +
      p('Ce courrier est adressé à chacun des destinataires : {{destinataires}}.') +
      '{% endif %}' +
      LETTER_CLOSING +
      FAIT,
  },
  {
    slug: 'acte-renouvellement',
    nom: 'Acte de renouvellement de concession',
    entity: 'procedure',
    description: 'Acte renouvelant la concession au tarif en vigueur à l’échéance (CGCT L2223-15).',
    signatures: ['Le Maire', 'Le(s) concessionnaire(s)'],
    body:
      MAIRE +
      p('Vu le Code général des collectivités territoriales, notamment ses articles L2223-13 à L2223-15 ;', 'Vu la demande de renouvellement présentée par le(s) titulaire(s) ;') +
      HOLDERS +
      CONCESSION +
      h('Renouvelle la concession') +
      p(
        'Pour une durée de {{etape.nouvelleDuree}} ans à compter de la date d’échéance du {{etape.ancienneDateFin}}{% if etape.nouvelleDateFin exist %} jusqu’au {{etape.nouvelleDateFin}}{% endif %}.',
        'Prix : {{etape.prix}}, au tarif en vigueur à la date d’échéance.',
      ) +
      FAIT,
  },
  {
    slug: 'acte-conversion',
    nom: 'Acte de conversion de concession',
    entity: 'procedure',
    description: 'Conversion en concession de plus longue durée (CGCT L2223-16).',
    signatures: ['Le Maire', 'Le(s) concessionnaire(s)'],
    body:
      MAIRE +
      p('Vu le Code général des collectivités territoriales, notamment son article L2223-16 ;', 'Vu la demande de conversion présentée par le(s) titulaire(s) ;') +
      HOLDERS +
      CONCESSION +
      h('Convertit la concession') +
      p(
        'En concession de {{etape.nouvelleDuree}} ans à compter du {{etape.dateConversion}}{% if etape.nouvelleDateEcheance exist %} jusqu’au {{etape.nouvelleDateEcheance}}{% endif %}.',
        'Prix de la nouvelle durée : {{etape.prixNouvelleDuree}} ; valeur du temps restant à courir déduite : {{etape.prorataTemporisSoustrait}}.',
        'Montant à payer : {{etape.montantAPayer}}.',
      ) +
      FAIT,
  },
  {
    slug: 'acte-donation',
    nom: 'Acte de substitution (donation de concession)',
    entity: 'procedure',
    description: 'Substitution du bénéficiaire d’une donation notariée au titulaire.',
    signatures: ['Le Maire', 'Le donateur', 'Le bénéficiaire'],
    body:
      MAIRE +
      p('Vu le Code civil, notamment son article 931 ;', 'Vu l’acte notarié de donation du {{etape.dateActe}} reçu par {{etape.notaire}} ;') +
      CONCESSION +
      HOLDERS +
      h('Substitution') +
      p('Le bénéficiaire de la donation est substitué au donateur dans ses droits sur la concession désignée ci-dessus, en qualité de {{etape.typeDeContact}}.', 'Acte de substitution signé le {{etape.dateSignature}}.') +
      FAIT,
  },
  {
    slug: 'acte-retrocession',
    nom: 'Acte de rétrocession de concession',
    entity: 'procedure',
    description: 'Rétrocession à la commune d’une concession vide de tout corps.',
    signatures: ['Le Maire', 'Le titulaire'],
    body:
      MAIRE +
      p('Vu le Code général des collectivités territoriales ;', 'Vu la délibération du conseil municipal acceptant la rétrocession ;', 'Vu la demande présentée par le titulaire de la concession, vide de tout corps ;') +
      HOLDERS +
      CONCESSION +
      h('Accepte la rétrocession à la commune') +
      p('Date de rétrocession : {{etape.dateRetrocession}}.', 'Prix de la concession initiale : {{etape.prixConcessionInitiale}}.', 'Montant à rembourser : {{etape.montantRembourser}}.') +
      FAIT,
  },
  {
    slug: 'arrete-reprise-non-renouvellement',
    nom: 'Arrêté municipal de reprise pour non renouvellement',
    entity: 'procedure',
    description: 'Reprise d’une concession non renouvelée deux ans après son échéance (CGCT L2223-15, L2223-4).',
    body:
      MAIRE +
      p(
        'Vu le Code général des collectivités territoriales, notamment ses articles L2223-4 et L2223-15 ;',
        'Considérant que la concession ci-dessous est arrivée à échéance le {{concession.dateFin}} et n’a pas été renouvelée dans les deux années suivantes ;',
      ) +
      CONCESSION +
      h('Arrête{% if etape.numeroArrete exist %} (arrêté n° {{etape.numeroArrete}}){% endif %}') +
      p(
        'Article 1 : la commune reprend le terrain de la concession désignée ci-dessus.',
        'Article 2 : les restes des défunts seront déposés à l’ossuaire communal ou, à défaut d’opposition connue, crématisés et dispersés au Jardin du souvenir ; leurs noms seront inscrits au registre de l’ossuaire (L2223-4).',
        'Article 3 : les monuments et emblèmes funéraires non enlevés reviennent à la commune.',
      ) +
      FAIT,
  },
  {
    slug: 'autorisation-reprise-non-renouvellement',
    nom: 'Autorisation de dépôt à l’ossuaire ou de dispersion',
    entity: 'procedure',
    description: 'Destination des restes après la reprise (CGCT L2223-4).',
    body: MAIRE + p('Vu le Code général des collectivités territoriales, notamment son article L2223-4 ;', 'Vu l’arrêté municipal de reprise de la concession ci-dessous ;') + CONCESSION + h('Défunts concernés') + p('{{defunts}}') + h('Autorise') + p('Le dépôt des restes à l’ossuaire ou leur dispersion, le {{etape.dateDepot}}.') + FAIT,
  },
  {
    slug: 'acte-notoriete-abandon',
    nom: 'Acte de notoriété',
    entity: 'procedure',
    description: 'Acte établissant l’existence de la concession dont l’acte est perdu (CGCT R2223-14).',
    body: MAIRE + p('Vu le Code général des collectivités territoriales, notamment son article R2223-14 ;', 'Considérant que l’acte de concession de la sépulture désignée ci-dessous n’a pu être retrouvé ;') + CONCESSION + p('Il est établi par le présent acte que la sépulture a le caractère d’une concession funéraire depuis plus de trente ans.') + FAIT,
  },
  {
    slug: 'convocation-constat-abandon',
    nom: 'Lettre de convocation au constat d’abandon',
    entity: 'procedure',
    courrier: true,
    description: 'Convocation des titulaires au constat, un mois à l’avance, par lettre recommandée (CGCT R2223-13).',
    body:
      p('Objet : constat d’état d’abandon — concession n° {{concession.numero}}') +
      LETTER_OPENING +
      p(
        'En application des articles L2223-17 et R2223-13 du Code général des collectivités territoriales, je vous informe qu’il sera procédé au constat de l’état d’abandon de la concession n° {{concession.numero}} ({{emplacement.libelle}}, {{cimetiere.nom}}) le {{etape.dateHeurePV1}}.',
        'Vous êtes invité(e) à assister à ce constat ou à vous y faire représenter.',
      ) +
      LETTER_CLOSING +
      FAIT,
  },
  {
    slug: 'pv-constat-abandon',
    nom: 'Procès-verbal de constat d’abandon',
    entity: 'procedure',
    description: 'Procès-verbal dressé sur place par le maire (CGCT R2223-13, R2223-15).',
    body: MAIRE + p('Vu le Code général des collectivités territoriales, notamment ses articles L2223-17, R2223-13 et R2223-15 ;') + CONCESSION + h('Constate') + p('que la concession désignée ci-dessus se trouve en état d’abandon.') + FAIT,
  },
  ...[
    ['certificat-affichage-avis', "Certificat d'affichage de l'avis de constat"],
    ['certificat-affichage-pv1-1', "Certificat d'affichage du premier procès-verbal (1/3)"],
    ['certificat-affichage-pv1-2', "Certificat d'affichage du premier procès-verbal (2/3)"],
    ['certificat-affichage-pv1-3', "Certificat d'affichage du premier procès-verbal (3/3)"],
    ['certificat-affichage-avis-2', "Certificat d'affichage de l'avis du second constat"],
    ['certificat-affichage-pv2', "Certificat d'affichage du second procès-verbal"],
  ].map(
    ([slug, nom]): DefaultSpec => ({
      slug: slug!,
      nom: nom!,
      entity: 'procedure',
      description: 'Certificat du maire attestant l’affichage à la mairie et à la porte du cimetière (CGCT R2223-16).',
      body: MAIRE + p('Certifie, en application de l’article R2223-16 du Code général des collectivités territoriales, que le document relatif à la concession désignée ci-dessous a été affiché à la porte de la mairie et à l’entrée du cimetière pendant au moins un mois.') + CONCESSION + FAIT,
    }),
  ),
  {
    slug: 'convocation-second-constat',
    nom: 'Lettre de convocation au second constat d’abandon',
    entity: 'procedure',
    courrier: true,
    description: 'Convocation au second constat, un an après la publicité du premier procès-verbal (trois ans pour une procédure ouverte avant le décret 2022-1127) (CGCT L2223-17, R2223-18).',
    body:
      p('Objet : second constat d’état d’abandon — concession n° {{concession.numero}}') +
      LETTER_OPENING +
      p(
        'Le délai légal qui suit la publicité du premier procès-verbal de constat, soit {{procedure.delaiSecondConstat}} ({{procedure.regime}}), étant écoulé, et en application des articles L2223-17 et R2223-18 du Code général des collectivités territoriales, il sera procédé à un second constat de l’état d’abandon de la concession n° {{concession.numero}} le {{etape.dateHeurePV2}}.',
        'Vous êtes invité(e) à assister à ce constat ou à vous y faire représenter.',
      ) +
      LETTER_CLOSING +
      FAIT,
  },
  {
    slug: 'deliberation-reprise-abandon',
    nom: 'Délibération du conseil municipal : reprise des concessions en état d’abandon',
    entity: 'procedure',
    description: 'Le conseil municipal décide la reprise (CGCT L2223-17, R2223-18).',
    signatures: ['Le Maire'],
    body: p('Le conseil municipal de la commune de {{mairie.commune}},', 'Vu le Code général des collectivités territoriales, notamment ses articles L2223-17 et R2223-18 ;', 'Vu les procès-verbaux constatant l’état d’abandon de la concession désignée ci-dessous ;') + CONCESSION + h('Décide') + p('la reprise par la commune de la concession désignée ci-dessus et autorise le maire à prendre l’arrêté de reprise.') + FAIT,
  },
  {
    slug: 'arrete-reprise-abandon',
    nom: 'Arrêté municipal de reprise de concession en état d’abandon',
    entity: 'procedure',
    description: 'Arrêté de reprise, publié et notifié (CGCT L2223-17, R2223-19).',
    body: MAIRE + p('Vu le Code général des collectivités territoriales, notamment ses articles L2223-17, R2223-18 et R2223-19 ;', 'Vu la délibération du conseil municipal ;') + CONCESSION + h('Arrête') + p('Article 1 : la concession désignée ci-dessus est reprise par la commune.', 'Article 2 : le présent arrêté sera publié et notifié dans les conditions de l’article R2223-19.') + FAIT,
  },
];

/** A default's id: stable, so a personalised copy and the default are told apart by `parDefaut`. */
export const defaultTemplateId = (slug: string) => `defaut:${slug}`;

export const DEFAULT_TEMPLATES: readonly TemplateDocument[] = SPECS.map((s) => ({
  id: defaultTemplateId(s.slug),
  slug: s.slug,
  nom: s.nom,
  nomInterne: s.slug,
  description: s.description,
  type: 'documents',
  actif: true,
  canal: 'contenu',
  apercu: true,
  content: { pdf: s.body },
  notifieQui: s.courrier ? ['concessionnaires'] : [],
  champsEntite: [s.entity ?? 'concession'],
  hooks: [],
  relatedDocuments: [],
  documentStatiques: [],
  moredata: JSON.stringify({ courrier: s.courrier === true, signatures: s.signatures ?? ['Le Maire'] }),
  parDefaut: true,
  updatedAt: null,
}));

/** The templates a municipality sees: the defaults, each replaced by its own copy, then its own new ones. */
export function effectiveTemplates(own: readonly TemplateDocument[]): TemplateDocument[] {
  const bySlug = new Map(own.map((t) => [t.slug, t]));
  const merged = DEFAULT_TEMPLATES.map((d) => bySlug.get(d.slug) ?? d);
  const defaults = new Set(DEFAULT_TEMPLATES.map((d) => d.slug));
  return [...merged, ...own.filter((t) => !defaults.has(t.slug))];
}

export function findTemplate(all: readonly TemplateDocument[], slug: string): TemplateDocument | null {
  return all.find((t) => t.slug === slug && t.actif) ?? null;
}
