import type { FastifyInstance, FastifyReply } from 'fastify';
import { issueRefreshToken, REFRESH_TOKEN_TTL_MS, type IssuedRefresh } from './refreshTokens';
import { signAccessToken } from './tokens';
import type { UserRow } from './users.repository';

export const REFRESH_COOKIE = 'refresh_token';
/** The cookie only travels to /api/token/*: no other route can be driven by it (CSRF). */
const REFRESH_COOKIE_PATH = '/api/token';

/**
 * The body of a sign-in, a refresh and a password change. The refresh token is not in it (issue 27): it lives
 * 30 days, and its HttpOnly cookie exists so that no script of the page, nor anything that logs or caches
 * bodies, ever reads it.
 */
export interface SessionBody {
  token: string;
  data: { id: string; username: string; roles: string[]; identite: string | null; email: string | null; firstConnection: boolean; publicUrl: string };
}

/** Starts a session (new refresh family) and answers the login body, cookie included. */
export async function startSession(app: FastifyInstance, reply: FastifyReply, user: UserRow): Promise<SessionBody> {
  const refresh = await issueRefreshToken(app.deps.database.db, {
    userId: user.id,
    tokenVersion: user.tokenVersion,
    nowMs: app.security.clock.now(),
  });
  return sessionReply(app, reply, user, refresh);
}

/** Signs an access token bound to the refresh family, sets the cookie and builds the body. */
export async function sessionReply(app: FastifyInstance, reply: FastifyReply, user: UserRow, refresh: IssuedRefresh): Promise<SessionBody> {
  const token = await signAccessToken(
    app.security.secret,
    { sub: user.id, tv: user.tokenVersion, fid: refresh.familyId },
    app.security.clock.now(),
  );
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: app.security.config.secureCookies,
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
  return { token, data: userData(user, app.deps.config.publicUrl) };
}

export function clearRefreshCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: app.security.config.secureCookies,
  });
}

/** The user as a session describes it, with the server's public address (PUBLIC_URL; issue 30, the portal's link). */
export function userData(user: UserRow, publicUrl: string): SessionBody['data'] {
  return {
    id: user.id,
    username: user.username,
    roles: user.roles,
    identite: user.identite,
    email: user.email,
    firstConnection: user.firstConnection,
    publicUrl,
  };
}
