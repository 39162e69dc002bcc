import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MairieContact } from '../../src/domain/entities/mairie';
import { NEW_SPACE_MSG, type NewSpaceInput } from '../../src/domain/users/newSpace';
import { audit } from '../auth/audit';
import type { AuthContext } from '../auth/context';
import { randomToken } from '../auth/digest';
import { hashPassword } from '../auth/password';
import { findSociete } from '../auth/scope.repository';
import { findUserByUsername, type UserRow } from '../auth/users.repository';
import { CommandBatch } from '../commands/batch';
import { REST_ORIGIN } from '../commands/types';
import type { Db } from '../db/client';
import { abonnements, espaces, societes, userSocietes, users } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { saveMedia } from '../media/media.service';
import { sha256Hex } from '../media/store';
import { planMutations } from '../routes/plan.routes';
import { readPlanOffThread } from '../svg/readPlanOffThread';
import type { PlanShape } from '../svg/shapes';
import { sendWelcome } from './users.service';
import { eq } from 'drizzle-orm';

/**
 * The new-space wizard's creation (spec 000 §2.12, POST /espace/creer; issue 16). Invariant: everything the
 * wizard makes (users, town hall and memberships, mayor, cemeteries, their plans and plots, subscription) is
 * written in ONE transaction, so a failure at any step leaves no row of any kind. What is slow or may be
 * refused is done before it opens: the plans are read and sanitised off the main thread by the plan import's
 * reader (server/svg), the passwords hashed, the logins checked. The set-password mails leave after the commit.
 */

/** The steps, in the order they are written; tests inject a failure after each one. */
export const NEW_SPACE_WRITE_STEPS = ['utilisateurs', 'mairie', 'maire', 'cimetieres', 'plan', 'abonnement'] as const;
export type NewSpaceWriteStep = (typeof NEW_SPACE_WRITE_STEPS)[number];

export interface NewSpaceHooks {
  /** Called inside the transaction after each step (a throw rolls everything back). */
  afterStep?(step: NewSpaceWriteStep): Promise<void> | void;
}

export interface NewSpaceCreated {
  message: 'ok';
  societeId: string;
  espaceIds: string[];
  userIds: string[];
}

interface ReadyPlan {
  svg: Uint8Array;
  sha256: string;
  width: number;
  height: number;
  shapes: PlanShape[];
}

