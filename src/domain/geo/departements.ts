/**
 * The départements of France (metropolitan and overseas) with the place of their préfecture, to tell how far a
 * GIS layer lies from the commune whose postal code the town hall gives (issue 26). A postal code's first two
 * digits name the département (three for the overseas ones, 971 to 976; Corsica's 20 is 2A below 20200, 2B from
 * it). Coordinates are the préfecture towns' centres, to a hundredth of a degree (about a kilometre): the check
 * that reads them allows a hundred times more.
 */
export interface Departement {
  code: string;
  nom: string;
  /** 'du Finistère', 'de l’Ain': the département after 'préfecture'. */
  de: string;
  prefecture: string;
  lat: number;
  lon: number;
}

type Entry = [code: string, nom: string, de: string, prefecture: string, lat: number, lon: number];

const ENTRIES: readonly Entry[] = [
  ['01', 'Ain', 'de l’Ain', 'Bourg-en-Bresse', 46.21, 5.23],
  ['02', 'Aisne', 'de l’Aisne', 'Laon', 49.56, 3.62],
  ['03', 'Allier', 'de l’Allier', 'Moulins', 46.57, 3.33],
  ['04', 'Alpes-de-Haute-Provence', 'des Alpes-de-Haute-Provence', 'Digne-les-Bains', 44.09, 6.24],
  ['05', 'Hautes-Alpes', 'des Hautes-Alpes', 'Gap', 44.56, 6.08],
  ['06', 'Alpes-Maritimes', 'des Alpes-Maritimes', 'Nice', 43.71, 7.26],
  ['07', 'Ardèche', 'de l’Ardèche', 'Privas', 44.74, 4.6],
  ['08', 'Ardennes', 'des Ardennes', 'Charleville-Mézières', 49.77, 4.72],
  ['09', 'Ariège', 'de l’Ariège', 'Foix', 42.97, 1.61],
  ['10', 'Aube', 'de l’Aube', 'Troyes', 48.3, 4.07],
  ['11', 'Aude', 'de l’Aude', 'Carcassonne', 43.21, 2.35],
  ['12', 'Aveyron', 'de l’Aveyron', 'Rodez', 44.35, 2.58],
  ['13', 'Bouches-du-Rhône', 'des Bouches-du-Rhône', 'Marseille', 43.3, 5.37],
  ['14', 'Calvados', 'du Calvados', 'Caen', 49.18, -0.37],
  ['15', 'Cantal', 'du Cantal', 'Aurillac', 44.93, 2.44],
  ['16', 'Charente', 'de la Charente', 'Angoulême', 45.65, 0.16],
  ['17', 'Charente-Maritime', 'de la Charente-Maritime', 'La Rochelle', 46.16, -1.15],
  ['18', 'Cher', 'du Cher', 'Bourges', 47.08, 2.4],
  ['19', 'Corrèze', 'de la Corrèze', 'Tulle', 45.27, 1.77],
  ['2A', 'Corse-du-Sud', 'de la Corse-du-Sud', 'Ajaccio', 41.92, 8.74],
  ['2B', 'Haute-Corse', 'de la Haute-Corse', 'Bastia', 42.7, 9.45],
  ['21', 'Côte-d’Or', 'de la Côte-d’Or', 'Dijon', 47.32, 5.04],
  ['22', 'Côtes-d’Armor', 'des Côtes-d’Armor', 'Saint-Brieuc', 48.51, -2.77],
  ['23', 'Creuse', 'de la Creuse', 'Guéret', 46.17, 1.87],
  ['24', 'Dordogne', 'de la Dordogne', 'Périgueux', 45.18, 0.72],
  ['25', 'Doubs', 'du Doubs', 'Besançon', 47.24, 6.02],
  ['26', 'Drôme', 'de la Drôme', 'Valence', 44.93, 4.89],
  ['27', 'Eure', 'de l’Eure', 'Évreux', 49.03, 1.15],
  ['28', 'Eure-et-Loir', 'd’Eure-et-Loir', 'Chartres', 48.45, 1.49],
  ['29', 'Finistère', 'du Finistère', 'Quimper', 48.0, -4.1],
  ['30', 'Gard', 'du Gard', 'Nîmes', 43.84, 4.36],
  ['31', 'Haute-Garonne', 'de la Haute-Garonne', 'Toulouse', 43.6, 1.44],
  ['32', 'Gers', 'du Gers', 'Auch', 43.65, 0.59],
  ['33', 'Gironde', 'de la Gironde', 'Bordeaux', 44.84, -0.58],
  ['34', 'Hérault', 'de l’Hérault', 'Montpellier', 43.61, 3.88],
  ['35', 'Ille-et-Vilaine', 'd’Ille-et-Vilaine', 'Rennes', 48.11, -1.68],
  ['36', 'Indre', 'de l’Indre', 'Châteauroux', 46.81, 1.69],
  ['37', 'Indre-et-Loire', 'd’Indre-et-Loire', 'Tours', 47.39, 0.68],
  ['38', 'Isère', 'de l’Isère', 'Grenoble', 45.19, 5.72],
  ['39', 'Jura', 'du Jura', 'Lons-le-Saunier', 46.67, 5.55],
  ['40', 'Landes', 'des Landes', 'Mont-de-Marsan', 43.89, -0.5],
  ['41', 'Loir-et-Cher', 'de Loir-et-Cher', 'Blois', 47.59, 1.34],
  ['42', 'Loire', 'de la Loire', 'Saint-Étienne', 45.44, 4.39],
  ['43', 'Haute-Loire', 'de la Haute-Loire', 'Le Puy-en-Velay', 45.04, 3.89],
  ['44', 'Loire-Atlantique', 'de la Loire-Atlantique', 'Nantes', 47.22, -1.55],
  ['45', 'Loiret', 'du Loiret', 'Orléans', 47.9, 1.91],
  ['46', 'Lot', 'du Lot', 'Cahors', 44.45, 1.44],
  ['47', 'Lot-et-Garonne', 'de Lot-et-Garonne', 'Agen', 44.2, 0.62],
  ['48', 'Lozère', 'de la Lozère', 'Mende', 44.52, 3.5],
  ['49', 'Maine-et-Loire', 'de Maine-et-Loire', 'Angers', 47.47, -0.55],
  ['50', 'Manche', 'de la Manche', 'Saint-Lô', 49.12, -1.09],
  ['51', 'Marne', 'de la Marne', 'Châlons-en-Champagne', 48.96, 4.36],
  ['52', 'Haute-Marne', 'de la Haute-Marne', 'Chaumont', 48.11, 5.14],
  ['53', 'Mayenne', 'de la Mayenne', 'Laval', 48.07, -0.77],
  ['54', 'Meurthe-et-Moselle', 'de Meurthe-et-Moselle', 'Nancy', 48.69, 6.18],
  ['55', 'Meuse', 'de la Meuse', 'Bar-le-Duc', 48.77, 5.16],
  ['56', 'Morbihan', 'du Morbihan', 'Vannes', 47.66, -2.76],
  ['57', 'Moselle', 'de la Moselle', 'Metz', 49.12, 6.18],
  ['58', 'Nièvre', 'de la Nièvre', 'Nevers', 46.99, 3.16],
  ['59', 'Nord', 'du Nord', 'Lille', 50.63, 3.06],
  ['60', 'Oise', 'de l’Oise', 'Beauvais', 49.43, 2.08],
  ['61', 'Orne', 'de l’Orne', 'Alençon', 48.43, 0.09],
  ['62', 'Pas-de-Calais', 'du Pas-de-Calais', 'Arras', 50.29, 2.78],
  ['63', 'Puy-de-Dôme', 'du Puy-de-Dôme', 'Clermont-Ferrand', 45.78, 3.09],
  ['64', 'Pyrénées-Atlantiques', 'des Pyrénées-Atlantiques', 'Pau', 43.3, -0.37],
  ['65', 'Hautes-Pyrénées', 'des Hautes-Pyrénées', 'Tarbes', 43.23, 0.08],
  ['66', 'Pyrénées-Orientales', 'des Pyrénées-Orientales', 'Perpignan', 42.7, 2.9],
  ['67', 'Bas-Rhin', 'du Bas-Rhin', 'Strasbourg', 48.57, 7.75],
  ['68', 'Haut-Rhin', 'du Haut-Rhin', 'Colmar', 48.08, 7.36],
  ['69', 'Rhône', 'du Rhône', 'Lyon', 45.76, 4.84],
  ['70', 'Haute-Saône', 'de la Haute-Saône', 'Vesoul', 47.62, 6.16],
  ['71', 'Saône-et-Loire', 'de Saône-et-Loire', 'Mâcon', 46.31, 4.83],
  ['72', 'Sarthe', 'de la Sarthe', 'Le Mans', 48.01, 0.2],
  ['73', 'Savoie', 'de la Savoie', 'Chambéry', 45.56, 5.92],
  ['74', 'Haute-Savoie', 'de la Haute-Savoie', 'Annecy', 45.9, 6.13],
  ['75', 'Paris', 'de Paris', 'Paris', 48.86, 2.35],
  ['76', 'Seine-Maritime', 'de la Seine-Maritime', 'Rouen', 49.44, 1.1],
  ['77', 'Seine-et-Marne', 'de Seine-et-Marne', 'Melun', 48.54, 2.66],
  ['78', 'Yvelines', 'des Yvelines', 'Versailles', 48.8, 2.13],
  ['79', 'Deux-Sèvres', 'des Deux-Sèvres', 'Niort', 46.32, -0.46],
  ['80', 'Somme', 'de la Somme', 'Amiens', 49.89, 2.3],
  ['81', 'Tarn', 'du Tarn', 'Albi', 43.93, 2.15],
  ['82', 'Tarn-et-Garonne', 'de Tarn-et-Garonne', 'Montauban', 44.02, 1.36],
  ['83', 'Var', 'du Var', 'Toulon', 43.12, 5.93],
  ['84', 'Vaucluse', 'de Vaucluse', 'Avignon', 43.95, 4.81],
  ['85', 'Vendée', 'de la Vendée', 'La Roche-sur-Yon', 46.67, -1.43],
  ['86', 'Vienne', 'de la Vienne', 'Poitiers', 46.58, 0.34],
  ['87', 'Haute-Vienne', 'de la Haute-Vienne', 'Limoges', 45.83, 1.26],
  ['88', 'Vosges', 'des Vosges', 'Épinal', 48.17, 6.45],
  ['89', 'Yonne', 'de l’Yonne', 'Auxerre', 47.8, 3.57],
  ['90', 'Territoire de Belfort', 'du Territoire de Belfort', 'Belfort', 47.64, 6.86],
  ['91', 'Essonne', 'de l’Essonne', 'Évry-Courcouronnes', 48.63, 2.44],
  ['92', 'Hauts-de-Seine', 'des Hauts-de-Seine', 'Nanterre', 48.89, 2.21],
  ['93', 'Seine-Saint-Denis', 'de la Seine-Saint-Denis', 'Bobigny', 48.91, 2.44],
  ['94', 'Val-de-Marne', 'du Val-de-Marne', 'Créteil', 48.79, 2.46],
  ['95', 'Val-d’Oise', 'du Val-d’Oise', 'Cergy', 49.04, 2.06],
  ['971', 'Guadeloupe', 'de la Guadeloupe', 'Basse-Terre', 16.0, -61.73],
  ['972', 'Martinique', 'de la Martinique', 'Fort-de-France', 14.6, -61.07],
  ['973', 'Guyane', 'de la Guyane', 'Cayenne', 4.94, -52.33],
  ['974', 'La Réunion', 'de La Réunion', 'Saint-Denis', -20.88, 55.45],
  ['976', 'Mayotte', 'de Mayotte', 'Mamoudzou', -12.78, 45.23],
];

export const DEPARTEMENTS: ReadonlyMap<string, Departement> = new Map(
  ENTRIES.map(([code, nom, de, prefecture, lat, lon]) => [code, { code, nom, de, prefecture, lat, lon }]),
);

/** Postal codes of the overseas collectivities that share a prefix with a département but are none (Saint-Barthélemy, Saint-Martin). */
const NOT_A_DEPARTEMENT = new Set(['97133', '97150']);

/** The département a French postal code belongs to, or null (malformed, Monaco's 980xx, an overseas collectivity). */
export function departementOfPostalCode(codePostal: string | null | undefined): Departement | null {
  const code = (codePostal ?? '').replace(/\s/g, '');
  if (!/^\d{5}$/.test(code) || NOT_A_DEPARTEMENT.has(code)) return null;
  if (code.startsWith('97')) return DEPARTEMENTS.get(code.slice(0, 3)) ?? null;
  if (code.startsWith('20')) return DEPARTEMENTS.get(Number(code) < 20200 ? '2A' : '2B') ?? null;
  return DEPARTEMENTS.get(code.slice(0, 2)) ?? null;
}
