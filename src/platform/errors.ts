/**
 * Errors thrown by apiFetch. Screens show `message` as is: the server writes it in French for the user
 * (docs/CONTRACTS.md, "French `message` on every error").
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** Seconds to wait, sent with 429 by the login slow-down. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The request never reached the server: the device is offline or the connection failed. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message = 'Connexion impossible : vérifiez votre réseau.') {
    super(message);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** Used when the server answered without a readable message (a proxy page, an empty body). */
export function fallbackMessage(status: number): string {
  if (status === 401) return 'Votre session a expiré : veuillez vous reconnecter.';
  if (status === 403) return 'Accès refusé.';
  if (status === 404) return 'Ressource introuvable.';
  if (status === 413) return 'Le fichier envoyé est trop volumineux.';
  if (status === 429) return 'Trop de tentatives : veuillez patienter avant de réessayer.';
  if (status >= 500) return 'Le serveur a rencontré une erreur. Veuillez réessayer plus tard.';
  return `La requête a échoué (${status}).`;
}

/** Builds an ApiError from a failed response, keeping the server's French message when there is one. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: fall back to a generic French message below.
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : fallbackMessage(response.status);
  const headerRetry = Number(response.headers.get('retry-after'));
  const retryAfter = typeof record.retryAfter === 'number' ? record.retryAfter : Number.isFinite(headerRetry) && headerRetry > 0 ? headerRetry : undefined;
  return new ApiError(response.status, message, record.details, retryAfter);
}
