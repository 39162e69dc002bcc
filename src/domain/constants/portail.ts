/**
 * The public portal of the cemeteries (spec 000 §2.8 'a public portal link identifier with a link to that
 * cemetery's portal page'; issue 30): one page per cemetery, served by the product itself at
 * `/portail/{identifiant}` (espaces.uid), under the address the product is reached at (PUBLIC_URL).
 */
export const PORTAL_PATH = '/portail/';

/** `${publicUrl}/portail/{identifiant}`; a trailing slash of the base is not doubled. */
export function portalUrl(uid: string, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${PORTAL_PATH}${encodeURIComponent(uid)}`;
}
