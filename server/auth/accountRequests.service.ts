import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSuperAdmin } from '../../src/domain/roles';
import { badRequest, conflict, notFound } from '../errors';
import { accountApprovedMail } from '../mail/templates';
import {
  allSocietes, decideAccountRequest, findAccountRequest, listAccountRequests, type AccountRequestRow,
} from './accountRequests.repository';
import { audit } from './audit';
import { isoAt } from './clock';
import { communeMatches } from './communes';
import type { AuthContext } from './context';
import { randomToken } from './digest';
import { AUTH_MSG } from './messages';
import { hashPassword } from './password';
import { createReset, WELCOME_TTL_MS } from './passwordResets';
import { resetLink } from './passwordReset.service';
import { societesOf, type SocieteRow } from './scope.repository';
import { findUserByUsername, insertUser } from './users.repository';

/**
 * The municipalities whose requests this administrator handles: all for a super admin, its own for an
 * admin (a request belongs to a municipality by the commune name typed in it).
 */
async function handledSocietes(app: FastifyInstance, auth: AuthContext): Promise<SocieteRow[]> {
  const db = app.deps.database.db;
  return isSuperAdmin(auth.roles) ? allSocietes(db) : societesOf(db, auth.user.id);
}

export interface RequestsPage {
  rows: AccountRequestRow[];
  /** All the requests this administrator sees with that status, over every page. */
  total: number;
}

/**
 * One page of the requests this administrator handles, newest first. Requests belong to a municipality by
 * the commune typed in them, matched loosely (communeMatches), so the filter runs here; the queue stays
 * small because /register is limited per address and holds one pending request per e-mail address.
 */
export async function visibleAccountRequests(
  app: FastifyInstance,
  auth: AuthContext,
  query: { status: string | undefined; limit: number; offset: number },
): Promise<RequestsPage> {
  const rows = await listAccountRequests(app.deps.database.db, query.status);
  const mine = isSuperAdmin(auth.roles) ? undefined : await handledSocietes(app, auth);
  const visible = mine ? rows.filter((r) => mine.some((s) => communeMatches(r.commune, s))) : rows;
  return { rows: visible.slice(query.offset, query.offset + query.limit), total: visible.length };
}

async function visibleRequest(app: FastifyInstance, auth: AuthContext, id: string): Promise<AccountRequestRow> {
  const row = await findAccountRequest(app.deps.database.db, id);
  if (!row) throw notFound(AUTH_MSG.requestNotFound);
  if (!isSuperAdmin(auth.roles)) {
    const mine = await handledSocietes(app, auth);
    if (!mine.some((s) => communeMatches(row.commune, s))) throw notFound(AUTH_MSG.requestNotFound);
  }
  if (row.status !== 'pending') throw conflict(AUTH_MSG.requestDecided);
  return row;
}

function chooseSociete(candidates: SocieteRow[], commune: string, societeId: string | undefined): SocieteRow {
  if (societeId) {
    const chosen = candidates.find((s) => s.id === societeId);
    if (!chosen) throw notFound(AUTH_MSG.societeNotFound);
    return chosen;
  }
  const matching = candidates.filter((s) => communeMatches(commune, s));
  if (matching.length > 1) throw badRequest(AUTH_MSG.ambiguousSociete);
  const [only] = matching;
  if (!only) throw badRequest(AUTH_MSG.noMatchingSociete);
  return only;
}

export interface Approval {
  id: string;
  username: string;
  societeId: string;
}

/**
 * Creates the account (ROLE_USER, in the requester's municipality, username = e-mail) with an unusable
 * random password, and mails a link to choose one through the reset mechanism.
 */
export async function approveAccountRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  societeId: string | undefined,
): Promise<Approval> {
  const db = app.deps.database.db;
  const { clock, mailer, tasks, config } = app.security;
  const row = await visibleRequest(app, auth, id);
  const societe = chooseSociete(await handledSocietes(app, auth), row.commune, societeId);
  const username = row.email.trim().toLowerCase();
  if (await findUserByUsername(db, username)) throw conflict(AUTH_MSG.usernameTaken);

  const passwordHash = await hashPassword(randomToken());
  const user = await db.transaction(async (tx) => {
    if (!(await decideAccountRequest(tx, id, 'approved', auth.actor.id, isoAt(clock.now())))) throw conflict(AUTH_MSG.requestDecided);
    return insertUser(
      tx,
      {
        username,
        email: row.email.trim(),
        passwordHash,
        roles: ['ROLE_USER'],
        civilite: row.civilite,
        nom: row.nom,
        prenom: row.prenom,
        fonction: row.fonction,
        telephone: row.telephone,
      },
      societe.id,
    );
  });
  const token = await createReset(db, user.id, clock.now(), WELCOME_TTL_MS);
  const link = resetLink(config.publicUrl, token);
  tasks.run('account-approved-mail', () =>
    mailer.send(accountApprovedMail({ to: row.email, username, link, validDays: WELCOME_TTL_MS / 86_400_000 })),
  );
  await audit(
    db,
    { event: 'account_request_approved', userId: user.id, actorId: auth.actor.id, username, ip: request.ip, detail: { requestId: id, societeId: societe.id } },
    request.log,
  );
  return { id: user.id, username, societeId: societe.id };
}

export async function rejectAccountRequest(app: FastifyInstance, request: FastifyRequest, auth: AuthContext, id: string): Promise<void> {
  const db = app.deps.database.db;
  await visibleRequest(app, auth, id);
  if (!(await decideAccountRequest(db, id, 'rejected', auth.actor.id, isoAt(app.security.clock.now())))) {
    throw conflict(AUTH_MSG.requestDecided);
  }
  await audit(db, { event: 'account_request_rejected', actorId: auth.actor.id, ip: request.ip, detail: { requestId: id } }, request.log);
}
