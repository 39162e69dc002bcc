/**
 * Kinds of plot occupation (spec 001 §3 Location.type, 002 §3). They are also the kinds of
 * concession row: the type lives on the location, the plot keeps `typeOccupation` for the map.
 */
export const LOCATION_TYPES = [
  'Concession',
  'Enfeu',
  'Cavurne',
  'Colombarium',
  'Terrain commun',
  'Caveau',
  'Jardin du souvenir',
  'Ossuaire',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export function isLocationType(value: unknown): value is LocationType {
  return typeof value === 'string' && (LOCATION_TYPES as readonly string[]).includes(value);
}

/**
 * Commune equipment rather than a grant to a family: the sheet shows them 'En cours' whatever their dates,
 * and says that no procedure is possible (spec 001 §2 plot sheet, §4 list reading).
 */
export const EQUIPMENT_TYPES = ['Jardin du souvenir', 'Ossuaire'] as const satisfies readonly LocationType[];

/** Types found by the quick filter 'Equipements / Terrain commun' (spec 001 §2 concessions screen). */
export const EQUIPMENT_OR_COMMON_TYPES = [
  'Jardin du souvenir',
  'Ossuaire',
  'Caveau',
  'Terrain commun',
] as const satisfies readonly LocationType[];

/** Types that carry a full concession sheet and the six procedures (spec 001 §2 "Other types"). */
export const GRANTED_TYPES = ['Concession', 'Enfeu', 'Cavurne', 'Colombarium'] as const satisfies readonly LocationType[];

/**
 * The plot-type filter offers its own labels (spec 001 §9), mapped here to the stored type:
 * 'Jardin du Souvenir' (capital S) and 'Caveau provisoire / dépositoire' are shown, 'Jardin du souvenir'
 * and 'Caveau' are stored.
 */
export const PLOT_TYPE_FILTERS: ReadonlyArray<{ label: string; type: LocationType }> = [
  { label: 'Concession', type: 'Concession' },
  { label: 'Colombarium', type: 'Colombarium' },
  { label: 'Cavurne', type: 'Cavurne' },
  { label: 'Jardin du Souvenir', type: 'Jardin du souvenir' },
  { label: 'Ossuaire', type: 'Ossuaire' },
  { label: 'Caveau provisoire / dépositoire', type: 'Caveau' },
  { label: 'Terrain commun', type: 'Terrain commun' },
  { label: 'Enfeu', type: 'Enfeu' },
];

/** Concession kinds (spec 001 §3; Honorifique and Non défini appear in the assignment form). */
export const TYPES_CONCESSION = ['Familiale', 'Collective', 'Individuelle', 'Honorifique', 'Non défini'] as const;
export type TypeConcession = (typeof TYPES_CONCESSION)[number];

/**
 * What the exclusion list means for each concession kind (spec 001 §4 plot assignment):
 * Familiale lists persons excluded from burial rights, Collective the persons authorised,
 * Individuelle the one authorised person; the others have no list.
 */
export const EXCLUS_MEANING: Record<TypeConcession, 'exclus' | 'autorises' | 'unique' | null> = {
  Familiale: 'exclus',
  Collective: 'autorises',
  Individuelle: 'unique',
  Honorifique: null,
  'Non défini': null,
};

/** Plot occupation kinds used by the map (spec 001 §3: 'jardin' is one); free text beyond these. */
export const TYPES_OCCUPATION = ['concession', 'jardin', 'ossuaire', 'colombarium', 'equipement', 'terrain_commun'] as const;
export type TypeOccupation = (typeof TYPES_OCCUPATION)[number];

/** Plot état filter values (spec 001 §4 Filter values). */
export const ETAT_EMPLACEMENT = { libre: 1, occupe: 3 } as const;

/** Plot types that have a price list (spec 000 §3 Tarif; default Concession). */
export const TARIF_TYPES = ['Concession', 'Colombarium', 'Enfeu', 'Cavurne'] as const satisfies readonly LocationType[];
export type TarifType = (typeof TARIF_TYPES)[number];
