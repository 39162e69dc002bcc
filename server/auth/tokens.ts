import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const ISSUER = 'cimetiere';
export const AUDIENCE = 'cimetiere-app';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** users.tokenVersion when the token was made: a bump cuts every session. */
  tv: number;
  /** Refresh family of the session, so logout can revoke it without the HttpOnly cookie. */
  fid: string;
}

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ tv: claims.tv, fid: claims.fid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
    .sign(secret);
}

/**
 * Checks signature (HS256 only: 'none' and other algorithms are refused), issuer, audience and expiry.
 * Returns undefined for any bad token; the caller still compares `tv` with the user's current version.
 */
export async function verifyAccessToken(secret: Uint8Array, token: string, nowMs: number): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: new Date(nowMs),
    });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.fid !== 'string') return undefined;
    return { sub: payload.sub, tv: payload.tv, fid: payload.fid };
  } catch {
    return undefined;
  }
}