/** Each cemetery's plan, cleaned by the same reader as POST /ESpaces/front_import_svg; a refused plan stops everything. */
async function readPlans(input: NewSpaceInput): Promise<Array<ReadyPlan | null>> {
  const plans: Array<ReadyPlan | null> = [];
  for (const [i, espace] of input.espaces.entries()) {
    if (espace.planSvg.trim() === '') {
      plans.push(null);
      continue;
    }
    const clean = await readPlanOffThread(new TextEncoder().encode(espace.planSvg));
    if (!clean.ok) throw new HttpError(clean.status, `Cimetière ${i + 1} (${espace.nom}) : ${clean.message}`);
    const svg = new TextEncoder().encode(clean.svg);
    plans.push({ svg, sha256: sha256Hex(svg), width: Math.round(clean.width), height: Math.round(clean.height), shapes: clean.shapes });
  }
  return plans;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function createNewSpace(app: FastifyInstance, request: FastifyRequest, auth: AuthContext, input: NewSpaceInput, hooks: NewSpaceHooks = {}): Promise<NewSpaceCreated> {
  const db = app.deps.database.db;
  const nowMs = app.security.clock.now();
  if (input.mairieId && !(await findSociete(db, input.mairieId))) throw notFound(NEW_SPACE_MSG.mairieNotFound);
  for (const u of input.utilisateurs) {
    if (await findUserByUsername(db, u.username.trim().toLowerCase())) throw conflict(`${NEW_SPACE_MSG.usernameTaken} (${u.username})`);
  }
  const plans = await readPlans(input);
  const hashes = await Promise.all(input.utilisateurs.map((u) => hashPassword(u.password || randomToken())));
  const societeId = input.mairieId ?? randomUUID();
  const step = async (name: NewSpaceWriteStep) => hooks.afterStep?.(name);

  let created: { users: UserRow[]; espaceIds: string[] };
  try {
    created = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const newUsers = await tx
        .insert(users)
        .values(input.utilisateurs.map((u, i) => ({
          id: randomUUID(),
          username: u.username.trim().toLowerCase(),
          email: u.username.trim(),
          identite: [u.prenom, u.nom].filter(Boolean).join(' ') || null,
          civilite: u.civilite,
          nom: u.nom || null,
          prenom: u.prenom || null,
          fonction: u.fonction || null,
          telephone: u.telephone || null,
          passwordHash: hashes[i] ?? '',
          roles: [u.role],
          isDemo: input.typeEspace === 'demonstration',
        })))
        .returning();
      await step('utilisateurs');

      if (input.mairie) {
        const m = input.mairie;
        await tx.insert(societes).values({
          id: societeId, nom: `Mairie de ${m.commune}`, commune: m.commune, departement: m.departement || null, adresse: m.adresse || null,
          codePostal: m.codePostal || null, ville: m.ville || null, email: m.email || null, telephone: m.telephone || null,
          tresorerie: m.tresorerie || null, horaires: m.horaires, typeEspace: input.typeEspace,
        });
      }
      await tx.insert(userSocietes).values(newUsers.map((u) => ({ userId: u.id, societeId })));
      await step('mairie');

      // The mayor of a new town hall (spec 000 §2.12 step 2); an existing town hall keeps its own.
      if (input.mairie && input.maire) {
        const { civilite, nom, prenom } = input.maire;
        const contacts: MairieContact[] = nom || prenom ? [{ civilite, nom, prenom, fonction: 'Maire', telephone: null, email: null }] : [];
        await tx.update(societes).set({ maireCivilite: civilite, maireNom: nom || null, mairePrenom: prenom || null, contacts }).where(eq(societes.id, societeId));
      }
      await step('maire');

      const espaceIds = input.espaces.map(() => randomUUID());
      await tx.insert(espaces).values(input.espaces.map((e, i) => ({
        id: espaceIds[i] ?? randomUUID(), societeId, nom: e.nom, adresse: e.adresse || null, codePostal: e.codePostal || null,
        ville: e.ville || null, actif: e.actif, horaires: e.horaires,
      })));
      await step('cimetieres');

      // The plan import's own mutations (espace.setPlan, then a plot per shape), through the command layer.
      for (const [i, plan] of plans.entries()) {
        const espaceId = espaceIds[i];
        if (!plan || !espaceId) continue;
        await saveMedia(tx, app.mediaStore, { bytes: plan.svg, mime: 'image/svg+xml', owners: [societeId], uploadedBy: auth.user.id });
        const batch = await CommandBatch.open(tx, espaceId);
        for (const envelope of planMutations(espaceId, plan, plan.shapes, []).envelopes) {
          const result = await batch.apply(auth, envelope, REST_ORIGIN, nowMs);
          if (result.status !== 'applied') throw badRequest(`Plan du cimetière ${input.espaces[i]?.nom ?? ''} refusé : ${result.error ?? 'modification impossible'}. Rien n’a été créé.`);
        }
        await batch.finish();
      }
      await step('plan');

      if (input.abonnement) {
        await tx.insert(abonnements).values({ id: randomUUID(), societeId, dateDebut: input.abonnement.dateDebut, etat: 1, options: { abonnement: input.abonnement.options, premium: [] } });
      }
      await step('abonnement');
      return { users: newUsers, espaceIds };
    });
  } catch (error) {
    // Two wizards racing for one login: the unique index refuses the second, and nothing of it stays.
    if (isUniqueViolation(error)) throw conflict(NEW_SPACE_MSG.usernameTaken);
    throw error;
  }

  for (const user of created.users) await sendWelcome(app, user);
  await audit(db, { event: 'user_created', userId: created.users[0]?.id ?? null, actorId: auth.actor.id, username: created.users[0]?.username ?? null, ip: request.ip, detail: { societeId, espaceIds: created.espaceIds, wizard: true } }, request.log);
  return { message: 'ok', societeId, espaceIds: created.espaceIds, userIds: created.users.map((u) => u.id) };
}
