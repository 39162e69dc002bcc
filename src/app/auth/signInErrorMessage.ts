import { MSG } from '../../domain/messages';
import { isApiError } from '../../platform/errors';
import { userMessage } from './userMessage';

/** The sentence of the 'Attention !' modal: the spec's wording for bad credentials, the server's for 429. */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return MSG.badCredentials;
  return userMessage(error);
}
