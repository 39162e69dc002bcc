/** An error whose message is meant for the user, in French, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message = 'Authentification requise.') => new HttpError(401, message);
export const forbidden = (message = "Vous n'avez pas les droits nécessaires pour cette action.") => new HttpError(403, message);
export const notFound = (message = 'Ressource introuvable.') => new HttpError(404, message);
export const conflict = (message: string, details?: unknown) => new HttpError(409, message, details);
