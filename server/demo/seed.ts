import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ROLE_LABELS } from '../../src/domain/roles';
import { REPLICATED_TABLES } from '../../src/domain/entities/tables';
import { toIsoDate } from '../../src/domain/dates';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { replicatedTables } from '../db/replicatedTables';
import { abonnements, espaces, societes, userSocietes, users } from '../db/schema';
import { saveMedia } from '../media/media.service';
import { openMediaStore } from '../media/openStore';
import type { MediaStore } from '../media/store';
import { bulkInsert } from './bulkInsert';
import { seedRecentChanges } from './recentChanges';
import { generateDemo, type DemoOptions } from './generate';
import { DEMO_PASSWORD, type ChildTable, type DemoData } from './types';

export interface SeedOptions extends Partial<DemoOptions> {
  /** Where the plans and photos are stored: a media store, or the data dir to open one on ('memory://' for tests). */
  media?: MediaStore;
  dataDir?: string;
}

export interface SeedResult {
  data: DemoData;
  accounts: Array<{ email: string; role: string; label: string }>;
  /** Rows inserted per replicated table, all cemeteries together. */
  counts: Record<string, number>;
  ms: { generate: number; insert: number };
}

/** True when no municipality exists yet: the demo is only ever seeded into an empty database. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ id: societes.id }).from(societes).limit(1);
  return rows.length === 0;
}

const CHILD_TABLES = REPLICATED_TABLES.filter((t): t is ChildTable => t !== 'espaces');

/**
 * Inserts the demo into `db` in one transaction, with multi-row inserts. Replication columns are set as a
 * real write would set them: each cemetery's rows take their seq from that cemetery's change counter
 * (DESIGN §4), so afterwards espaces.change_seq is the highest seq in the cemetery and a device's first pull
 * (cursor 0) receives every row. The plans and photos go to the media store, owned by their cemetery's
 * municipality (DESIGN §8); the password is hashed once (argon2 is slow on purpose) and shared by the demo
 * accounts.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const t0 = performance.now();
  const data = generateDemo({ seed: opts.seed ?? 1, plots: opts.plots, today: opts.today ?? toIsoDate(new Date()) });
  const t1 = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts: Record<string, number> = Object.fromEntries(REPLICATED_TABLES.map((t) => [t, 0]));

  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.insert(societes).values(data.societes);
    await tx.insert(users).values(data.users.map(({ societeIds: _s, ...u }) => ({ ...u, passwordHash, isDemo: true, firstConnection: true })));
    await tx.insert(userSocietes).values(data.users.flatMap((u) => u.societeIds.map((societeId) => ({ userId: u.id, societeId }))));
    await tx.insert(abonnements).values(data.abonnements);
    for (const cemetery of data.cemeteries) {
      const id = cemetery.espace.id;
      await tx.insert(espaces).values({ ...cemetery.espace, changeSeq: 0 });
      const total = 1 + CHILD_TABLES.reduce((n, t) => n + cemetery.rows[t].length, 0);
      // Reserve one block of the counter for the whole cemetery, as one write transaction would.
      const [reserved] = await tx
        .update(espaces)
        .set({ changeSeq: sql`${espaces.changeSeq} + ${total}` })
        .where(eq(espaces.id, id))
        .returning({ changeSeq: espaces.changeSeq });
      let next = (reserved?.changeSeq ?? total) - total + 1;
      await tx.update(espaces).set({ seq: next++ }).where(eq(espaces.id, id));
      counts.espaces = (counts.espaces ?? 0) + 1;
      for (const table of CHILD_TABLES) {
        const rows = cemetery.rows[table].map((row) => ({ ...row, seq: next++ }));
        await bulkInsert(tx, replicatedTables[table] as PgTable, rows);
        counts[table] = (counts[table] ?? 0) + rows.length;
      }
    }
  });

  const media = opts.media ?? (await openMediaStore({ dataDir: opts.dataDir ?? 'memory://' }, db));
  for (const cemetery of data.cemeteries) {
    const owners = [cemetery.espace.societeId];
    const stored = await saveMedia(db, media, { bytes: new TextEncoder().encode(cemetery.planSvg), mime: 'image/svg+xml', owners, uploadedBy: null });
    if (stored.sha256 !== cemetery.espace.mapSha256) throw new Error('Plan de démonstration : empreinte inattendue.');
    for (const file of cemetery.files) await saveMedia(db, media, { bytes: file.bytes, mime: file.mime, owners, uploadedBy: null });
  }
  // A week of work for the restore points, on a demo of today only (a demo dated in the past has no recent days).
  if (!opts.today) await seedRecentChanges(db, data, Date.now());
  const t2 = performance.now();
  return {
    data,
    accounts: data.users.map((u) => ({ email: u.email, role: u.roles[0] ?? 'ROLE_USER', label: ROLE_LABELS[u.roles[0] ?? 'ROLE_USER'] })),
    counts,
    ms: { generate: Math.round(t1 - t0), insert: Math.round(t2 - t1) },
  };
}
