/** Demo accounts created by the server with DEMO_DATA=1 (README, server/demo). */
export interface DemoAccount {
  username: string;
  password: string;
  /**
   * Municipalities listed on /switch-espace, or null for a user of a single cemetery, who goes straight in.
   * admin, agent and consultation share one municipality with two cemeteries; super sees every municipality.
   */
  municipalities: number | null;
  admin: boolean;
}

const password = 'demo2026';

export const ACCOUNTS = {
  // Four towns with a cemetery; the provider's own society (Vannes) has none, so the chooser does not offer it.
  super: { username: 'super@demo.fr', password, municipalities: 4, admin: true },
  admin: { username: 'admin@demo.fr', password, municipalities: 1, admin: true },
  agent: { username: 'agent@demo.fr', password, municipalities: 1, admin: false },
  consultation: { username: 'consultation@demo.fr', password, municipalities: 1, admin: false },
  autre: { username: 'autre@demo.fr', password, municipalities: null, admin: true },
} as const satisfies Record<string, DemoAccount>;
