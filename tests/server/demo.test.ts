import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOCATION_TYPES } from '../../src/domain/constants/locationTypes';
import { PROCEDURE_KINDS } from '../../src/domain/constants/procedures';
import { REPLICATED_TABLES, SQL_TABLE_NAMES } from '../../src/domain/entities/tables';
import type { Occupant } from '../../src/domain/entities/occupant';
import { partialDateToIso } from '../../src/domain/dates';
import { concessionStatus, countPresent } from '../../src/domain/rules/concessionStatus';
import { verifyPassword } from '../../server/auth/password';
import type { Database } from '../../server/db/client';
import { espaces, mediaOwners, userSocietes, users } from '../../server/db/schema';
import { generateDemo } from '../../server/demo/generate';
import { isEmptyDatabase, seedDemo, type SeedResult } from '../../server/demo/seed';
import type { DemoCemetery } from '../../server/demo/types';
import { openMedia } from '../../server/media/media.service';
import { openMediaStore } from '../../server/media/openStore';
import { readAll } from '../../server/media/store';
import { sanitizeSvg } from '../../server/svg/sanitize';
import { extractPlanShapes } from '../../server/svg/shapes';
import { openTestDatabase } from '../helpers/testDb';

const TODAY = '2026-11-22';
const PLOTS = 300;
const demo = generateDemo({ seed: 7, plots: PLOTS, today: TODAY });
const main = demo.cemeteries[0] as DemoCemetery;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

function statuses(c: DemoCemetery) {
  const current = new Map(c.rows.locations.filter((l) => !l.isArchived).map((l) => [l.emplacementId, l]));
  const occupants = groupBy(c.rows.occupants, (o) => o.emplacementId);
  const procedures = groupBy(c.rows.procedures, (p) => p.emplacementId);
  return c.rows.emplacements.map((e) =>
    concessionStatus({
      location: current.get(e.id) ?? null,
      occupantsPresents: countPresent(occupants.get(e.id) ?? []),
      procedures: procedures.get(e.id) ?? [],
      today: TODAY,
    }),
  );
}

