import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { FournisseurAbonnement, FournisseurCommune } from '../../src/domain/users/fournisseur';
import { laterOf } from '../../src/domain/users/fournisseur';
import type { Db } from '../db/client';
import { abonnements, appliedMutations, auditLog, espaces, societes, userSocietes, users } from '../db/schema';

/** A timestamp as the drivers give an aggregate (text or Date), as an ISO instant; null stays null. */
function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/**
 * Every municipality with its cemeteries, latest subscription and last activity (issue 16, the provider's view).
 * Last activity is what the server records: the latest mutation applied for one of its cemeteries
 * (applied_mutations.at: a device's sync or a screen's change) and the latest sign-in of one of its users
 * (audit_log 'login'). Five grouped queries, whatever the number of towns.
 */
export async function communesOfProvider(db: Db): Promise<FournisseurCommune[]> {
  const towns = await db.select().from(societes);
  const cemeteries = await db
    .select({ id: espaces.id, nom: espaces.nom, societeId: espaces.societeId, actif: espaces.actif })
    .from(espaces)
    .where(isNull(espaces.deletedAt))
    .orderBy(espaces.nom);
  const subscriptions = await db.select().from(abonnements).orderBy(desc(abonnements.dateDebut), desc(abonnements.createdAt));
  const syncs = await db
    .select({ societeId: espaces.societeId, at: max(appliedMutations.at) })
    .from(appliedMutations)
    .innerJoin(espaces, eq(espaces.id, appliedMutations.espaceId))
    .groupBy(espaces.societeId);
  const members = await db
    .select({ societeId: userSocietes.societeId, count: sql<number>`count(*)::int` })
    .from(userSocietes)
    .innerJoin(users, and(eq(users.id, userSocietes.userId), isNull(users.deletedAt)))
    .groupBy(userSocietes.societeId);
  const logins = await db
    .select({ societeId: userSocietes.societeId, at: max(auditLog.at) })
    .from(auditLog)
    .innerJoin(userSocietes, eq(userSocietes.userId, auditLog.userId))
    .where(eq(auditLog.event, 'login'))
    .groupBy(userSocietes.societeId);

  const latestAbonnement = new Map<string, FournisseurAbonnement>();
  for (const a of subscriptions) {
    if (!latestAbonnement.has(a.societeId)) latestAbonnement.set(a.societeId, { dateDebut: a.dateDebut, etat: a.etat, dateRenouv: a.dateRenouv, options: a.options });
  }
  const syncOf = new Map(syncs.map((s) => [s.societeId, iso(s.at)]));
  const loginOf = new Map(logins.map((l) => [l.societeId, iso(l.at)]));
  const usersOf = new Map(members.map((m) => [m.societeId, Number(m.count)]));
  return towns.map((t) => {
    const derniereSynchro = syncOf.get(t.id) ?? null;
    const derniereConnexion = loginOf.get(t.id) ?? null;
    return {
      id: t.id,
      nom: t.nom,
      commune: t.commune,
      departement: t.departement,
      typeEspace: t.typeEspace,
      cimetieres: cemeteries.filter((c) => c.societeId === t.id).map((c) => ({ id: c.id, nom: c.nom, actif: c.actif === 1 })),
      abonnement: latestAbonnement.get(t.id) ?? null,
      derniereSynchro,
      derniereConnexion,
      derniereActivite: laterOf(derniereSynchro, derniereConnexion),
      utilisateurs: usersOf.get(t.id) ?? 0,
    };
  });
}

