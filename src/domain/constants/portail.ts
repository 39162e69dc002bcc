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

/**
 * The public address the server sent with the session (PUBLIC_URL; issue 30): kept when it is an absolute
 * http(s) address, without its trailing slashes; anything else is not an address to print for the public: null.
 */
export function publicBaseOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/?#]+/i.test(value)) return null;
  return value.replace(/\/+$/, '');
}

/**
 * Where the portal's link in Infos cimetière starts (issue 30: 'the link in Infos cimetière points there, from
 * PUBLIC_URL'): the server's public address once the device received it; a device that never reached the
 * server since (offline from an older session) uses the address the app is open at, the same server's.
 */
export function portalLinkBase(publicUrl: string | null | undefined, origin: string): string {
  return publicUrl ?? origin;
}
