import { z } from 'zod';
import { defineMutation } from './types';
import { changedFields, hasAChange, NOTHING_TO_CHANGE, optionalText, updateRow } from './helpers';
import { PORTAL_DELAY_MAX_YEARS } from '../portail/visibility';
import { nextNotifications, NOTIFICATION_LEVELS, type NotificationToggle } from '../rules/notificationToggles';

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

/** Spec 000 §5: the public portal identifier is part of a web address: lowercase letters, digits, dashes. */
export const MSG_UID = 'Identifiant du portail invalide : lettres minuscules, chiffres et tirets seulement.';
const uid = z
  .string({ error: MSG_UID })
  .trim()
  .max(80, MSG_UID)
  .nullable()
  .transform((s) => (s === null || s === '' ? null : s))
  .refine((s) => s === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), MSG_UID);

/**
 * Infos cimetière (spec 000 §2.8, §7 PUT /e_spaces/{id} one field or horaires): the cemetery's identity, its
 * public portal identifier, its seven opening-hour texts, Monday to Sunday, and the portal's delay (issue 30:
 * deaths under `portailDelai` years are not listed; null, none hidden). Only the fields sent change.
 */
export const updateEspace = defineMutation({
  name: 'espace.update',
  table: 'espaces',
  kind: 'update',
  args: z
    .object({
      id: z.uuid({ error: 'Identifiant invalide.' }),
      nom: z.string({ error: 'Nom du cimetière invalide.' }).trim().min(1, 'Le nom du cimetière est obligatoire.').max(200, 'Nom trop long.').optional(),
      adresse: optionalText(300).optional(),
      codePostal: optionalText(10).optional(),
      ville: optionalText(200).optional(),
      uid: uid.optional(),
      portailDelai: z
        .number({ error: 'Délai du portail invalide.' })
        .int('Délai du portail invalide : un nombre entier d’années.')
        .min(1, 'Délai du portail invalide : au moins 1 an, ou aucun délai.')
        .max(PORTAL_DELAY_MAX_YEARS, `Délai du portail invalide : ${PORTAL_DELAY_MAX_YEARS} ans au plus.`)
        .nullable()
        .optional(),
      horaires: z.array(z.string({ error: 'Horaire invalide.' }).max(300, 'Horaire trop long.'), { error: 'Horaires invalides.' }).length(7, 'Sept horaires attendus, du lundi au dimanche.').optional(),
    })
    .refine(hasAChange, NOTHING_TO_CHANGE),
  fields: (args) => changedFields(args),
  apply: (state, args) => {
    const { id: _id, ...changes } = args;
    return updateRow('espaces', state.row, changes, MSG_ESPACE_MISSING);
  },
});

/** Online or inactive (spec 000 §4 'Cemetery online state', §6): changeable only by administrators. */
export const setActif = defineMutation({
  name: 'espace.setActif',
  table: 'espaces',
  kind: 'update',
  permission: 'admin',
  args: z.object({ id: z.uuid({ error: 'Identifiant invalide.' }), actif: z.union([z.literal(0), z.literal(1)], { error: 'État invalide.' }) }),
  fields: () => ['actif'],
  apply: (state, args) => updateRow('espaces', state.row, { actif: args.actif }, MSG_ESPACE_MISSING),
});

/**
 * One of the three toggles of the Notifications tab (spec 000 §2.8, §4): the new list of kinds follows the
 * coupling rule of src/domain/rules/notificationToggles.ts, applied to the row as it is now, so two devices
 * toggling different kinds both count. The list is what notification generation honours.
 */
export const setNotificationToggle = defineMutation({
  name: 'espace.setNotificationToggle',
  table: 'espaces',
  kind: 'update',
  args: z.object({
    id: z.uuid({ error: 'Identifiant invalide.' }),
    toggle: z.enum(['all', ...NOTIFICATION_LEVELS], { error: 'Réglage de notification inconnu.' }),
    on: z.boolean({ error: 'Réponse invalide.' }),
  }),
  fields: () => [],
  apply: (state, args) => {
    const current = Array.isArray(state.row?.notifications) ? (state.row.notifications as string[]) : [];
    return updateRow('espaces', state.row, { notifications: nextNotifications(current, args.toggle as NotificationToggle, args.on) }, MSG_ESPACE_MISSING);
  },
});

export const espaceMutations = [setControlPoints, setPlan, updateEspace, setActif, setNotificationToggle];
