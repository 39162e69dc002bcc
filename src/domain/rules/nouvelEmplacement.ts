import { TYPES_OCCUPATION, type TypeOccupation } from '../constants/locationTypes';
import { parseSurface } from './surface';

/**
 * The plot creation form (/ajout-emplacement, spec 000 §1 routes, spec 001 §2 routes and §3 Emplacement): the
 * plot's own fields (carré, allée, numéro, libellé, type of occupation, surface, pre-reservation, zone, address,
 * notes). The spec shows no content for this screen; its fields are those of the entity, and its rules those of
 * the plot modification form plus the one that makes a plot findable: no two live plots of one cemetery share
 * the same carré, allée and numéro. Shared by the form (against the replica) and the mutation (on the server).
 */

export const MSG_NUMERO_REQUIRED = 'Le numéro de l’emplacement est obligatoire.';
export const MSG_TYPE_REQUIRED = 'Choisissez le type de l’emplacement.';
export const MSG_SURFACE_INVALID = 'La surface doit être un nombre de m² (virgule ou point).';
export const MSG_PLOT_DUPLICATE = 'Un emplacement porte déjà ce carré, cette allée et ce numéro dans ce cimetière.';

/** Labels of the map's occupation kinds (TYPES_OCCUPATION), as the form offers them. */
export const TYPE_OCCUPATION_LABELS: Record<TypeOccupation, string> = {
  concession: 'Concession',
  colombarium: 'Colombarium',
  jardin: 'Jardin du souvenir',
  ossuaire: 'Ossuaire',
  terrain_commun: 'Terrain commun',
  equipement: 'Équipement',
};

export function isTypeOccupation(value: unknown): value is TypeOccupation {
  return typeof value === 'string' && (TYPES_OCCUPATION as readonly string[]).includes(value);
}

/** Where a plot is on the ground. */
export interface PlotPlace {
  carre: string | null;
  allee: string | null;
  numero: string | null;
}

/** 'B ', 'b' and 'B' name the same carré: compare trimmed, case and accents folded, inner spaces collapsed. */
function fold(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** True when both places name the same carré, allée and numéro (an empty carré equals an empty carré). */
export function samePlace(a: PlotPlace, b: PlotPlace): boolean {
  return fold(a.carre) === fold(b.carre) && fold(a.allee) === fold(b.allee) && fold(a.numero) === fold(b.numero);
}

/** The first live plot (not `exceptId`) at the same place, or undefined. */
export function findPlotAt<P extends PlotPlace & { id: string; deletedAt?: string | null }>(
  plots: readonly P[],
  place: PlotPlace,
  exceptId?: string,
): P | undefined {
  return plots.find((p) => !p.deletedAt && p.id !== exceptId && samePlace(p, place));
}

/** What the form holds: text as typed. */
export interface NouvelEmplacementInput {
  carre: string;
  allee: string;
  numero: string;
  libelle: string;
  typeOccupation: string;
  surface: string;
  preReservation: boolean;
  zone: string;
  adresse: string;
  notes: string;
}

export const EMPTY_NOUVEL_EMPLACEMENT: NouvelEmplacementInput = {
  carre: '', allee: '', numero: '', libelle: '', typeOccupation: 'concession', surface: '', preReservation: false, zone: '', adresse: '', notes: '',
};

export type NouvelEmplacementErrors = Partial<Record<keyof NouvelEmplacementInput, string>>;

/** The fields as the mutation `emplacement.add` takes them: empty text as null, the surface in m². */
export interface NouvelEmplacementArgs {
  carre: string | null;
  allee: string | null;
  numero: string;
  libelle: string | null;
  typeOccupation: TypeOccupation;
  surface: number | null;
  preReservation: boolean;
  zone: string | null;
  adresse: string | null;
  notes: string | null;
}

const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim().replace(/\s+/g, ' '));

/**
 * Checks the form against the cemetery's plots: numéro and type required, a surface that reads as m² when given,
 * and no other live plot at the same carré, allée and numéro. Returns the errors by field, or the mutation's args.
 */
export function checkNouvelEmplacement(
  input: NouvelEmplacementInput,
  plots: ReadonlyArray<PlotPlace & { id: string; deletedAt?: string | null }>,
): { ok: true; args: NouvelEmplacementArgs } | { ok: false; errors: NouvelEmplacementErrors } {
  const errors: NouvelEmplacementErrors = {};
  const numero = orNull(input.numero);
  if (!numero) errors.numero = MSG_NUMERO_REQUIRED;
  if (!isTypeOccupation(input.typeOccupation)) errors.typeOccupation = MSG_TYPE_REQUIRED;
  const surface = input.surface.trim() === '' ? null : parseSurface(input.surface);
  if (input.surface.trim() !== '' && surface === null) errors.surface = MSG_SURFACE_INVALID;
  const place = { carre: orNull(input.carre), allee: orNull(input.allee), numero };
  if (numero && findPlotAt(plots, place)) errors.numero = MSG_PLOT_DUPLICATE;
  if (!numero || !isTypeOccupation(input.typeOccupation) || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    args: {
      ...place,
      numero,
      libelle: orNull(input.libelle),
      typeOccupation: input.typeOccupation,
      surface,
      preReservation: input.preReservation,
      zone: orNull(input.zone),
      adresse: orNull(input.adresse),
      notes: input.notes.trim() === '' ? null : input.notes.trim(),
    },
  };
}
