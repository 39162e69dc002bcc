import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOCATION_TYPES } from '../../src/domain/constants/locationTypes';
import { PROCEDURE_KINDS } from '../../src/domain/constants/procedures';
import { REPLICATED_TABLES, SQL_TABLE_NAMES } from '../../src/domain/entities/tables';
import type { Occupant } from '../../src/domain/entities/occupant';
import { addYears, partialDateToIso } from '../../src/domain/dates';
import type { Contact } from '../../src/domain/entities/contact';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import type { Procedure } from '../../src/domain/entities/procedure';
import type { Tarif } from '../../src/domain/entities/tarif';
import type { ProcedureKind } from '../../src/domain/constants/procedures';
import { currentLocation } from '../../src/domain/mutations/helpers';
import type { Row } from '../../src/domain/mutations/types';
import { abandonFacts } from '../../src/domain/procedures/abandon/overview';
import { MSG_ABANDON } from '../../src/domain/procedures/abandon/messages';
import { MSG_PROCEDURES, procedureDef, procedureOverview, procedureProgress, type OverviewInput } from '../../src/domain/procedures';
import { DemoExecutor, type DemoAct } from '../../server/demo/demoExecutor';
import { SHOWCASE_CASES } from '../../server/demo/showcaseCases';
import { concessionStatus, countPresent } from '../../src/domain/rules/concessionStatus';
import { verifyPassword } from '../../server/auth/password';
import type { Database } from '../../server/db/client';
import { espaces, mediaOwners, societes, userSocietes, users } from '../../server/db/schema';
import { generateDemo } from '../../server/demo/generate';
import { isEmptyDatabase, seedDemo, type SeedResult } from '../../server/demo/seed';
import type { DemoCemetery } from '../../server/demo/types';
import { openMedia } from '../../server/media/media.service';
import { openMediaStore } from '../../server/media/openStore';
import { readAll } from '../../server/media/store';
import { readPlan } from '../../server/svg/planReader';
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

  it('builds two client municipalities, three cemeteries and the main one at the asked size, then the provider\'s other towns', () => {
    expect(demo.societes.map((s) => [s.commune, s.typeEspace ?? 'client'])).toEqual([
      ['Saint-Martin-des-Champs', 'client'], ['Sainte-Sève', 'client'], ['Taulé', 'demonstration'], ['Sizun', 'test'], ['Vannes', 'fournisseur'],
    ]);
    const [main0, other, taule, sizun] = demo.societes.map((s) => s.id);
    expect(demo.cemeteries.map((c) => c.espace.societeId)).toEqual([main0, main0, other, taule, sizun]);
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
      // With no known deed, the act of notoriety (step 0, R2223-14) states it is over thirty years old.
      expect(location?.dateDebut ? location.dateDebut < '1996-01-01' : p.etapes.some((e) => e.etape === 0)).toBe(true);
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
    const read = readPlan(planSvg);
    if (!read.ok) throw new Error(read.message);
    const { shapes } = read;
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

/** The engine's view of a plot of the main cemetery today (what the sheet's Procédures panel reads). */
function overviewInput(c: DemoCemetery, emplacement: Emplacement): OverviewInput {
  const location = currentLocation(c.rows.locations.filter((l) => l.emplacementId === emplacement.id) as unknown as Row[]) as unknown as Location | null;
  return {
    today: TODAY, now: `${TODAY}T10:00:00.000Z`, emplacement, location,
    occupants: c.rows.occupants.filter((o) => o.emplacementId === emplacement.id),
    contacts: location ? c.rows.contacts.filter((k) => k.locationId === location.id) : [],
    tarifs: c.rows.tarifs as Tarif[], targets: {},
    procedures: c.rows.procedures.filter((p) => p.emplacementId === emplacement.id),
  };
}

function showcasePlot(key: string): Emplacement {
  const c = SHOWCASE_CASES.find((k) => k.key === key);
  const e = main.rows.emplacements.find((p) => p.carre === 'A' && p.allee === c?.allee && p.numero === String(c?.numero));
  if (!e) throw new Error(`no showcase plot ${key}`);
  return e;
}

const FIVE: ProcedureKind[] = ['renouvellement', 'conversion', 'donation', 'retrocession', 'repriseNonRenouvellement'];

describe('demo procedures, run through the engine', () => {
  it('replays every procedure from an empty one, step by step from its own records, to the same rows', () => {
    const before = generateDemo({ seed: 7, plots: PLOTS, today: TODAY, procedures: false }).cemeteries[0] as DemoCemetery;
    // Nothing but the showcase's acts differs: the rows before them are the demo's own.
    expect(before.rows.emplacements).toEqual(main.rows.emplacements);
    const admin = demo.users.find((u) => u.email === 'admin@demo.fr')?.id as string;
    const rows = structuredClone(before.rows);
    const replay = new DemoExecutor(rows, { espaceId: main.espace.id, userId: admin, roles: ['ROLE_ADMIN'] });
    const seeded = new Map(main.rows.procedures.map((p) => [p.id, p]));
    // A step's fields come from the seeded procedure's record of it (the validation tick is not stored).
    const fromRecord = (act: DemoAct): Record<string, unknown> => {
      const step = (act.name === 'procedure.start' ? (act.args['etape'] as { etape: number } | undefined) : act.args)?.etape;
      if (!act.name.startsWith('procedure.') || step === undefined) return act.args;
      // A step recorded in phases (reprise after abandonment) is replayed phase by phase: its record holds them merged.
      const phase = act.name === 'procedure.start' ? (act.args['etape'] as { phase?: unknown } | undefined)?.phase : act.args['phase'];
      if (phase) return act.args;
      const rec = seeded.get(act.args['id'] as string)?.etapes.find((e) => e.etape === step);
      expect(rec, `${act.name} ${step}`).toBeDefined();
      const etape = { etape: step, phase: rec?.phase ?? null, champs: { ...rec?.champs, valide: true } };
      return act.name === 'procedure.start' ? { ...act.args, etape } : { ...act.args, ...etape };
    };
    for (const act of main.acts) replay.run(act.name, fromRecord(act), act.today);
    const engineKinds = main.rows.procedures.filter((p) => p.kind !== 'repriseAbandon');
    expect(engineKinds.length).toBeGreaterThanOrEqual(19);
    for (const table of ['procedures', 'locations', 'occupants', 'contacts', 'notifications'] as const) {
      const byId = (rows: ReadonlyArray<{ id: string }>) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(rows[table]), table).toEqual(byId(main.rows[table]));
    }
  });

  it('shows the reprises after abandonment of allée 3: every step, the one-year pause, an overdue posting, a Mort pour la France', () => {
    const plot = (numero: number) => main.rows.emplacements.find((e) => e.carre === 'A' && e.allee === '3' && e.numero === String(numero)) as Emplacement;
    const progress = (numero: number) => {
      const p = main.rows.procedures.find((x) => x.kind === 'repriseAbandon' && x.emplacementId === plot(numero).id) as Procedure;
      return { p, g: procedureProgress(p, overviewInput(main, plot(numero))) };
    };
    const reached = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => progress(n).p.etat);
    expect(reached).toEqual([0, 1, 1, 2, 3, 3, 4, 6, 7, 9, 10, 11, 12, 13]);
    const pause = progress(9);
    expect(pause.g.next).toMatchObject({ etape: 7, state: { kind: 'aPartirDu' } });
    expect(pause.p.regime).toBe('2022');
    expect(progress(17).p.regime).toBe('avant-2022');
    expect(abandonFacts(progress(6).p, TODAY).alerts).toEqual([MSG_ABANDON.affichageHorsDelai]);
    expect(main.rows.locations.find((l) => l.id === progress(15).p.locationId)?.isArchived).toBe(true);
    expect(main.rows.procedures.some((x) => x.emplacementId === plot(18).id)).toBe(false);
    expect(plot(18).notes).toMatch(/Mort pour la France/);
  });

  it('signs its PVs with pictures the device can show: each signature a PNG media row of the concession, its file shipped', () => {
    const pvs = main.rows.procedures.filter((p) => p.kind === 'repriseAbandon').flatMap((p) => p.etapes.filter((e) => e.etape === 3 || e.etape === 9).map((e) => ({ p, e })));
    expect(pvs.length).toBeGreaterThan(10);
    const shipped = new Map(main.files.map((f) => [createHash('sha256').update(f.bytes).digest('hex'), f]));
    for (const { p, e } of pvs) {
      const signatures = e.champs['signatures'] as Array<{ image: string | null; refus: boolean }>;
      for (const s of signatures.filter((x) => !x.refus)) {
        const row = main.rows.media.find((m) => m.sha256 === s.image && m.locationId === p.locationId && m.emplacementId === p.emplacementId);
        expect(row, `signature of the PV of ${p.emplacementId}`).toMatchObject({ mime: 'image/png', kind: 'document' });
        const file = shipped.get(String(s.image));
        expect(Buffer.from(file?.bytes ?? []).subarray(1, 4).toString()).toBe('PNG');
      }
    }
  });

  it('has each of the five procedures stopped at each of its steps, and finished', () => {
    for (const kind of FIVE) {
      const def = procedureDef(kind);
      const steps = def?.steps.map((s) => s.etape) ?? [];
      const expected = ['démarrée', ...steps.slice(0, -1).map(String), 'terminée'];
      const reached = new Set(main.rows.procedures.filter((p) => p.kind === kind).map((p) => {
        if (p.dateFin !== null) return 'terminée';
        const top = p.etapes.reduce((m, e) => Math.max(m, e.etape), -1);
        return top < 0 ? 'démarrée' : String(top);
      }));
      expect([...reached].sort(), kind).toEqual(expected.sort());
    }
  });

  it("shows a step waiting for its legal date ('A partir du'), and the effects of finished procedures", () => {
    const waiting = main.rows.procedures.filter((p) => p.dateFin === null).map((p) => {
      const e = main.rows.emplacements.find((x) => x.id === p.emplacementId) as Emplacement;
      return procedureProgress(p, overviewInput(main, e));
    }).filter((g) => g.next?.state.kind === 'aPartirDu');
    expect(waiting.map((w) => w.procedure.kind)).toContain('repriseNonRenouvellement');
    expect(waiting.every((w) => (w.possibleFrom ?? '') > TODAY)).toBe(true);

    const done = (kind: ProcedureKind) => main.rows.procedures.filter((p) => p.kind === kind && p.dateFin !== null) as Procedure[];
    const location = (p: Procedure) => main.rows.locations.find((l) => l.id === p.locationId) as Location;
    for (const p of done('renouvellement')) {
      // The new term runs from the old expiry (CE 2007): 30 years from it.
      expect(location(p).dateDebut).toBe(p.data['ancienneDateFin']);
      expect(location(p).dateFin).toBe(addYears(p.data['ancienneDateFin'] as string, 30));
    }
    for (const p of [...done('retrocession'), ...done('repriseNonRenouvellement')]) expect(location(p).isArchived).toBe(true);
    const ossuary = main.rows.locations.find((l) => l.type === 'Ossuaire') as Location;
    const moved = main.rows.occupants.filter((o) => o.locationId === ossuary.id && o.dateExhumation !== null && done('repriseNonRenouvellement').some((p) => p.dateFin === o.dateExhumation));
    expect(moved.length).toBeGreaterThan(0);
    for (const p of done('donation')) {
      const beneficiaire = (p.data['beneficiaire'] as { id: string }).id;
      expect(main.rows.contacts.find((c) => c.id === beneficiaire)?.typeDeContact).toBe('Concessionnaire');
      expect(main.rows.contacts.find((c) => c.id === p.data['donateurId'])?.typeDeContact).toBe('Ayant-droit');
    }
  });

  it('labels the showcase plots and gives each the expected possible and impossible procedures', () => {
    const M = MSG_PROCEDURES;
    const expected: Record<string, { possible: ProcedureKind[]; impossible: Partial<Record<ProcedureKind, string>> }> = {
      'a-renouveler': { possible: ['renouvellement', 'donation'], impossible: { conversion: M.conversionEchue, retrocession: M.retroOccupee, repriseNonRenouvellement: M.rnrPasEchue } },
      'reprise-nr-possible': { possible: ['donation', 'repriseNonRenouvellement'], impossible: { renouvellement: M.renouvTropTard, conversion: M.conversionEchue, retrocession: M.retroOccupee } },
      'reprise-nr-sans-information': { possible: ['donation'], impossible: { renouvellement: M.renouvTropTard, conversion: M.conversionEchue, retrocession: M.retroOccupee, repriseNonRenouvellement: M.rnrInformation } },
      'reprise-nr-inhumation-recente': { possible: ['donation'], impossible: { renouvellement: M.renouvTropTard, conversion: M.conversionEchue, retrocession: M.retroOccupee, repriseNonRenouvellement: M.rnrInhumationRecente } },
      'vide-en-cours': { possible: ['conversion', 'donation', 'retrocession'], impossible: { renouvellement: M.renouvTropTot, repriseNonRenouvellement: M.rnrValide } },
      perpetuelle: { possible: ['donation'], impossible: { renouvellement: M.renouvAucuneDateFin, conversion: M.conversionPerpetuelle, retrocession: M.retroOccupee, repriseNonRenouvellement: M.rnrValide } },
      libre: { possible: [], impossible: { renouvellement: M.renouvAucuneConcession, conversion: M.conversionAucuneConcession, donation: M.donationAucuneConcession, retrocession: M.retroAucuneConcession, repriseNonRenouvellement: M.rnrLibre } },
      'fin-proche': { possible: ['renouvellement', 'conversion', 'donation'], impossible: { retrocession: M.retroOccupee, repriseNonRenouvellement: M.rnrValide } },
      'sans-date': { possible: ['conversion', 'donation'], impossible: { renouvellement: M.renouvAucuneDateFin, retrocession: M.retroIncomplete, repriseNonRenouvellement: M.rnrValide } },
    };
    for (const [key, want] of Object.entries(expected)) {
      const plot = showcasePlot(key);
      expect(plot.notes, key).toMatch(/^Démonstration des procédures : /);
      const o = procedureOverview(overviewInput(main, plot));
      expect(o.ongoing, key).toEqual([]);
      expect(o.possible.map((p) => p.kind).filter((k) => FIVE.includes(k)), key).toEqual(want.possible);
      const impossible = Object.fromEntries(o.impossible.filter((i) => FIVE.includes(i.kind)).map((i) => [i.kind, i.reason]));
      expect(impossible, key).toEqual(want.impossible);
    }
    // Time alone opens some of them: the list shows from when.
    const from = (key: string, kind: ProcedureKind) => procedureOverview(overviewInput(main, showcasePlot(key))).impossible.find((i) => i.kind === kind)?.possibleFrom;
    const fin = (key: string) => (currentLocation(main.rows.locations.filter((l) => l.emplacementId === showcasePlot(key).id) as unknown as Row[]) as unknown as Location).dateFin as string;
    expect(from('a-renouveler', 'repriseNonRenouvellement')).toBe(addYears(fin('a-renouveler'), 2));
    expect(from('vide-en-cours', 'renouvellement')).toBe(addYears(fin('vide-en-cours'), -5));
    expect(from('reprise-nr-inhumation-recente', 'repriseNonRenouvellement')! > TODAY).toBe(true);
    // Donation on an occupied concession: within the family, and a blood heir is among the contacts.
    const finProche = overviewInput(main, showcasePlot('fin-proche'));
    expect(procedureOverview(finProche).possible.find((p) => p.kind === 'donation')?.notes).toEqual([M.donationOccupee]);
    expect((finProche.contacts as Contact[]).some((c) => c.typeDeContact === 'Ayant-droit')).toBe(true);
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
    // Five cemeteries seeded in one transaction on PGlite: a shared, loaded machine may need more than a minute.
  }, 180_000);
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
    expect(stats).toHaveLength(5);
    for (const s of stats) {
      expect(s.lo).toBe(1);
      expect(s.hi).toBe(s.change_seq);
      expect(s.n).toBe(s.change_seq);
      expect(s.distinct_seq).toBe(s.n);
    }
  });

  it('creates the five demo accounts, and one per other town of the provider, with the shared password and their memberships', async () => {
    const list = await database.db.select().from(users);
    expect(list.map((u) => u.username).sort()).toEqual([
      'admin@demo.fr', 'agent@demo.fr', 'autre@demo.fr', 'consultation@demo.fr', 'equipe@fournisseur-demo.fr', 'essai@sizun-demo.fr', 'prospect@taule-demo.fr', 'super@demo.fr',
    ]);
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
    const [, , taule, sizun, provider] = demo.societes.map((s) => s.id);
    expect(of('prospect@taule-demo.fr')).toEqual([taule]);
    expect(of('essai@sizun-demo.fr')).toEqual([sizun]);
    expect(of('equipe@fournisseur-demo.fr')).toEqual([provider]);
    const types = await database.db.select({ commune: societes.commune, typeEspace: societes.typeEspace }).from(societes);
    expect(types.map((t) => `${t.commune}:${t.typeEspace}`).sort()).toEqual([
      'Saint-Martin-des-Champs:client', 'Sainte-Sève:client', 'Sizun:test', 'Taulé:demonstration', 'Vannes:fournisseur',
    ]);
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
