import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../src/domain/messages';
import {
  approveAccountRequest, rejectAccountRequest, visibleAccountRequests,
} from '../auth/accountRequests.service';
import { insertAccountRequest } from '../auth/accountRequests.repository';
import { audit } from '../auth/audit';
import { attemptLogin } from '../auth/login.service';
import { AUTH_MSG } from '../auth/messages';
import { confirmReset } from '../auth/passwordChange.service';
import { sendResetMails } from '../auth/passwordReset.service';
import { familyOf, revokeFamily, rotateRefreshToken } from '../auth/refreshTokens';
import {
  accountRequestsQuery, approveBody, idParams, loginBody, messageAnswer, refreshBody, registerBody,
  resetConfirmBody, resetRequestBody, sessionAnswer,
} from '../auth/schemas';
import { clearRefreshCookie, REFRESH_COOKIE, sessionReply, startSession } from '../auth/session';
import { verifyAccessToken } from '../auth/tokens';
import { findUserById } from '../auth/users.repository';
import { badRequest, HttpError, unauthorized } from '../errors';
import { authOf, bearerOf, requireRole } from '../http/authenticate';
import { REGISTER_RATE_LIMIT } from '../http/rateLimit';

/** Sign-in, session refresh and logout, lost password, account requests (docs/CONTRACTS.md, Auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const { security } = app;

  app.post('/login_check', { schema: { body: loginBody, response: { 200: sessionAnswer } } }, async (request, reply) => {
    const outcome = await attemptLogin(app, request, request.body.username, request.body.password);
    if (outcome.ok) return startSession(app, reply, outcome.user);
    if (outcome.throttled) throw new HttpError(429, AUTH_MSG.throttled(outcome.retryAfter), { retryAfter: outcome.retryAfter });
    throw unauthorized(MSG.badCredentials);
  });

  app.post('/token/refresh', { schema: { body: refreshBody, response: { 200: sessionAnswer } } }, async (request, reply) => {
    const token = request.body?.refresh_token ?? request.cookies[REFRESH_COOKIE];
    if (!token) throw unauthorized(AUTH_MSG.refreshRefused);
    const result = await rotateRefreshToken(db, security.secret, token, security.clock.now());
    const user = result.ok ? await findUserById(db, result.userId) : undefined;
    if (!result.ok || !user) {
      const reason = result.ok ? 'unknown_user' : result.reason;
      if (reason === 'reused') {
        await audit(db, { event: 'refresh_reuse', userId: result.userId, ip: request.ip }, request.log);
      } else if (reason !== 'unknown') {
        await audit(db, { event: 'refresh_refused', userId: result.userId, ip: request.ip, detail: { reason } }, request.log);
      }
      clearRefreshCookie(app, reply);
      throw unauthorized(AUTH_MSG.refreshRefused);
    }
    return sessionReply(app, reply, user, result.refresh);
  });

  /**
   * The refresh cookie is scoped to /api/token and never reaches this route: the family to revoke comes
   * from the access token (its `fid` claim), or from a refresh token in the body.
   */
  app.post('/logout', { schema: { body: refreshBody, response: { 200: messageAnswer } } }, async (request, reply) => {
    const families = new Set<string>();
    let userId: string | undefined;
    if (request.headers.authorization) {
      const claims = await verifyAccessToken(security.secret, bearerOf(request) ?? '', security.clock.now());
      // 401 lets the device refresh and retry, so that the session really ends on the server.
      if (!claims) throw unauthorized();
      families.add(claims.fid);
      userId = claims.sub;
    }
    const token = request.body?.refresh_token ?? request.cookies[REFRESH_COOKIE];
    const family = token ? await familyOf(db, token) : undefined;
    if (family) families.add(family);
    for (const familyId of families) await revokeFamily(db, familyId, security.clock.now());
    clearRefreshCookie(app, reply);
    if (userId) await audit(db, { event: 'logout', userId, ip: request.ip }, request.log);
    return { message: AUTH_MSG.loggedOut };
  });

  // Always the same answer, at the same speed: whether an address is known never shows.
  app.post('/reset-password', { schema: { body: resetRequestBody, response: { 200: messageAnswer } } }, async (request) => {
    const { email } = request.body;
    const ip = request.ip;
    security.tasks.run('reset-password', () => sendResetMails(app, email, ip));
    return { message: MSG.lostPasswordSent };
  });

  app.post('/reset-password/confirm', { schema: { body: resetConfirmBody, response: { 200: messageAnswer } } }, async (request) => {
    if (!(await confirmReset(app, request, request.body.token, request.body.password))) throw badRequest(AUTH_MSG.resetLinkInvalid);
    return { message: AUTH_MSG.passwordSet };
  });

  // Limited per address (REGISTER_RATE_LIMIT); a repeated request answers the pending one (same 201 and id).
  app.post('/register', { schema: { body: registerBody }, config: { rateLimit: REGISTER_RATE_LIMIT } }, async (request, reply) => {
    const b = request.body;
    const { id, created } = await insertAccountRequest(db, {
      email: b.email,
      civilite: b.civilite,
      nom: b.nom,
      prenom: b.prenom,
      fonction: b.fonction || null,
      telephone: b.telephone || null,
      commune: b.commune,
      message: b.message || null,
    });
    await audit(db, { event: 'account_requested', ip: request.ip, detail: { requestId: id, commune: b.commune, ...(created ? {} : { repeated: true }) } }, request.log);
    return reply.code(201).send({ id, message: AUTH_MSG.requestSent });
  });

  const adminOnly = requireRole('ROLE_ADMIN');

  app.get('/account-requests', { preHandler: adminOnly, schema: { querystring: accountRequestsQuery } }, async (request, reply) => {
    const { status, limit, offset } = request.query;
    const page = await visibleAccountRequests(app, authOf(request), { status: status === 'all' ? undefined : status, limit, offset });
    reply.header('X-Total-Count', String(page.total));
    return page.rows;
  });

  app.post('/account-requests/:id/approve', { preHandler: adminOnly, schema: { params: idParams, body: approveBody } }, async (request) => {
    const approval = await approveAccountRequest(app, request, authOf(request), request.params.id, request.body?.societeId);
    return { ...approval, message: AUTH_MSG.requestApproved };
  });

  app.post('/account-requests/:id/reject', { preHandler: adminOnly, schema: { params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await rejectAccountRequest(app, request, authOf(request), request.params.id);
    return { message: AUTH_MSG.requestRejected };
  });
};
