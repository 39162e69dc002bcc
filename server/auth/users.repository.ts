import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSocietes, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Usernames are unique case-insensitively (index on lower(username)), and typed in any case at sign-in. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username.trim()})`);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Enabled users with this e-mail (several accounts may share one address). */
export async function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, eq(users.disabled, false)));
}

export async function societeIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ societeId: userSocietes.societeId }).from(userSocietes).where(eq(userSocietes.userId, userId));
  return rows.map((r) => r.societeId);
}

export async function sharesSociete(db: Db, userId: string, otherId: string): Promise<boolean> {
  const mine = await societeIdsOf(db, userId);
  if (mine.length === 0) return false;
  const [row] = await db
    .select({ societeId: userSocietes.societeId })
    .from(userSocietes)
    .where(and(eq(userSocietes.userId, otherId), inArray(userSocietes.societeId, mine)))
    .limit(1);
  return row !== undefined;
}

/** Sets a new password hash and bumps tokenVersion, which invalidates every access token already issued. */
export async function replacePassword(db: Db, userId: string, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`Utilisateur ${userId} introuvable`);
  return row.tokenVersion;
}

export async function setFirstConnection(db: Db, userId: string, firstConnection: boolean): Promise<void> {
  await db.update(users).set({ firstConnection }).where(eq(users.id, userId));
}

export interface NewUser {
  username: string;
  email: string | null;
  passwordHash: string;
  roles: string[];
  civilite: string;
  nom: string | null;
  prenom: string | null;
  fonction: string | null;
  telephone: string | null;
}

export async function insertUser(db: Db, user: NewUser, societeId: string): Promise<UserRow> {
  const identite = [user.prenom, user.nom].filter(Boolean).join(' ') || null;
  const [row] = await db.insert(users).values({ id: randomUUID(), identite, ...user }).returning();
  if (!row) throw new Error("Création de l'utilisateur impossible");
  await db.insert(userSocietes).values({ userId: row.id, societeId });
  return row;
}
