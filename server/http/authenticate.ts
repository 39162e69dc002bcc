import type { FastifyRequest } from 'fastify';
import { highestRole, isSuperAdmin, ROLES, type Role } from '../../src/domain/roles';
import { audit } from '../auth/audit';
import type { AuthContext } from '../auth/context';
import { mayImpersonate } from '../auth/impersonation';
import { isFamilyRevoked } from '../auth/refreshTokens';
import { visibleEspace, type EspaceRow } from '../auth/scope.repository';
import { verifyAccessToken } from '../auth/tokens';
import { findUserById, findUserByUsername, sharesSociete } from '../auth/users.repository';
import { forbidden, notFound, unauthorized } from '../errors';

export type { AuthContext } from '../auth/context';

const SESSION_INVALID = 'Votre session a expiré ou n’est plus valide, veuillez vous reconnecter.';
const IMPERSONATION_REFUSED = 'Vous ne pouvez pas vous connecter en tant que cet utilisateur.';
const IMPERSONATING_REFUSED = 'Cette action est impossible en étant connecté en tant qu’un autre utilisateur.';

/**
 * Resolves the caller from `Authorization: Bearer`, and the user it acts as from `x-switch-user`.
 * The user and the token's session are read from the database on every request, so a disabled account, a
 * bumped tokenVersion or a revoked session takes effect at once, on every server process, whatever tokens
 * are still around.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  if (request.auth) return request.auth;
  const { security, deps } = request.server;
  const db = deps.database.db;
  const token = bearerOf(request);
  if (!token) throw unauthorized();
  const claims = await verifyAccessToken(security.secret, token, security.clock.now());
  if (!claims) throw unauthorized(SESSION_INVALID);
  const actor = await findUserById(db, claims.sub);
  if (!actor || actor.disabled || actor.tokenVersion !== claims.tv) throw unauthorized(SESSION_INVALID);
  // The session named by the token ended (logout, copied refresh token): the token ends with it, not 15 minutes later.
  if (await isFamilyRevoked(db, claims.fid)) throw unauthorized(SESSION_INVALID);

  const self: AuthContext = { user: actor, actor, roles: actor.roles, impersonating: false };
  // Set before checking impersonation, so that a refusal is logged with the actor's identity.
  request.auth = self;
  const switchTo = headerOf(request, 'x-switch-user');
  if (!switchTo || switchTo.toLowerCase() === actor.username.toLowerCase()) return self;

  const target = await findUserByUsername(db, switchTo);
  const allowed =
    target !== undefined &&
    !target.disabled &&
    mayImpersonate(actor.roles, target.roles, isSuperAdmin(actor.roles) || (await sharesSociete(db, actor.id, target.id)));
  if (!target || !allowed) throw forbidden(IMPERSONATION_REFUSED);

  const context: AuthContext = { user: target, actor, roles: target.roles, impersonating: true };
  request.auth = context;
  const entry = { userId: target.id, actorId: actor.id, username: actor.username, ip: request.ip };
  if (security.impersonations.touch(actor.id, target.id, security.clock.now())) {
    await audit(db, { ...entry, event: 'impersonation_started', detail: { target: target.username } }, request.log);
  }
  await audit(db, { ...entry, event: 'impersonated_request', detail: { target: target.username, method: request.method, path: pathOf(request) } }, request.log);
  return context;
}

/** preHandler for protected routes. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  await authenticate(request);
}

/** preHandler: the effective user holds one of the roles, or a higher one (a super admin is also an admin). */
export function requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void> {
  const needed = Math.min(...roles.map((r) => ROLES.indexOf(r)));
  return async (request) => {
    const auth = await authenticate(request);
    if (ROLES.indexOf(highestRole(auth.roles)) < needed) throw forbidden();
  };
}

/** The context of an authenticated request; for handlers behind `requireAuth`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The cemetery when the effective user belongs to its municipality (super admins see all). Any other id
 * answers 404, the same as an unknown one: the content of a foreign cemetery never leaks.
 */
export async function requireEspace(request: FastifyRequest, espaceId: string): Promise<EspaceRow> {
  const auth = await authenticate(request);
  const espace = await visibleEspace(request.server.deps.database.db, auth.user.id, isSuperAdmin(auth.roles), espaceId);
  if (!espace) throw notFound('Cimetière introuvable.');
  return espace;
}

/** Passwords and roles are changed by their owner in person, never through impersonation. */
export function forbidWhileImpersonating(request: FastifyRequest): void {
  if (request.auth?.impersonating) throw forbidden(IMPERSONATING_REFUSED);
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** The path without its query string, which may carry search terms or tokens. */
export function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}
