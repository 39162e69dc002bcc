/**
 * The public portal of the cemeteries (spec 000 §2.8 'a public portal link identifier with a link to that
 * cemetery's portal page'): one page per cemetery, named by its identifier (espaces.uid).
 */
export const PORTAL_BASE_URL = 'https://portail.cimetieres-de-france.fr/cimetiere/';

export function portalUrl(uid: string, base: string = PORTAL_BASE_URL): string {
  return `${base}${encodeURIComponent(uid)}`;
}
