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
