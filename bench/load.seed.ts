import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/password';
import type { Db } from '../server/db/client';
import { emplacements, espaces, locations, occupants, societes, userSocietes, users } from '../server/db/schema';

/**
 * The load benchmark's data: `cemeteries` municipalities of one cemetery each, `plots` plots per cemetery,
 * each with a concession and a deceased, and one clerk per municipality (whose tablets share its sign-in).
 * Written through SQL in bulk, with seqs 1..n as the server would have handed them out.
 */
export interface LoadWorld {
  cemeteries: Array<{ espaceId: string; username: string }>;
}

export const LOAD_PASSWORD = 'Charge-2026-bench';

export async function seedLoadWorld(db: Db, opts: { cemeteries: number; plots: number }): Promise<LoadWorld> {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const world: LoadWorld = { cemeteries: [] };
  for (let c = 0; c < opts.cemeteries; c++) {
    const societeId = randomUUID();
    const espaceId = randomUUID();
    const username = `agent-${c + 1}@charge.test`;
    await db.insert(societes).values({ id: societeId, nom: `Mairie de Charge-${c + 1}`, commune: `Charge-${c + 1}` });
    await db.insert(espaces).values({ id: espaceId, societeId, nom: `Cimetière de Charge-${c + 1}` });
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, username, email: username, identite: `Agent ${c + 1}`, passwordHash, roles: ['ROLE_SOUS_ADMIN'] });
    await db.insert(userSocietes).values({ userId, societeId });
    let seq = 0;
    const plots = Array.from({ length: opts.plots }, (_, i) => ({ emplacement: randomUUID(), location: randomUUID(), occupant: randomUUID(), i }));
    await db.insert(emplacements).values(plots.map((p) => ({ id: p.emplacement, espaceId, seq: ++seq, carre: String.fromCharCode(65 + (p.i % 8)), allee: String(1 + (p.i % 12)), numero: String(p.i + 1) })));
    await db.insert(locations).values(
      plots.map((p) => ({ id: p.location, espaceId, seq: ++seq, emplacementId: p.emplacement, type: 'Concession' as const, dateDebut: '1998-04-02', duree: 30, etatAbandon: 1 as const, nbPlaces: 2 })),
    );
    await db.insert(occupants).values(
      plots.map((p) => ({ id: p.occupant, espaceId, seq: ++seq, emplacementId: p.emplacement, locationId: p.location, nom: `Nom${p.i}`, prenom: 'Jeanne', dateInhumCrema: '1999-01-15' })),
    );
    await db.update(espaces).set({ changeSeq: seq }).where(eq(espaces.id, espaceId));
    world.cemeteries.push({ espaceId, username });
  }
  return world;
}

/** What a tablet needs to edit its share of plots: the current values, so its base matches (no conflict). */
export interface PlotState {
  locationId: string;
  occupantId: string;
  etatAbandon: number | null;
  facture: string | null;
  specificites: string | null;
}

export async function loadPlots(db: Db, espaceId: string): Promise<{ plots: PlotState[]; changeSeq: number }> {
  const result = await db.execute(
    sql`select l.id as location_id, o.id as occupant_id, l.etat_abandon, l.facture, o.specificites
        from locations l join occupants o on o.location_id = l.id where l.espace_id = ${espaceId} order by l.id`,
  );
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const [espace] = await db.select({ changeSeq: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espaceId));
  return {
    plots: rows.map((r) => ({
      locationId: String(r.location_id),
      occupantId: String(r.occupant_id),
      etatAbandon: r.etat_abandon === null ? null : Number(r.etat_abandon),
      facture: (r.facture as string | null) ?? null,
      specificites: (r.specificites as string | null) ?? null,
    })),
    changeSeq: espace?.changeSeq ?? 0,
  };
}
