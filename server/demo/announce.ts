import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { highestRole, ROLE_LABELS } from '../../src/domain/roles';
import type { SeedResult } from './seed';
import { DEMO_PASSWORD } from './types';

/** What the console says after seeding: figures, and the accounts to sign in with. */
export function describeSeed(result: SeedResult): string {
  const c = result.counts;
  const lines = [
    `Données de démonstration créées en ${result.ms.generate + result.ms.insert} ms : ${c.espaces} cimetières, ` +
      `${c.emplacements} emplacements, ${c.locations} concessions, ${c.occupants} défunts, ${c.contacts} contacts.`,
    `Comptes de démonstration (mot de passe : ${DEMO_PASSWORD}) :`,
    ...result.accounts.map((a) => `  ${a.email.padEnd(22)} ${a.label}`),
  ];
  return lines.join('\n');
}

/**
 * The demo accounts of a database seeded earlier, for the console at every start (the README's first command
 * promises them): their password is the demo one unless someone changed it since.
 */
export async function describeDemoAccounts(db: Db): Promise<string | null> {
  const rows = await db.select({ username: users.username, roles: users.roles }).from(users).where(eq(users.isDemo, true)).orderBy(users.createdAt, users.username);
  if (rows.length === 0) return null;
  return [
    `Comptes de démonstration (mot de passe : ${DEMO_PASSWORD}, sauf s'il a été changé depuis) :`,
    ...rows.map((u) => `  ${u.username.padEnd(22)} ${ROLE_LABELS[highestRole(u.roles)]}`),
  ].join('\n');
}
