/**
 * Slugs of the documents generated on the device. The two deeds keep the original's slugs (spec 001 §7,
 * POST /api/documents/generate); the deceased's document names what the deceased wizard generates.
 */
export const SLUG_ACTE_CONCESSION = 'acte-creation-de-concession';
export const SLUG_TITRE_RECETTE = 'titre-de-recette-apres-creation-concession';
export const SLUG_AUTORISATION_INHUMATION = 'autorisation-inhumation';
export const SLUG_AUTORISATION_URNE = 'autorisation-depot-urne';
export const SLUG_AUTORISATION_DISPERSION = 'autorisation-dispersion';
export const SLUG_DECLARATION_DISPERSION_NATURE = 'declaration-dispersion-nature';

/** What a slug may look like: lower-case words joined by dashes. */
export const DOCUMENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
