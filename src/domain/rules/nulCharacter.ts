/**
 * PostgreSQL stores no NUL character (U+0000) in text or jsonb: a value holding one cannot be saved, so it is
 * refused where it enters, on the device (enqueue) and on the server (every request), with this message.
 */
export const MSG_NUL_CHARACTER = 'Texte invalide : le caractère nul (U+0000) n’est pas accepté.';

/** Whether a string anywhere in this value (keys included) holds U+0000. */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => hasNulCharacter(item, depth + 1));
  if (ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulCharacter(item, depth + 1));
}
