import { isApiError, isNetworkError } from '../../platform/errors';

export const NETWORK_MESSAGE = 'Connexion impossible : vérifiez votre réseau.';

/** A sentence for the user from any failure: the server's French message, or ours for the network. */
export function userMessage(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_MESSAGE;
  if (isApiError(error)) return error.message;
  return 'Une erreur inattendue est survenue. Veuillez réessayer.';
}
