/**
 * The placeholders the editor's side list offers (issue 17), by group, with what each reads as. The keys are
 * those of templateValues (values.ts); a test checks that both lists agree.
 */
export interface PlaceholderGroup {
  label: string;
  items: Array<{ property: string; label: string; list?: boolean }>;
}

export const TEMPLATE_ENTITIES = ['concession', 'defunt', 'procedure'] as const;
export type TemplateEntity = (typeof TEMPLATE_ENTITIES)[number];
export const TEMPLATE_ENTITY_LABELS: Record<TemplateEntity, string> = { concession: 'Concession', defunt: 'Défunt', procedure: 'Étape de procédure' };

const person = (prefix: string) => [
  { property: `${prefix}.nomComplet`, label: 'Civilité, prénom et nom' },
  { property: `${prefix}.civilite`, label: 'Civilité (Madame, Monsieur ; vide si non renseignée)' },
  { property: `${prefix}.prenom`, label: 'Prénom' },
  { property: `${prefix}.nom`, label: 'Nom' },
  { property: `${prefix}.adresse`, label: 'Adresse' },
  { property: `${prefix}.codePostal`, label: 'Code postal' },
  { property: `${prefix}.commune`, label: 'Commune' },
  { property: `${prefix}.email`, label: 'E-mail' },
  { property: `${prefix}.qualite`, label: 'Qualité (Concessionnaire…)' },
];

export const PLACEHOLDER_GROUPS: PlaceholderGroup[] = [
  {
    label: 'Concession',
    items: [
      { property: 'concession.numero', label: 'Numéro' },
      { property: 'concession.famille', label: 'Famille' },
      { property: 'concession.type', label: 'Type' },
      { property: 'concession.typeConcession', label: 'Type de concession' },
      { property: 'concession.duree', label: 'Durée' },
      { property: 'concession.perpetuelle', label: 'Perpétuelle (oui, non)' },
      { property: 'concession.dateDebut', label: 'Date de début' },
      { property: 'concession.dateFin', label: 'Date de fin' },
      { property: 'concession.dateFinLongue', label: 'Date de fin en lettres' },
      { property: 'concession.nbPlaces', label: 'Nombre de places' },
      { property: 'concession.prix', label: 'Prix' },
    ],
  },
  {
    label: 'Emplacement',
    items: [
      { property: 'emplacement.libelle', label: 'Désignation' },
      { property: 'emplacement.carre', label: 'Carré' },
      { property: 'emplacement.allee', label: 'Allée' },
      { property: 'emplacement.numero', label: 'Numéro' },
      { property: 'emplacement.surface', label: 'Surface' },
    ],
  },
  {
    label: 'Concessionnaires',
    items: [
      { property: 'concessionnaires', label: 'Les concessionnaires vivants', list: true },
      { property: 'concessionnaires.nombre', label: 'Nombre de concessionnaires vivants' },
      { property: 'concessionnairesDecedes', label: 'Les concessionnaires décédés, marqués « (décédé) »', list: true },
      ...person('concessionnaire').map((i) => ({ ...i, label: `Titulaire vivant : ${i.label.toLowerCase()}` })),
    ],
  },
  {
    label: 'Destinataire du courrier',
    items: [
      { property: 'destinataires', label: 'Tous les destinataires : les titulaires vivants, sinon les ayants droit', list: true },
      { property: 'destinataires.nombre', label: 'Nombre de destinataires' },
      { property: 'destinataire.titulaire', label: '« oui » quand le destinataire est titulaire (vide pour un ayant droit)' },
      { property: 'destinataire.appel', label: 'Formule d’appel (Madame, Monsieur, ou « Madame, Monsieur » si la civilité n’est pas renseignée)' },
      ...person('destinataire'),
    ],
  },
  {
    label: 'Défunts',
    items: [
      { property: 'defunts', label: 'Tous les défunts présents', list: true },
      { property: 'defunts.nombre', label: 'Nombre de défunts' },
      { property: 'defunt.civilite', label: 'Défunt du document (sinon le premier) : civilité (vide si non renseignée)' },
      { property: 'defunt.nomComplet', label: 'Défunt du document (sinon le premier) : nom' },
      { property: 'defunt.ne', label: 'Défunt du document (sinon le premier) : « né », « née » ou « né(e) » selon la civilité' },
      { property: 'defunt.decede', label: 'Défunt du document (sinon le premier) : « décédé », « décédée » ou « décédé(e) » selon la civilité' },
      { property: 'defunt.dateNaissance', label: 'Défunt du document (sinon le premier) : date de naissance (12/03/1932, 03/1932 ou 1932)' },
      { property: 'defunt.dateNaissancePhrase', label: 'Défunt du document (sinon le premier) : naissance « le 12/03/1932 », « en mars 1932 » ou « en 1932 »' },
      { property: 'defunt.dateDeces', label: 'Défunt du document (sinon le premier) : date de décès (12/03/1987, 03/1987 ou 1987)' },
      { property: 'defunt.dateDecesPhrase', label: 'Défunt du document (sinon le premier) : décès « le 12/03/1987 », « en mars 1987 » ou « en 1987 »' },
    ],
  },
  {
    label: 'Mairie et maire',
    items: [
      { property: 'mairie.commune', label: 'Commune' },
      { property: 'mairie.adresse', label: 'Adresse de la mairie' },
      { property: 'mairie.codePostal', label: 'Code postal' },
      { property: 'mairie.ville', label: 'Ville' },
      { property: 'mairie.telephone', label: 'Téléphone' },
      { property: 'mairie.email', label: 'E-mail' },
      { property: 'maire.nomComplet', label: 'Le maire' },
      { property: 'maire.civilite', label: 'Civilité du maire' },
    ],
  },
  {
    label: 'Cimetière',
    items: [
      { property: 'cimetiere.nom', label: 'Nom' },
      { property: 'cimetiere.adresse', label: 'Adresse' },
      { property: 'cimetiere.ville', label: 'Ville' },
    ],
  },
  {
    label: 'Procédure',
    items: [
      { property: 'procedure.type', label: 'Procédure' },
      { property: 'procedure.etape', label: "Numéro d'étape" },
      { property: 'procedure.delaiSecondConstat', label: 'Reprise pour abandon : délai avant le second constat selon le régime (« un an », « trois ans » avant le décret 2022-1127)' },
      { property: 'procedure.regime', label: 'Reprise pour abandon : régime de la procédure' },
      { property: 'etape.dateCourrier', label: 'Étape : date du courrier' },
      { property: 'etape.nouvelleDuree', label: 'Étape : nouvelle durée' },
      { property: 'etape.nouvelleDateFin', label: 'Étape : nouvelle date de fin' },
      { property: 'etape.prix', label: 'Étape : prix' },
      { property: 'etape.montantAPayer', label: 'Étape : montant à payer' },
      { property: 'etape.dateArrete', label: "Étape : date de l'arrêté" },
      { property: 'etape.numeroArrete', label: "Étape : numéro de l'arrêté" },
    ],
  },
  {
    label: 'Dates',
    items: [
      { property: 'date.aujourdhui', label: "Date du jour" },
      { property: 'date.aujourdhuiLong', label: 'Date du jour en lettres' },
      { property: 'date.annee', label: 'Année' },
    ],
  },
];

/** The groups offered for a template's entity: a deceased's document has no procedure step. */
export function placeholderGroupsFor(entity: TemplateEntity): PlaceholderGroup[] {
  return entity === 'procedure' ? PLACEHOLDER_GROUPS : PLACEHOLDER_GROUPS.filter((g) => g.label !== 'Procédure');
}
