import { z } from 'zod';
import { CIVILITES, type Civilite } from '../constants/contacts';
import { DESTINATIONS_CENDRES, MODES_SEPULTURE, type DestinationCendres } from '../constants/occupants';
import { makeIsoDate } from '../dates';
import { optionalDate, optionalText } from './helpers';

/**
 * zod schemas of the deceased's fields (spec 001 §3 Occupant, §5 validation), shared by occupant.create
 * and occupant.update so the form, the device and the server validate alike.
 */

/**
 * A deceased's or a contact's civility: H or F, the spec's 'M' (monsieur) read as H (spec 001 §3), or null when
 * it is not known (issue 26). A record made without one stores null: an unknown civility is never taken for H.
 */
export const civilite = z
  .enum([...CIVILITES, 'M'], { error: 'Civilité invalide (H, F, ou vide si elle n’est pas connue).' })
  .nullable()
  .transform((c): Civilite | null => (c === null ? null : c === 'F' ? 'F' : 'H'));

/** A date known in part (day, month, year each nullable); when all three are known they must make a real day. */
export const partialDate = z
  .object({
    jour: z.number({ error: 'Jour invalide.' }).int('Jour invalide.').min(1, 'Jour invalide.').max(31, 'Jour invalide.').nullable(),
    mois: z.number({ error: 'Mois invalide.' }).int('Mois invalide.').min(1, 'Mois invalide.').max(12, 'Mois invalide.').nullable(),
    annee: z.number({ error: 'Année invalide.' }).int('Année invalide.').min(1000, 'Année invalide.').max(9999, 'Année invalide.').nullable(),
  })
  .refine(
    (d) => d.jour === null || d.mois === null || d.annee === null || makeIsoDate(d.annee, d.mois, d.jour) !== null,
    'Cette date n’existe pas.',
  )
  .nullable();

const destinations = Object.keys(DESTINATIONS_CENDRES) as [DestinationCendres, ...DestinationCendres[]];

export const cremation = z
  .object({
    dateCremation: optionalDate.default(null),
    destinationUrneCendre: z.enum(destinations, { error: 'Destination des cendres invalide.' }).nullable().default(null),
    dateDispersion: optionalDate.default(null),
    dateInhumation: optionalDate.default(null),
  })
  .nullable();

/** Specific criteria: none empty, no duplicates (spec 001 §5); presets or free text. */
export const criteresSpecifiques = z
  .array(z.string({ error: 'Critère invalide.' }).trim().min(1, 'Un critère spécifique ne peut pas être vide.').max(200, 'Critère trop long.'))
  .max(50, 'Trop de critères.')
  .refine((list) => new Set(list).size === list.length, 'Ce critère spécifique est déjà présent.');

/** The fields a user edits on a deceased, each optional for an update. */
export const occupantFieldShape = {
  civilite: civilite.optional(),
  prenom: optionalText(200).optional(),
  nom: optionalText(200).optional(),
  nomJeuneFille: optionalText(200).optional(),
  dateDeNaissance: optionalDate.optional(),
  dateNaissanceIncomplete: partialDate.optional(),
  lieuDeNaissance: optionalText(200).optional(),
  dateDeces: partialDate.optional(),
  lieuDeces: optionalText(200).optional(),
  dateInhumCrema: optionalDate.optional(),
  dateExhumation: optionalDate.optional(),
  specificites: optionalText(5000).optional(),
  criteresSpecifiques: criteresSpecifiques.optional(),
  modeSepulture: z.enum(MODES_SEPULTURE, { error: 'Mode de sépulture invalide (inhumation ou crémation).' }).nullable().optional(),
  cremation: cremation.optional(),
};
