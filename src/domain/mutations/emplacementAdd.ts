import { z } from 'zod';
import { TYPES_OCCUPATION } from '../constants/locationTypes';
import { findPlotAt, MSG_NUMERO_REQUIRED, MSG_PLOT_DUPLICATE, MSG_TYPE_REQUIRED } from '../rules/nouvelEmplacement';
import { defineMutation, readMany } from './types';
import { optionalText, rowId } from './helpers';

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** m², kept to 2 decimals (spec 001 §5 Surface). */
const surface = z
  .number({ error: 'La surface doit être un nombre de m².' })
  .positive('La surface doit être positive.')
  .max(10_000, 'Surface trop grande.')
  .transform((n) => Math.round(n * 100) / 100)
  .nullable()
  .default(null);

/**
 * 'Ajouter un emplacement' (/ajout-emplacement, spec 001 §2 routes, §3 Emplacement): a plot made from the form,
 * offline like any write, by the roles that may modify. Unlike the map editor's `emplacement.create` (an
 * administrator drawing shapes), it carries every field of the plot and refuses a second live plot at the
 * same carré, allée and numéro: the server decides on every plot of the cemetery, the same rule the form
 * checks against the replica (src/domain/rules/nouvelEmplacement.ts).
 */
export const addEmplacement = defineMutation({
  name: 'emplacement.add',
  table: 'emplacements',
  kind: 'create',
  args: z.object({
    id: rowId,
    carre: optionalText(100).default(null),
    allee: optionalText(100).default(null),
    numero: z
      .string({ error: MSG_NUMERO_REQUIRED })
      .trim()
      .min(1, MSG_NUMERO_REQUIRED)
      .max(100, 'Texte trop long (100 caractères au plus).'),
    libelle: optionalText(200).default(null),
    typeOccupation: z.enum(TYPES_OCCUPATION, { error: MSG_TYPE_REQUIRED }),
    surface,
    preReservation: z.boolean({ error: 'La pré-réservation doit être possible ou impossible.' }).default(false),
    zone: optionalText(100).default(null),
    adresse: optionalText(500).default(null),
    notes: optionalText(5000).default(null),
  }),
  fields: () => [],
  // Every live plot of the cemetery: the place is compared case- and accent-folded, which no index answers.
  reads: () => ({ plots: { table: 'emplacements', where: {} } }),
  apply: (state, args) => {
    if (state.row) return { reject: 'Cet emplacement existe déjà.' };
    const plots = readMany(state, 'plots').map((p) => ({ id: p.id, deletedAt: p.deletedAt, carre: textOf(p.carre), allee: textOf(p.allee), numero: textOf(p.numero) }));
    if (findPlotAt(plots, args, args.id)) return { reject: MSG_PLOT_DUPLICATE };
    const row = { ...args, geometry: null, posX: null, posY: null, uid: null, deletedAt: null };
    return { writes: [{ table: 'emplacements', id: args.id, row }] };
  },
});
