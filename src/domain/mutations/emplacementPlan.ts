import { z } from 'zod';
import { defineMutation, readMany } from './types';
import { currentLocation, MSG_EMPLACEMENT_MISSING, optionalText, rowId, tombstone, updateRow } from './helpers';

/**
 * The plan's own mutations on plots (issue 4: map editor, SVG import, side panel delete). The plot form's
 * fields stay in emplacement.ts; here the shape on the plan, the creation of a drawn plot, and its delete.
 */

const coordinate = z.number({ error: 'Coordonnée invalide.' }).finite('Coordonnée invalide.');
const ring = z
  .array(z.tuple([coordinate, coordinate]), { error: 'Forme invalide.' })
  .min(4, 'Une forme a au moins trois sommets.')
  .max(5000, 'Forme trop détaillée (5 000 sommets au plus).');

/** A plot's outline in plan pixels, y down (CONTRACTS emplacements.geometry). */
export const planPolygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1, 'Forme vide.').max(20) });

export const MSG_PLOT_HAS_CONCESSION = 'Cet emplacement porte une concession en cours : archivez-la avant de supprimer l’emplacement.';
export const MSG_PLOT_HAS_DECEASED = 'Des défunts reposent dans cet emplacement : il ne peut pas être supprimé.';

/** Creates a plot drawn in the map editor or found in an imported SVG plan (carré, allée, numéro, type). */
export const createEmplacement = defineMutation({
  name: 'emplacement.create',
  table: 'emplacements',
  kind: 'create',
  permission: 'admin',
  args: z.object({
    id: rowId,
    carre: optionalText(100).default(null),
    allee: optionalText(100).default(null),
    numero: optionalText(100).default(null),
    libelle: optionalText(200).default(null),
    typeOccupation: optionalText(100).default(null),
    uid: optionalText(200).default(null),
    geometry: planPolygon.nullable().default(null),
  }),
  fields: () => [],
  apply: (state, args) => {
    if (state.row) return { reject: 'Cet emplacement existe déjà.' };
    const row = {
      ...args,
      surface: null,
      preReservation: false,
      notes: null,
      posX: null,
      posY: null,
      zone: null,
      adresse: null,
      deletedAt: null,
    };
    return { writes: [{ table: 'emplacements', id: args.id, row }] };
  },
});

/** Moves or reshapes a plot on the plan (map editor Modify / Translate, SVG import update). */
export const setEmplacementGeometry = defineMutation({
  name: 'emplacement.setGeometry',
  table: 'emplacements',
  kind: 'update',
  permission: 'admin',
  args: z.object({ id: rowId, geometry: planPolygon.nullable() }),
  fields: () => ['geometry'],
  apply: (state, args) => updateRow('emplacements', state.row, { geometry: args.geometry }, MSG_EMPLACEMENT_MISSING),
});

/**
 * 'Supprimer l'emplacement' of the plan's side panel (spec 001 §2, §6: ROLE_ADMIN and ROLE_SUPER_ADMIN only):
 * a tombstone. A plot holding a current concession or deceased is refused, so no record loses its place.
 */
export const deleteEmplacement = defineMutation({
  name: 'emplacement.delete',
  table: 'emplacements',
  kind: 'delete',
  permission: 'admin',
  args: z.object({ id: rowId }),
  fields: () => [],
  reads: (args) => ({
    locations: { table: 'locations', where: { emplacementId: args.id } },
    occupants: { table: 'occupants', where: { emplacementId: args.id } },
  }),
  apply: (state, _args, ctx) => {
    if (currentLocation(readMany(state, 'locations'))) return { reject: MSG_PLOT_HAS_CONCESSION };
    if (readMany(state, 'occupants').some((o) => !o.deletedAt && o.etat === 'present')) return { reject: MSG_PLOT_HAS_DECEASED };
    return tombstone('emplacements', state.row, ctx.now, MSG_EMPLACEMENT_MISSING);
  },
});

export const emplacementPlanMutations = [createEmplacement, setEmplacementGeometry, deleteEmplacement];
