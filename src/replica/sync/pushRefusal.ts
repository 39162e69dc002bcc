import { AUTHOR_REFUSED_CODE, CHAIN_OTHER_USER_CODE, MSG_CHAIN_OTHER_USER } from '../../domain/mutations/chainOwner';
import { ApiError } from '../../platform/errors';

/**
 * How the sync worker reads a push the server refused as a whole (issue 27, 'A town's sync must never be
 * stuck'). Sending the same request again would be refused again, forever, and every change queued after it
 * would wait behind it: so these refusals are told apart from the failures of the moment (network, 5xx, 503
 * during an import, 409 gap), which are retried with the backoff.
 */

/**
 * 400 (the envelope of one mutation does not pass the push's schema, say a change queued by an older app) and
 * 413 (the body is over the server's limit, or a reverse proxy's): what the request carries is refused, and
 * nothing was written. The worker halves the batch until one mutation is refused alone.
 */
const WHOLE_REFUSAL_STATUSES: ReadonlySet<number> = new Set([400, 413]);

/** The server refused the push for what it carries (400, 413): nothing was done. */
export class PushRefusedError extends Error {
  override readonly name = 'PushRefusedError';
  constructor(
    readonly status: number,
    /** The server's French reason, with the fields it names: shown to the author when one mutation is refused so. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * The connection broke on a push of one change while the server answers an empty one: an intermediary (a
 * proxy with a lower body limit) most likely cuts it. Not a refusal: the change stays on the device and is
 * sent again at the next cycle; the sync state says so instead of 'hors ligne'.
 */
export class PushCutError extends Error {
  override readonly name = 'PushCutError';
  constructor() {
    super("Le serveur répond, mais l'envoi d'une modification est coupé en route (un intermédiaire du réseau limite peut-être la taille des envois). Elle reste sur cet appareil et sera renvoyée ; si cela dure, prévenez votre administrateur.");
  }
}

/** 403: the chain's clientId is tied on the server to another user (issue 27); nothing was done. */
export class ChainTakenError extends Error {
  override readonly name = 'ChainTakenError';
}

function codeOf(error: ApiError): unknown {
  return error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>).code : undefined;
}

/**
 * Whether the server refused this push as a whole for what it carries: a 400 or 413, or the 403 naming a
 * mutation's author it refuses (AUTHOR_REFUSED_CODE). Other 403s are about the caller (a role, an
 * impersonation) and are retried with the backoff: halving would only move every change to the conflicts.
 */
export function isWholeRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return WHOLE_REFUSAL_STATUSES.has(error.status) || (error.status === 403 && codeOf(error) === AUTHOR_REFUSED_CODE);
}

/** Whether the server refused the push because its chain belongs to another user (by its code; its words for an older server). */
export function isChainTaken(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  return codeOf(error) === CHAIN_OTHER_USER_CODE || error.message === MSG_CHAIN_OTHER_USER;
}

/**
 * The reason shown to the author: the server's message, and the fields its validation names without the
 * envelope's place in the request ('mutations.0.createdAt' or 'mutations[0].createdAt' → 'createdAt'), since the request held that one
 * change only: 'Requête invalide : vérifiez les champs envoyés (createdAt : Date de création invalide.)'. A 413
 * says first that the change itself is too large (the server's or a proxy's words are about files).
 */
export function wholeRefusalReason(error: ApiError): string {
  if (error.status === 413) return `Modification trop volumineuse pour être envoyée au serveur. ${error.message}`;
  const details = Array.isArray(error.details) ? error.details : [];
  const fields = details
    .map((d: unknown) => {
      if (!d || typeof d !== 'object') return null;
      const { champ, message } = d as Record<string, unknown>;
      if (typeof message !== 'string' || message.trim() === '') return null;
      const field = typeof champ === 'string' ? champ.replace(/^mutations(?:\.\d+|\[\d+\])\.?/, '') : '';
      return field ? `${field} : ${message}` : message;
    })
    .filter((f): f is string => f !== null);
  if (fields.length === 0) return error.message;
  return `${error.message.replace(/\.$/, '')} (${fields.join(' ; ')})`;
}
