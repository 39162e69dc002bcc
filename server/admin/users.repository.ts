import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { espaces, societes, userSocietes, users } from '../db/schema';
import { isoAt } from '../auth/clock';
import { revokeAllForUser } from '../auth/refreshTokens';
import type { UserRow } from '../auth/users.repository';

/** A user with the municipalities it belongs to, for the list and the scope checks of /utilisateurs. */
export interface UserWithSocietes {
  user: UserRow;
  societes: Array<{ id: string; commune: string; typeEspace: string }>;
}

/**
 * Every user not deleted, with its municipalities; the admin's scope (`societeIds`) keeps the members of
 * those municipalities. The provider's client base is a few thousand users: filtered and sorted in memory.
 */
export async function usersWithSocietes(db: Db, societeIds?: readonly string[]): Promise<UserWithSocietes[]> {
  const rows = await db.select().from(users).where(isNull(users.deletedAt));
  const memberships = await db
    .select({ userId: userSocietes.userId, id: societes.id, commune: societes.commune, typeEspace: societes.typeEspace })
    .from(userSocietes)
    .innerJoin(societes, eq(societes.id, userSocietes.societeId));
  const byUser = new Map<string, UserWithSocietes['societes']>();
  for (const m of memberships) {
    const list = byUser.get(m.userId) ?? [];
    list.push({ id: m.id, commune: m.commune, typeEspace: m.typeEspace });
    byUser.set(m.userId, list);
  }
  const all = rows.map((user) => ({ user, societes: byUser.get(user.id) ?? [] }));
  if (!societeIds) return all;
  const scope = new Set(societeIds);
  return all.filter((u) => u.societes.some((s) => scope.has(s.id)));
}

/** The live cemeteries of these municipalities. */
export async function espacesOfSocietes(db: Db, societeIds: readonly string[]): Promise<Array<{ id: string; societeId: string }>> {
  if (societeIds.length === 0) return [];
  const rows = await db.select({ id: espaces.id, societeId: espaces.societeId, deletedAt: espaces.deletedAt }).from(espaces).where(inArray(espaces.societeId, [...societeIds]));
  return rows.filter((r) => r.deletedAt === null).map(({ id, societeId }) => ({ id, societeId }));
}

export async function updateUser(db: Db, id: string, values: Partial<Pick<UserRow, 'roles' | 'espaceIds'>>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/**
 * Disables the account (or enables it again) and, when disabling, cuts its sessions at once: tokenVersion
 * grows, so no access token of it passes authenticate() any more, and every refresh family is revoked.
 */
export async function setDisabled(db: Db, id: string, disabled: boolean, nowMs: number, deleted = false): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        disabled,
        ...(disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        ...(deleted ? { deletedAt: isoAt(nowMs) } : {}),
      })
      .where(eq(users.id, id));
    if (disabled) await revokeAllForUser(tx, id, nowMs);
  });
}
