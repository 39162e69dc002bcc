/**
 * The articles of law the product relies on: those checked in LAW.md (CGCT as in force in 2026, after the 3DS
 * law), and the general articles on the police of cemeteries, concessions and funeral operations that the
 * resource library's guides cite (issue 28), with what each says in one line. The FAQ may cite only these (tests/domain/aide.test.ts),
 * and the resource library links each to its public text on Légifrance.
 */
export interface LegalArticle {
  /** As written in the texts: 'L2223-15', 'R2223-12', 'Code civil 931'. */
  numero: string;
  code: 'CGCT' | 'Code civil';
  objet: string;
}

export const LEGAL_ARTICLES: readonly LegalArticle[] = [
  { numero: 'L2213-8', code: 'CGCT', objet: 'Le maire assure la police des funérailles et des cimetières' },
  { numero: 'L2213-24', code: 'CGCT', objet: 'Monuments funéraires menaçant ruine : procédure de péril du code de la construction' },
  { numero: 'L2223-1', code: 'CGCT', objet: 'Cimetières et site cinéraire obligatoire dans les communes de 2 000 habitants et plus' },
  { numero: 'L2223-2', code: 'CGCT', objet: 'Registre des personnes dont les cendres sont dispersées au jardin du souvenir' },
  { numero: 'L2223-3', code: 'CGCT', objet: 'Droit à une sépulture dans le cimetière de la commune' },
  { numero: 'L2223-4', code: 'CGCT', objet: 'Ossuaire et devenir des restes exhumés' },
  { numero: 'L2223-13', code: 'CGCT', objet: 'Concessions : terrains concédés pour fonder une sépulture, caveaux et monuments' },
  { numero: 'L2223-14', code: 'CGCT', objet: 'Catégories de concessions : temporaires (15 ans au plus), trentenaires, cinquantenaires, perpétuelles' },
  { numero: 'L2223-15', code: 'CGCT', objet: 'Concessions temporaires : renouvellement et retour à la commune deux ans après l’échéance' },
  { numero: 'L2223-16', code: 'CGCT', objet: 'Conversion d’une concession en concession de plus longue durée' },
  { numero: 'L2223-17', code: 'CGCT', objet: 'Reprise des concessions en état d’abandon' },
  { numero: 'L2223-18-2', code: 'CGCT', objet: 'Destination des cendres après la crémation' },
  { numero: 'L2223-18-3', code: 'CGCT', objet: 'Destination des cendres et déclaration de la dispersion en pleine nature' },
  { numero: 'L2542-27', code: 'CGCT', objet: 'Alsace-Moselle : reprise exceptionnelle de concessions accordées avant le 11 novembre 1918 à des personnes de nationalité allemande au 22 janvier 1949 ayant quitté la France' },
  { numero: 'R2213-31', code: 'CGCT', objet: 'Toute inhumation est autorisée par le maire de la commune du lieu d’inhumation' },
  { numero: 'R2213-40', code: 'CGCT', objet: 'Exhumation : demande du plus proche parent, autorisation du maire' },
  { numero: 'R2213-42', code: 'CGCT', objet: 'Exhumation en présence d’un parent ou d’un mandataire de la famille' },
  { numero: 'R2223-5', code: 'CGCT', objet: 'Terrain commun : délai de rotation de cinq ans' },
  { numero: 'R2223-12', code: 'CGCT', objet: 'Conditions de la reprise pour état d’abandon (30 ans, 10 ans sans inhumation)' },
  { numero: 'R2223-13', code: 'CGCT', objet: 'Constat d’abandon : convocation des familles un mois avant' },
  { numero: 'R2223-14', code: 'CGCT', objet: 'Contenu du procès-verbal de constat et acte de notoriété' },
  { numero: 'R2223-15', code: 'CGCT', objet: 'Notification du procès-verbal avec mise en demeure' },
  { numero: 'R2223-16', code: 'CGCT', objet: 'Affichage des extraits du procès-verbal et certificat d’affichage' },
  { numero: 'R2223-17', code: 'CGCT', objet: 'Liste des concessions en état d’abandon' },
  { numero: 'R2223-18', code: 'CGCT', objet: 'Second constat après un an, saisine du conseil municipal' },
  { numero: 'R2223-19', code: 'CGCT', objet: 'Arrêté de reprise exécutoire après publication et notification' },
  { numero: 'R2223-20', code: 'CGCT', objet: 'Enlèvement des monuments trente jours après l’arrêté' },
  { numero: 'R2223-22', code: 'CGCT', objet: 'Protection des sépultures « Mort pour la France » pendant 50 ans' },
  { numero: 'R2223-23', code: 'CGCT', objet: 'Pas de reprise d’une sépulture entretenue par la commune à la suite d’un legs ou d’une donation' },
  { numero: 'Code civil 931', code: 'Code civil', objet: 'Forme notariée des donations (donation d’une concession)' },
];

/** Légifrance identifiers of the two codes (LEGITEXT). */
const LEGITEXT = { CGCT: 'LEGITEXT000006070633', 'Code civil': 'LEGITEXT000006070721' } as const;

/**
 * The public text of an article on Légifrance: the site's search inside the code, by article number, which
 * always leads to the version in force (a direct LEGIARTI link changes with each new version of the article).
 */
export function legifranceUrl(article: LegalArticle): string {
  const numero = article.code === 'Code civil' ? article.numero.replace('Code civil ', '') : article.numero;
  const params = { tab_selection: 'code', searchField: 'NUM_ARTICLE', query: numero, typeRecherche: 'date', cidText: LEGITEXT[article.code] };
  const query = Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `https://www.legifrance.gouv.fr/search/code?${query}`;
}

/** The articles a French text cites, as 'L2223-15' (accepts 'L. 2223-15' and 'article 931 du Code civil'). */
export function citedArticles(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b([LR])\.?\s?(\d{4}-\d+(?:-\d+)?)/g)) found.add(`${m[1] ?? ''}${m[2] ?? ''}`);
  for (const m of text.matchAll(/article\s+(\d+)\s+du\s+Code civil/gi)) found.add(`Code civil ${m[1] ?? ''}`);
  return [...found];
}
