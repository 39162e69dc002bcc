import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSuperAdmin } from '../../src/domain/roles';
import {
  TYPE_ESPACE_OF_TAB, grantableRoles, type AdminUserRow, type AdminUsersPage, type NewUserInput, type UserTab,
  type UserUpdateInput, type UsersQuery,
} from '../../src/domain/users/administration';
import { audit } from '../auth/audit';
import type { AuthContext } from '../auth/context';
import { randomToken } from '../auth/digest';
import { hashPassword } from '../auth/password';
import { createReset, WELCOME_TTL_MS } from '../auth/passwordResets';
import { resetLink } from '../auth/passwordReset.service';
import { findSociete } from '../auth/scope.repository';
import { societeIdsOf, findUserByUsername, insertUser, type UserRow } from '../auth/users.repository';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { userCreatedMail } from '../mail/templates';
import { espacesOfSocietes, setDisabled, updateUser, usersWithSocietes, type UserWithSocietes } from './users.repository';

/**
 * /utilisateurs (spec 000 §2.11, issue 16). The scope rule of every call: a super admin manages every user but
 * the other super admins' accounts stay theirs (no deletion, no role change by another); an administrator
 * manages the users of its municipalities who are not provider administrators. Anyone else in scope answers
 * 404, like an unknown id, so a foreign administrator learns nothing of another town's accounts.
 */
export const ADMIN_USERS_MSG = {
  notFound: 'Utilisateur introuvable.',
  self: 'Vous ne pouvez pas modifier ni supprimer votre propre compte depuis cette page.',
  roleRefused: 'Vous ne pouvez pas attribuer ce rôle.',
  societeRequired: 'Précisez la mairie de cet utilisateur.',
  societeNotFound: 'Mairie introuvable.',
  espaceRefused: 'Ce cimetière n’appartient pas à la mairie de cet utilisateur.',
  usernameTaken: 'Un compte existe déjà avec cet identifiant.',
  created: 'L’utilisateur a été créé ; un e-mail lui a été envoyé pour choisir son mot de passe.',
  deleted: 'L’utilisateur a été supprimé.',
} as const;

const fr = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The provider's tab: its administrators, and members of its own municipality (spec 000 §9, société id 1). */
function inTab(u: UserWithSocietes, tab: UserTab): boolean {
  const provider = isSuperAdmin(u.user.roles) || u.societes.length === 0 || u.societes.some((s) => s.typeEspace === 'fournisseur');
  if (tab === 'fournisseur') return provider;
  return !provider && u.societes.some((s) => s.typeEspace === TYPE_ESPACE_OF_TAB[tab]);
}

function toRow(u: UserWithSocietes): AdminUserRow {
  const { user } = u;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    civilite: user.civilite,
    nom: user.nom,
    prenom: user.prenom,
    fonction: user.fonction,
    telephone: user.telephone,
    roles: user.roles,
    actif: !user.disabled,
    communes: u.societes.map((s) => s.commune).sort(fr.compare),
    societeIds: u.societes.map((s) => s.id),
    espaceIds: user.espaceIds ?? null,
  };
}

async function scopeOf(app: FastifyInstance, auth: AuthContext): Promise<string[] | undefined> {
  return isSuperAdmin(auth.roles) ? undefined : societeIdsOf(app.deps.database.db, auth.user.id);
}

/** One page of the users this administrator sees: tab (super admin only), search, sort, then the page. */
export async function listUsers(app: FastifyInstance, auth: AuthContext, query: UsersQuery): Promise<AdminUsersPage> {
  const scope = await scopeOf(app, auth);
  let found = await usersWithSocietes(app.deps.database.db, scope);
  if (!scope) found = found.filter((u) => inTab(u, query.tab));
  // Every word typed must be found in one of the user's texts ('zoé écrivain' finds zoe.ecrivain@…).
  const words = fold(query.search).split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    found = found.filter((u) => {
      const texts = [u.user.username, u.user.nom, u.user.prenom, u.user.email, ...u.societes.map((s) => s.commune)].filter((v): v is string => !!v).map(fold);
      return words.every((w) => texts.some((t) => t.includes(w)));
    });
  }
  const key = query.sort;
  const direction = query.order === 'desc' ? -1 : 1;
  found.sort((a, b) => direction * (fr.compare(a.user[key] ?? '', b.user[key] ?? '') || fr.compare(a.user.username, b.user.username)));
  return { data: found.slice(query.offset, query.offset + query.limit).map(toRow), total: found.length };
}

/** The user when this administrator may manage it, else 404; never its own account. */
async function manageable(app: FastifyInstance, auth: AuthContext, id: string): Promise<UserWithSocietes> {
  const scope = await scopeOf(app, auth);
  const target = (await usersWithSocietes(app.deps.database.db, scope)).find((u) => u.user.id === id);
  if (!target) throw notFound(ADMIN_USERS_MSG.notFound);
  if (target.user.id === auth.user.id || target.user.id === auth.actor.id) throw badRequest(ADMIN_USERS_MSG.self);
  if (isSuperAdmin(target.user.roles)) {
    if (!isSuperAdmin(auth.roles)) throw notFound(ADMIN_USERS_MSG.notFound);
    throw forbidden(ADMIN_USERS_MSG.roleRefused);
  }
  return target;
}

