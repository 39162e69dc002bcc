import { z } from 'zod';
import type { Row, TableName } from './types';

/**
 * Wire shapes of the sync protocol v1 (DESIGN §5), shared by the sync worker and the server routes.
 */

/** Largest push the server accepts in one request; a device sends its outbox in batches of at most this. */
export const MAX_PUSH_MUTATIONS = 500;
export const DEFAULT_PULL_LIMIT = 1000;
export const MAX_PULL_LIMIT = 5000;
/** Seqs are SQL `integer` (int4): a cursor beyond is no cursor the server ever handed out. */
export const MAX_SEQ = 2_147_483_647;

/** One mutation as the device recorded it when the user acted. */
export const mutationEnvelopeSchema = z.object({
  /** UUID made on the device: the server applies each id at most once. */
  id: z.uuid({ error: 'Identifiant de modification invalide.' }),
  /** Position of this mutation among the device's mutations for this cemetery, from 1, without gaps. */
  seq: z.number({ error: 'Numéro de séquence invalide.' }).int().positive(),
  name: z.string({ error: 'Nom de modification manquant.' }).min(1, 'Nom de modification manquant.'),
  args: z.record(z.string(), z.unknown(), { error: 'Paramètres de modification invalides.' }),
  /** For each field the mutation writes, the value the user saw (missing = null). */
  base: z.record(z.string(), z.unknown(), { error: 'Valeurs de base invalides.' }).default({}),
  /** Device time, for display and audit only: a mutation is never decided by the device's clock. */
  createdAt: z.iso.datetime({ offset: true, error: 'Date de création invalide.' }),
  /**
   * The user who made the change on the device. The server applies a mutation under the caller's identity
   * only: another user's id here is refused, unless `takeOver` says an administrator sends it in their own
   * name (recorded as a take-over). Absent: the caller (devices before authors were recorded).
   */
  author: z.uuid({ error: 'Auteur de la modification invalide.' }).optional(),
  /** An administrator sends `author`'s pending change in their own name (issue 13, shared tablets). */
  takeOver: z.literal(true, { error: 'Reprise invalide.' }).optional(),
});
export type MutationEnvelope = z.infer<typeof mutationEnvelopeSchema>;

export const pushRequestSchema = z.object({
  espaceId: z.uuid({ error: 'Cimetière invalide.' }),
  /**
   * The seq chain the mutations belong to: one per device database and author (shared by the tabs), so one
   * user's held changes never leave a gap in another's (docs/CONTRACTS.md).
   */
  clientId: z.uuid({ error: 'Identifiant d’appareil invalide.' }),
  mutations: z
    .array(mutationEnvelopeSchema)
    .max(MAX_PUSH_MUTATIONS, `Au plus ${MAX_PUSH_MUTATIONS} modifications par envoi.`),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const MUTATION_STATUSES = ['applied', 'duplicate', 'conflict', 'rejected'] as const;
export type MutationStatus = (typeof MUTATION_STATUSES)[number];

/**
 * The server's answer to one mutation. `error` (French, for the user) comes with `rejected` and `conflict`;
 * `current` (the row as the server has it, or null when absent) comes with `conflict`.
 * A `duplicate` repeats the stored answer of the first delivery in `error`/`current` and names the
 * original outcome in `original`.
 */
export const mutationResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(MUTATION_STATUSES),
  error: z.string().optional(),
  current: z.record(z.string(), z.unknown()).nullable().optional(),
  original: z.enum(['applied', 'conflict', 'rejected']).optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  results: z.array(mutationResultSchema),
  /**
   * The cemetery's change counter after this push. Informational: the device keeps pulling from its own
   * cursor, never from this one (rows written by others between the two would be skipped).
   */
  cursor: z.number().int().nonnegative(),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** Query of GET /api/sync/pull. */
export const pullQuerySchema = z.object({
  espace: z.uuid({ error: 'Cimetière invalide.' }),
  cursor: z.coerce
    .number({ error: 'Curseur invalide.' })
    .int('Curseur invalide.')
    .nonnegative('Curseur invalide.')
    .max(MAX_SEQ, 'Curseur invalide.')
    .default(0),
  limit: z.coerce
    .number({ error: 'Limite invalide.' })
    .int('Limite invalide.')
    .min(1, 'Limite invalide.')
    .max(MAX_PULL_LIMIT, `Au plus ${MAX_PULL_LIMIT} lignes par page.`)
    .default(DEFAULT_PULL_LIMIT),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

/**
 * Answer of GET /api/sync/pull: rows (tombstones included) with seq > cursor, the smallest seqs first;
 * `cursor` is the highest seq returned (or the cursor asked when nothing changed). With `hasMore`,
 * pull again from `cursor`.
 */
export interface PullResponse {
  changes: Partial<Record<TableName, Row[]>>;
  cursor: number;
  hasMore: boolean;
}
