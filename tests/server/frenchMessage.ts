/**
 * Whether an error answer carries a French `message` for the user (docs/CONTRACTS.md: `{ message, details? }`),
 * and not one of Fastify's or a library's English defaults.
 */
const FRENCH = /[àâçéèêëîïôûùüœ’]|\b(le|la|les|de|du|des|un|une|est|pas|invalide|introuvable|requise?|authentification|droits|veuillez|vous|fichier|trop|aucun)\b/i;
const ENGLISH = /\b(the|must|should|invalid|not found|unsupported|bad request|unauthorized|forbidden|error)\b/i;

export function frenchMessageOf(body: string): string | undefined {
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
  if (typeof message !== 'string' || ENGLISH.test(message)) return undefined;
  // A French sentence of the app's own ('Forme vide.', 'Travaux introuvables.'), or a word of its vocabulary.
  return FRENCH.test(message) || /^[A-ZÀ-Ý].*\.$/.test(message) ? message : undefined;
}
