import { z } from 'zod';
import { MSG_VALIDATION_REQUISE } from '../wizards/validation';

/** zod pieces shared by the steps' forms, with French messages (spec 002 §5). */

/** A required date of a step, 'YYYY-MM-DD'. */
export const stepDate = (label = 'La date') =>
  z.iso.date({ error: `${label} est obligatoire (JJ/MM/AAAA).` });

/** An optional date. */
export const optionalStepDate = z.iso.date({ error: 'Date invalide (JJ/MM/AAAA).' }).nullable().default(null);

/** A yes/no question of the form: a boolean, or null while unanswered. */
export const ouiNon = z.boolean({ error: 'Veuillez répondre par oui ou par non.' }).nullable().default(null);

/** An amount in euros, or null while not given. */
export const montant = z
  .number({ error: 'Montant invalide.' })
  .nonnegative('Le montant ne peut pas être négatif.')
  .max(10_000_000, 'Montant invalide.')
  .nullable()
  .default(null);

/** Free text of a step, trimmed; empty becomes null. */
export const texte = (max = 2000) =>
  z
    .string({ error: 'Texte invalide.' })
    .max(max, `Texte trop long (${max} caractères au plus).`)
    .nullable()
    .default(null)
    .transform((s) => (s === null || s.trim() === '' ? null : s.trim()));

/** SHA-256 of a generated or uploaded document (the bytes travel as media, DESIGN §8). */
export const documents = z
  .array(z.string().regex(/^[0-9a-f]{64}$/, 'Document invalide.'))
  .max(20, 'Trop de documents.')
  .default([]);

/**
 * The final validation checkbox of every procedure form (spec 001 §5, 002 §5): until it is ticked the
 * form shows the validation error and nothing is submitted.
 */
export const valide = z.literal(true, { error: MSG_VALIDATION_REQUISE });

/** A duration in years (spec 002 §9: 5 to 15, 20, 25, 30, 50, 99, 100, or another number). */
export const dureeAnnees = z
  .number({ error: 'Veuillez choisir une durée parmi celles proposées.' })
  .int('Veuillez choisir une durée parmi celles proposées.')
  .min(1, 'Veuillez choisir une durée parmi celles proposées.')
  .max(999, 'Veuillez choisir une durée parmi celles proposées.')
  .nullable()
  .default(null);

/** A surface class 1 to 5 (spec 002 §3), or null. */
export const surfaceClasse = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: 'Surface invalide.' })
  .nullable()
  .default(null);

export const emplacementRef = z.uuid({ error: 'Emplacement invalide.' }).nullable().default(null);
