/**
 * The adviser of the help centre (spec 002 §2 'Contacter un conseiller', §9 hours Monday to Friday 9h00 to
 * 17h00). The number is the provider's support line; VITE_SUPPORT_PHONE sets it at build time (README).
 */
export const SUPPORT_PHONE: string = (import.meta.env.VITE_SUPPORT_PHONE as string | undefined) ?? '01 99 00 00 00';
export const SUPPORT_HOURS = 'Du lundi au vendredi, de 9h00 à 17h00';