describe('generateDemo', () => {
  it('is deterministic for a seed and a day', () => {
    const again = generateDemo({ seed: 7, plots: PLOTS, today: TODAY });
    expect(JSON.stringify(again)).toBe(JSON.stringify(demo));
    const other = generateDemo({ seed: 8, plots: PLOTS, today: TODAY });
    expect(other.cemeteries[0]?.rows.occupants[0]?.id).not.toBe(main.rows.occupants[0]?.id);
  });

  it('builds two municipalities, three cemeteries and the main one at the asked size', () => {
    expect(demo.societes.map((s) => s.commune)).toEqual(['Saint-Martin-des-Champs', 'Sainte-Sève']);
    expect(demo.cemeteries.map((c) => c.espace.societeId)).toEqual([demo.societes[0]?.id, demo.societes[0]?.id, demo.societes[1]?.id]);
    expect(main.rows.emplacements).toHaveLength(PLOTS);
    expect(main.rows.occupants.length).toBeGreaterThan(PLOTS * 1.5);
  });

  it('has every plot type and every concession status, by the domain rule', () => {
    const types = new Set(main.rows.locations.map((l) => l.type));
    expect([...types].sort()).toEqual([...LOCATION_TYPES].sort());
    const all = statuses(main);
    const codes = new Set(all.map((s) => s.code));
    for (const code of ['libre', 'en_cours', 'a_renouveler', 'echue', 'manque_donnee', 'pleine', 'abandon_en_cours', 'equipements']) {
      expect(codes, code).toContain(code);
    }
    expect(all.some((s) => s.perpetuelle && s.code === 'en_cours')).toBe(true);
  });

  it('has procedures of each kind under way and finished, a reprise of each legal regime', () => {
    for (const kind of PROCEDURE_KINDS) {
      const of = main.rows.procedures.filter((p) => p.kind === kind);
      expect(of.some((p) => p.dateFin === null), `${kind} en cours`).toBe(true);
      expect(of.some((p) => p.dateFin !== null), `${kind} terminée`).toBe(true);
    }
    const reprises = main.rows.procedures.filter((p) => p.kind === 'repriseAbandon');
    expect(new Set(reprises.map((p) => p.regime))).toEqual(new Set(['2022', 'avant-2022']));
  });

  it('keeps reprises after abandonment lawful: concession over 30 years, no burial for 10 years (R2223-12)', () => {
    for (const p of main.rows.procedures.filter((x) => x.kind === 'repriseAbandon')) {
      const location = main.rows.locations.find((l) => l.id === p.locationId);
      expect(location?.dateDebut && location.dateDebut < '1996-01-01').toBe(true);
      const burials = main.rows.occupants.filter((o) => o.locationId === p.locationId).map((o) => o.dateInhumCrema ?? '');
      for (const b of burials) expect(b < (p.dateDebut ?? '') && b < '2016-11-22').toBe(true);
    }
  });

  it('gives the deceased coherent dates: birth before death, burial after death, none in the future', () => {
    const check = (o: Occupant) => {
      const death = partialDateToIso(o.dateDeces);
      const deathYear = o.dateDeces?.annee ?? null;
      expect(deathYear).not.toBeNull();
      const birthYear = o.dateDeNaissance ? Number(o.dateDeNaissance.slice(0, 4)) : o.dateNaissanceIncomplete?.annee;
      expect(birthYear).toBeLessThanOrEqual(deathYear as number);
      if (o.dateDeNaissance && death) expect(o.dateDeNaissance < death).toBe(true);
      if (death) expect((o.dateInhumCrema ?? '') > death).toBe(true);
      expect((o.dateInhumCrema ?? '') <= TODAY).toBe(true);
      if (o.cremation?.dateCremation && death) expect(o.cremation.dateCremation > death).toBe(true);
    };
    for (const c of demo.cemeteries) c.rows.occupants.forEach(check);
  });

  it('has the Lefèvre family, maiden names, and soldiers who died for France', () => {
    const lefevre = main.rows.locations.find((l) => l.famille === 'Lefèvre' && l.dateDebut === '1931-04-17');
    expect(lefevre).toBeDefined();
    expect(main.rows.occupants.filter((o) => o.locationId === lefevre?.id).length).toBeGreaterThanOrEqual(5);
    expect(main.rows.occupants.filter((o) => o.nomJeuneFille).length).toBeGreaterThan(20);
    expect(main.rows.occupants.filter((o) => o.criteresSpecifiques.includes('Mort pour la France')).length).toBeGreaterThanOrEqual(2);
  });

  it('draws every plot on the SVG plan, where the plan import finds it back with the same outline', () => {
    const { espace, planSvg } = main;
    expect(planSvg).toMatch(new RegExp(`^<svg[^>]* width="${espace.mapWidth}" height="${espace.mapHeight}" viewBox="0 0 ${espace.mapWidth} ${espace.mapHeight}"`));
    const clean = sanitizeSvg(planSvg);
    expect(clean.ok).toBe(true);
    const { shapes } = extractPlanShapes(planSvg);
    const byId = new Map(shapes.map((s) => [(s.key as { emplacementId: string }).emplacementId, s.ring]));
    expect(byId.size).toBe(PLOTS);
    for (const e of main.rows.emplacements) {
      expect(byId.get(e.id), e.id).toEqual(e.geometry?.coordinates[0]);
      for (const [x, y] of e.geometry?.coordinates[0] ?? []) {
        expect(x >= 0 && x <= (espace.mapWidth ?? 0) && y >= 0 && y <= (espace.mapHeight ?? 0)).toBe(true);
      }
    }
    const labels = main.rows.emplacements.map((e) => `${e.carre}-${e.allee}-${e.numero}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('georeferences the plan near the village with four control points', () => {
    const points = main.espace.controlPoints ?? [];
    expect(points).toHaveLength(4);
    for (const p of points) {
      expect(Math.abs(p.lonLat[0] - -3.8412)).toBeLessThan(0.01);
      expect(Math.abs(p.lonLat[1] - 48.5781)).toBeLessThan(0.01);
    }
  });
});

describe('seedDemo', () => {
  let database: Database;
  let seeded: SeedResult;
  const rows = async <T>(q: ReturnType<typeof sql>) => (await database.db.execute(q) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await isEmptyDatabase(database.db)).toBe(true);
    seeded = await seedDemo(database.db, { seed: 7, plots: PLOTS, today: TODAY, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('inserts every generated row', async () => {
    expect(await isEmptyDatabase(database.db)).toBe(false);
    for (const table of REPLICATED_TABLES) {
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(SQL_TABLE_NAMES[table])}`);
      expect(row?.n, table).toBe(seeded.counts[table]);
    }
    expect(seeded.counts.emplacements).toBe(demo.cemeteries.reduce((n, c) => n + c.rows.emplacements.length, 0));
  });

  it('takes seq from each cemetery counter: 1..change_seq, unique, change_seq the highest', async () => {
    const union = sql.join(
      REPLICATED_TABLES.filter((t) => t !== 'espaces').map((t) => sql`select espace_id, seq from ${sql.identifier(SQL_TABLE_NAMES[t])}`),
      sql` union all `,
    );
    const stats = await rows<{ id: string; change_seq: number; n: number; lo: number; hi: number; distinct_seq: number }>(sql`
      with all_rows as (${union} union all select id as espace_id, seq from espaces)
      select e.id, e.change_seq, count(*)::int as n, min(a.seq)::int as lo, max(a.seq)::int as hi, count(distinct a.seq)::int as distinct_seq
      from espaces e join all_rows a on a.espace_id = e.id group by e.id, e.change_seq`);
    expect(stats).toHaveLength(3);
    for (const s of stats) {
      expect(s.lo).toBe(1);
      expect(s.hi).toBe(s.change_seq);
      expect(s.n).toBe(s.change_seq);
      expect(s.distinct_seq).toBe(s.n);
    }
  });

  it('creates the five demo accounts with the shared password and their memberships', async () => {
    const list = await database.db.select().from(users);
    expect(list.map((u) => u.username).sort()).toEqual(['admin@demo.fr', 'agent@demo.fr', 'autre@demo.fr', 'consultation@demo.fr', 'super@demo.fr']);
    const role = (name: string) => list.find((u) => u.username === name);
    expect(role('super@demo.fr')?.roles).toEqual(['ROLE_SUPER_ADMIN']);
    expect(role('admin@demo.fr')?.roles).toEqual(['ROLE_ADMIN']);
    expect(role('agent@demo.fr')?.roles).toEqual(['ROLE_SOUS_ADMIN']);
    expect(role('consultation@demo.fr')?.roles).toEqual(['ROLE_USER']);
    expect(role('autre@demo.fr')?.roles).toEqual(['ROLE_ADMIN']);
    for (const u of list) expect(u.email).toBe(u.username);
    const admin = role('admin@demo.fr');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'demo2026')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'demo2025')).toBe(false);
    const members = await database.db.select().from(userSocietes);
    const [mainSociete, otherSociete] = demo.societes.map((s) => s.id);
    const of = (name: string) => members.filter((m) => m.userId === role(name)?.id).map((m) => m.societeId);
    expect(of('admin@demo.fr')).toEqual([mainSociete]);
    expect(of('agent@demo.fr')).toEqual([mainSociete]);
    expect(of('consultation@demo.fr')).toEqual([mainSociete]);
    expect(of('autre@demo.fr')).toEqual([otherSociete]);
    expect(of('super@demo.fr')).toEqual([]);
  });

  it('names the demo accounts again at a later start', async () => {
    const { describeDemoAccounts } = await import('../../server/demo/announce');
    const text = await describeDemoAccounts(database.db);
    for (const email of ['super@demo.fr', 'admin@demo.fr', 'agent@demo.fr', 'consultation@demo.fr', 'autre@demo.fr']) expect(text).toContain(email);
    expect(text).toContain('demo2026');
  });

  async function stored(sha256: string) {
    const file = await openMedia(database.db, await openMediaStore({ dataDir: 'memory://' }, database.db), sha256);
    return file ? { mime: file.mime, size: file.size, bytes: await readAll(file.stream) } : null;
  }
  const ownersOf = async (sha256: string) =>
    (await database.db.select().from(mediaOwners).where(eq(mediaOwners.sha256, sha256))).map((o) => o.societeId);

  it('stores each plan in the media store under the espace hash, owned by its municipality', async () => {
    for (const c of demo.cemeteries) {
      const [row] = await database.db.select().from(espaces).where(eq(espaces.id, c.espace.id));
      const file = await stored(row?.mapSha256 ?? '');
      expect(file?.mime).toBe('image/svg+xml');
      expect(new TextDecoder().decode(file?.bytes)).toBe(c.planSvg);
      expect(await ownersOf(row?.mapSha256 ?? '')).toEqual([c.espace.societeId]);
    }
  });

  it('gives a few plots photos, shown and archived, whose PNG bytes are in the media store', async () => {
    const photos = demo.cemeteries.flatMap((c) => c.rows.media.filter((m) => m.kind === 'photo'));
    expect(new Set(photos.map((p) => p.emplacementId)).size).toBeGreaterThanOrEqual(10);
    expect(photos.some((p) => p.archive)).toBe(true);
    expect(photos.some((p) => !p.archive)).toBe(true);
    for (const photo of photos) {
      const file = await stored(photo.sha256);
      const town = demo.cemeteries.find((c) => c.espace.id === photo.espaceId)?.espace.societeId;
      expect(await ownersOf(photo.sha256)).toContain(town);
      expect(file?.mime).toBe('image/png');
      expect(file?.size).toBe(photo.size);
      expect(Array.from(file?.bytes.slice(0, 8) ?? [])).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
  });

  it('reads back rows in the contract shape (numbers, dates, json)', async () => {
    const [loc] = await rows<{ surface: string; geometry: unknown }>(sql`select surface, geometry from emplacements where surface is not null limit 1`);
    expect(loc?.geometry).toMatchObject({ type: 'Polygon' });
    const sample = main.rows.locations.find((l) => l.prix !== null);
    const { locations } = await import('../../server/db/schema');
    const [back] = await database.db.select().from(locations).where(eq(locations.id, sample?.id ?? ''));
    expect(back?.prix).toBe(sample?.prix);
    expect(back?.dateDebut).toBe(sample?.dateDebut);
    expect(back?.exclus).toEqual(sample?.exclus);
  });
});
