import { z } from 'zod';
import { optionalText } from '../mutations/helpers';

/** The spec's texts of the feedback form (spec 000 §2.7, §8), verbatim. */
export const MSG_FEEDBACK_NOTE = 'Veuillez sélectionner une notation entre 1 et 10';
export const MSG_FEEDBACK_MERCI = 'Merci d\'avoir partager votre avis.';

/** 1 to 10 (spec 000 §9 rating scale). */
export const FEEDBACK_NOTES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The feedback form (spec 000 §2.7, §3 Feedback, §5): a rating from 1 to 10, required, and three free texts.
 * `espaceId` names the cemetery the user was in, for the provider's reading. The device and the server
 * validate with this one schema.
 */
export const feedbackSchema = z.object({
  note: z.number({ error: MSG_FEEDBACK_NOTE }).int({ error: MSG_FEEDBACK_NOTE }).min(1, { error: MSG_FEEDBACK_NOTE }).max(10, { error: MSG_FEEDBACK_NOTE }),
  questions: optionalText().optional().default(null),
  suggestions: optionalText().optional().default(null),
  remarques: optionalText().optional().default(null),
  espaceId: z.uuid({ error: 'Cimetière invalide.' }).nullable().optional().default(null),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
