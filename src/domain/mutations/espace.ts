import { z } from 'zod';
import { defineMutation } from './types';
import { updateRow } from './helpers';

/**
 * Mutations of the cemetery's own row (issue 4): its georeferencing and its plan. The espace row is
 * replicated like the others; it scopes itself, so its id is the cemetery's id.
 */

export const MSG_ESPACE_MISSING = 'Cimetière introuvable.';

const longitude = z.number({ error: 'Longitude invalide.' }).min(-180, 'Longitude invalide.').max(180, 'Longitude invalide.');
const latitude = z.number({ error: 'Latitude invalide.' }).min(-90, 'Latitude invalide.').max(90, 'Latitude invalide.');
const pixel = z.number({ error: 'Point du plan invalide.' }).finite('Point du plan invalide.');

/** A control point: plan pixel (y down) matched with WGS 84 longitude, latitude (src/domain/geo). */
const controlPoint = z.object({ px: z.tuple([pixel, pixel]), lonLat: z.tuple([longitude, latitude]) });

/**
 * Sets the georeferencing points of the plan, set by an administrator in the map editor (issue 4 "You are
 * here"); at least three, or none to remove the georeferencing. The residual check is the editor's warning,
 * not a refusal: a rough plan is still better than none in the field.
 */
export const setControlPoints = defineMutation({
  name: 'espace.setControlPoints',
  table: 'espaces',
  kind: 'update',
  permission: 'admin',
  args: z.object({
    id: z.uuid({ error: 'Identifiant invalide.' }),
    controlPoints: z
      .array(controlPoint)
      .max(50, 'Trop de points de calage (50 au plus).')
      .refine((pts) => pts.length === 0 || pts.length >= 3, 'Au moins trois points de calage sont nécessaires.')
      .nullable(),
  }),
  fields: () => ['controlPoints'],
  apply: (state, args) => updateRow('espaces', state.row, { controlPoints: args.controlPoints?.length ? args.controlPoints : null }, MSG_ESPACE_MISSING),
});

const HEX64 = /^[0-9a-f]{64}$/;

/** Points the cemetery at a new SVG plan of the media store, with its pixel size (spec 000 §2.8 SVG map update). */
export const setPlan = defineMutation({
  name: 'espace.setPlan',
  table: 'espaces',
  kind: 'update',
  permission: 'admin',
  args: z.object({
    id: z.uuid({ error: 'Identifiant invalide.' }),
    mapSha256: z.string().regex(HEX64, 'Empreinte du plan invalide.'),
    mapWidth: z.number().int().positive('Largeur du plan invalide.').max(100_000),
    mapHeight: z.number().int().positive('Hauteur du plan invalide.').max(100_000),
  }),
  fields: () => ['mapSha256', 'mapWidth', 'mapHeight'],
  apply: (state, args) => {
    const { id: _id, ...changes } = args;
    return updateRow('espaces', state.row, changes, MSG_ESPACE_MISSING);
  },
});

export const espaceMutations = [setControlPoints, setPlan];