function checkRoles(auth: AuthContext, roles: readonly string[] | undefined): void {
  if (!roles) return;
  const allowed = grantableRoles(auth.roles) as readonly string[];
  if (roles.some((r) => !allowed.includes(r))) throw forbidden(ADMIN_USERS_MSG.roleRefused);
}

async function checkEspaces(app: FastifyInstance, societeIds: readonly string[], espaceIds: readonly string[] | null | undefined): Promise<void> {
  if (!espaceIds) return;
  const allowed = new Set((await espacesOfSocietes(app.deps.database.db, societeIds)).map((e) => e.id));
  if (espaceIds.some((id) => !allowed.has(id))) throw badRequest(ADMIN_USERS_MSG.espaceRefused);
}

export async function updateManagedUser(app: FastifyInstance, request: FastifyRequest, auth: AuthContext, id: string, body: UserUpdateInput): Promise<AdminUserRow> {
  const db = app.deps.database.db;
  const target = await manageable(app, auth, id);
  checkRoles(auth, body.roles);
  await checkEspaces(app, target.societes.map((s) => s.id), body.espaceIds);
  const values: Partial<Pick<UserRow, 'roles' | 'espaceIds'>> = {};
  if (body.roles) values.roles = [...new Set(body.roles)];
  if (body.espaceIds !== undefined) values.espaceIds = body.espaceIds ? [...new Set(body.espaceIds)] : null;
  if (Object.keys(values).length > 0) await updateUser(db, id, values);
  if (body.actif !== undefined && body.actif === target.user.disabled) await setDisabled(db, id, !body.actif, app.security.clock.now());
  await audit(db, { event: 'user_updated', userId: id, actorId: auth.actor.id, username: target.user.username, ip: request.ip, detail: { ...body } }, request.log);
  const after = (await usersWithSocietes(db)).find((u) => u.user.id === id);
  if (!after) throw notFound(ADMIN_USERS_MSG.notFound);
  return toRow(after);
}

/** 'Supprimer cet utilisateur': disabled for good, sessions cut now; its records keep its id as their author. */
export async function deleteManagedUser(app: FastifyInstance, request: FastifyRequest, auth: AuthContext, id: string): Promise<void> {
  const db = app.deps.database.db;
  const target = await manageable(app, auth, id);
  await setDisabled(db, id, true, app.security.clock.now(), true);
  await audit(db, { event: 'user_deleted', userId: id, actorId: auth.actor.id, username: target.user.username, ip: request.ip }, request.log);
}

/** 'Ajouter nouveau': a user of one of the caller's municipalities, who chooses its password from a mailed link. */
export async function createManagedUser(app: FastifyInstance, request: FastifyRequest, auth: AuthContext, body: NewUserInput): Promise<AdminUserRow> {
  const db = app.deps.database.db;
  checkRoles(auth, body.roles);
  const scope = await scopeOf(app, auth);
  const societeId = body.societeId ?? (scope?.length === 1 ? scope[0] : undefined);
  if (!societeId) throw badRequest(ADMIN_USERS_MSG.societeRequired);
  if (scope && !scope.includes(societeId)) throw notFound(ADMIN_USERS_MSG.societeNotFound);
  if (!scope && !(await findSociete(db, societeId))) throw notFound(ADMIN_USERS_MSG.societeNotFound);
  await checkEspaces(app, [societeId], body.espaceIds);
  const username = body.username.trim().toLowerCase();
  if (await findUserByUsername(db, username)) throw conflict(ADMIN_USERS_MSG.usernameTaken);
  const user = await insertUser(
    db,
    {
      username,
      email: body.username.trim(),
      passwordHash: await hashPassword(randomToken()),
      roles: [...new Set(body.roles)],
      civilite: body.civilite,
      nom: body.nom || null,
      prenom: body.prenom || null,
      fonction: body.fonction || null,
      telephone: body.telephone || null,
    },
    societeId,
  );
  if (body.espaceIds) await updateUser(db, user.id, { espaceIds: body.espaceIds });
  await sendWelcome(app, user);
  await audit(db, { event: 'user_created', userId: user.id, actorId: auth.actor.id, username, ip: request.ip, detail: { societeId } }, request.log);
  const created = (await usersWithSocietes(db)).find((u) => u.user.id === user.id);
  if (!created) throw notFound(ADMIN_USERS_MSG.notFound);
  return toRow(created);
}

/** The set-password mail, through the mail transport in the background (a slow SMTP never holds the answer). */
export async function sendWelcome(app: FastifyInstance, user: Pick<UserRow, 'id' | 'username' | 'email'>): Promise<void> {
  const { clock, mailer, tasks, config } = app.security;
  if (!user.email) return;
  const token = await createReset(app.deps.database.db, user.id, clock.now(), WELCOME_TTL_MS);
  const link = resetLink(config.publicUrl, token);
  const to = user.email;
  tasks.run('user-created-mail', () => mailer.send(userCreatedMail({ to, username: user.username, link, validDays: WELCOME_TTL_MS / 86_400_000 })));
}
