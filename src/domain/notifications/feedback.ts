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

/** At most this many opinions per account in the window, from whatever addresses (issue 27). */
export const FEEDBACK_PER_ACCOUNT = { max: 10, windowMs: 60 * 60_000 } as const;

/**
 * How long an account must wait before its next opinion (0: it may send now), given the instants (ms) of its
 * opinions within the last window, in any order (issue 27: one account sent 40 from 40 addresses, the
 * per-address limit alone let them through). The limit is per account, beside the per-address one (20 an
 * hour), so a town hall's shared address does not hold back a colleague, nor new addresses an account.
 */
export function feedbackWaitMs(sentAtMs: readonly number[], nowMs: number, limit: { max: number; windowMs: number } = FEEDBACK_PER_ACCOUNT): number {
  const recent = sentAtMs.filter((t) => t > nowMs - limit.windowMs).sort((a, b) => a - b);
  if (recent.length < limit.max) return 0;
  // The (n − max + 1)-th oldest must leave the window before one more fits.
  const freeing = recent[recent.length - limit.max] ?? nowMs;
  return Math.max(1, freeing + limit.windowMs - nowMs);
}

/** The refusal of an opinion over the account's limit (429), with the wait worded by the caller. */
export const msgFeedbackAccountLimit = (max: number, delay: string) => `Vous avez déjà envoyé ${max} avis en une heure : veuillez réessayer dans ${delay}.`;
