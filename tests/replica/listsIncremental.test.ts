import { afterEach, describe, expect, it } from 'vitest';
import type { Contact, Emplacement, Location, Occupant, Procedure, Travaux } from '../../src/domain/entities';
import { joinLists, type ListRows } from '../../src/domain/filters';
import { enqueue } from '../../src/replica/enqueue';
import type { ReplicaDb } from '../../src/replica/db';
import { LiveLists, readListSource } from '../../src/replica/queries/liveLists';
import { PlanFromLists, buildPlanPlots, type PlanPlot } from '../../src/domain/plan';
import type { ReplicaRow } from '../../src/replica/types';
import { EDITOR, ESPACE, freshDb } from './fixtures';

/**
 * The lists' rows kept up to date from the changed keys (issue 6) must always equal a fresh full join of the
 * replica: random creates, updates, tombstones and deletes across the six tables, moves of deceased between
 * plots, archived concessions, pull-sized pages, a cleared table and a new day, checked after every change.
 */
const repl = { espaceId: ESPACE, version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null };

/** A small deterministic generator (mulberry32), so a failure replays. */
function rng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rng>;

const id = (prefix: string, n: number) => `01900000-0000-7000-8000-${prefix}${String(n).padStart(10, '0')}`;
const DATES = ['1950-03-01', '1995-01-01', '2000-01-01', '2010-06-01', '2025-09-01', null] as const;

function plot(n: number, r: Rng): Emplacement {
  return {
    ...repl, id: id('e0', n), carre: r.pick(['A', 'B', 'C']), allee: String(1 + r.int(3)), numero: String(n), libelle: null, surface: r.pick([null, 1, 2.5, 6]),
    preReservation: false, notes: null, typeOccupation: null, geometry: null, posX: null, posY: null, zone: null, uid: null, adresse: null,
  };
}

function location(n: number, emplacementId: string, r: Rng): Location {
  const dateDebut = r.pick(DATES);
  const archived = r.chance(0.2);
  return {
    ...repl, id: id('a0', n), emplacementId, famille: r.pick(['Durand', 'Lefèvre', null]), numero: String(n), type: r.pick(['Concession', 'Caveau', 'Terrain commun', 'Ossuaire']),
    typeConcession: 'Familiale', duree: r.pick([15, 30, 50, null]), perpetuelle: r.chance(0.1), dateDebut, dateFin: r.pick(['2020-01-01', '2026-09-01', '2040-01-01', null]),
    dateOriginelle: null, nbPlaces: r.pick([1, 3, 4]), etatAbandon: null, facture: null, notes: null, isArchived: archived, archivedAt: archived ? '2020-01-01T00:00:00Z' : null,
    surfaceClasse: null, prix: null, exclus: [], champsSupp: null,
  } as Location;
}

function occupant(n: number, emplacementId: string, locationId: string | null, r: Rng): Occupant {
  return {
    ...repl, id: id('b0', n), emplacementId, locationId, civilite: 'H', prenom: 'Jean', nom: r.pick(['Martin', 'Émile', 'Zola']), nomJeuneFille: null,
    dateDeNaissance: null, dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: r.chance(0.7) ? { jour: 1, mois: 2, annee: 1990 + r.int(36) } : null,
    lieuDeces: null, dateInhumCrema: r.pick([null, '2024-05-01']), dateExhumation: null, specificites: null, criteresSpecifiques: r.chance(0.1) ? ['Mort pour la France'] : [],
    modeSepulture: 'inhumation', cremation: r.chance(0.1) ? { destinationUrneCendre: 'dispersionNature' } : null, etat: r.pick(['present', 'present', 'exhume']),
  } as Occupant;
}

function contact(n: number, locationId: string, r: Rng): Contact {
  return {
    ...repl, id: id('c0', n), locationId, civilite: 'H', prenom: 'Paul', nom: r.pick(['Durand', 'Petit']), nomJeuneFille: null, decede: false, adresse: null,
    commune: null, codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: r.pick(['Concessionnaire', 'Concessionnaire', 'Ayant droit', null]),
    dateDeNaissance: null, nomSociete: null, fonction: null,
  } as Contact;
}

function works(n: number, emplacementId: string, r: Rng): Travaux {
  return {
    ...repl, id: id('d0', n), emplacementId, type: 'Gravure', dateDebut: r.pick(DATES), dateFin: null, demandeur: null, executant: null, description: null,
    documentId: null, valide: true,
  } as Travaux;
}

function procedure(n: number, emplacementId: string, locationId: string | null, r: Rng): Procedure {
  return {
    ...repl, id: id('f0', n), emplacementId, locationId, kind: r.pick(['repriseAbandon', 'renouvellement']), etat: 1, dateDebut: '2024-01-01',
    dateFin: r.pick([null, '2024-06-01']), regime: null, etapes: [], data: {},
  } as Procedure;
}

type Table = 'emplacements' | 'locations' | 'occupants' | 'contacts' | 'travaux' | 'procedures';

/** Random changes against the replica, one transaction each (sometimes several rows of several tables). */
class Changes {
  private n = 1000;
  constructor(
    private readonly db: ReplicaDb,
    private readonly r: Rng,
  ) {}

  private async ids(table: Table): Promise<string[]> {
    return (await this.db.table(table).toCollection().primaryKeys()) as string[];
  }

  private async any<T>(table: Table): Promise<(T & ReplicaRow) | undefined> {
    const ids = await this.ids(table);
    return ids.length ? ((await this.db.table(table).get(this.r.pick(ids))) as T & ReplicaRow) : undefined;
  }

  /** A new row of a table, pointing at existing plots and concessions (or at a concession that does not exist yet). */
  async fresh(table: Table, known?: { plots: string[]; locs: string[] }): Promise<ReplicaRow> {
    const r = this.r;
    const n = this.n++;
    const plots = known?.plots ?? (await this.ids('emplacements'));
    const locs = known?.locs ?? (await this.ids('locations'));
    const p = plots.length ? r.pick(plots) : id('e0', 1);
    const l = r.chance(0.1) ? id('a0', this.n + 5) : locs.length ? r.pick(locs) : null;
    const row =
      table === 'emplacements' ? plot(n, r)
      : table === 'locations' ? location(n, p, r)
      : table === 'occupants' ? occupant(n, p, l, r)
      : table === 'contacts' ? contact(n, l ?? 'none', r)
      : table === 'travaux' ? works(n, p, r)
      : procedure(n, p, l, r);
    return row as unknown as ReplicaRow;
  }

  async step(): Promise<string> {
    const { db, r } = this;
    const table = r.pick(['emplacements', 'locations', 'occupants', 'occupants', 'contacts', 'travaux', 'procedures'] as const);
    const op = r.int(10);
    if (op <= 2) {
      await db.table(table).put(await this.fresh(table));
      return `create ${table}`;
    }
    const row = await this.any<Record<string, unknown>>(table);
    if (!row) return 'nothing';
    if (op === 3) {
      await db.table(table).delete(row.id);
      return `delete ${table}`;
    }
    if (op === 4) {
      await db.table(table).put({ ...row, deletedAt: r.chance(0.8) ? '2026-03-01T00:00:00Z' : null });
      return `tombstone ${table}`;
    }
    // Updates that change what the join reads.
    const plots = await this.ids('emplacements');
    const locs = await this.ids('locations');
    const patch: Record<string, unknown> = {};
    if (table === 'emplacements') Object.assign(patch, { carre: r.pick(['A', 'Z']), surface: r.pick([null, 3]) });
    if (table === 'locations') {
      if (r.chance(0.4)) Object.assign(patch, { isArchived: true, archivedAt: '2026-01-01T00:00:00Z' }); // a concession archived
      else if (r.chance(0.3) && plots.length) patch['emplacementId'] = r.pick(plots);
      else Object.assign(patch, { dateDebut: r.pick(DATES), dateFin: r.pick(['2020-01-01', '2040-01-01', null]), isArchived: false });
    }
    if (table === 'occupants') {
      if (r.chance(0.5) && plots.length) {
        // A deceased moved to another plot (and usually to its concession).
        const to = r.pick(plots);
        const there = await db.locations.where('emplacementId').equals(to).primaryKeys();
        Object.assign(patch, { emplacementId: to, locationId: there.length && r.chance(0.8) ? r.pick(there as string[]) : null });
      } else Object.assign(patch, { etat: r.pick(['present', 'exhume']), nom: r.pick(['Martin', 'Zola']), cremation: r.chance(0.3) ? { destinationUrneCendre: 'dispersionNature' } : null });
    }
    if (table === 'contacts') Object.assign(patch, { typeDeContact: r.pick(['Concessionnaire', 'Ayant droit']), ...(r.chance(0.4) && locs.length ? { locationId: r.pick(locs) } : {}) });
    if (table === 'travaux') Object.assign(patch, { dateDebut: r.pick(DATES), ...(r.chance(0.4) && plots.length ? { emplacementId: r.pick(plots) } : {}) });
    if (table === 'procedures') Object.assign(patch, { dateFin: r.pick([null, '2025-01-01']), ...(r.chance(0.4) && plots.length ? { emplacementId: r.pick(plots) } : {}) });
    await db.table(table).put({ ...row, ...patch });
    return `update ${table} ${Object.keys(patch).join(',')}`;
  }

  /**
   * A pull page: in one transaction, new rows and new versions of existing rows (each with a new server seq),
   * deleted rows, and a row put back to an older version whose shadow is dropped (the rebuild at the end of a
   * pull). Dexie names no key for a table given 50 rows or more at once: the lists must find them anyway.
   */
  async page(size = 55, all = false): Promise<void> {
    const { db, r } = this;
    const rows: Array<[Table, ReplicaRow]> = [];
    const ids = new Map<Table, string[]>();
    const known = { plots: await this.ids('emplacements'), locs: await this.ids('locations') };
    // Occupants and one or two other tables get 55 rows each: more than Dexie names keys for.
    const chosen = new Set<Table>(['occupants', r.pick(['emplacements', 'locations', 'contacts', 'travaux', 'procedures'] as const), r.pick(['locations', 'procedures'] as const)]);
    const tablesOfPage = all ? (['emplacements', 'locations', 'occupants', 'contacts', 'travaux', 'procedures'] as const) : [...chosen];
    const picks = tablesOfPage.flatMap((t) => Array.from({ length: size }, () => t));
    for (const table of picks) {
      if (!ids.has(table)) ids.set(table, await this.ids(table));
      const mine = ids.get(table) ?? [];
      const existing = r.chance(0.4) && mine.length ? ((await db.table(table).get(r.pick(mine))) as ReplicaRow | undefined) : undefined;
      const row = existing ? { ...existing, ...(await this.fresh(table, known)), id: existing.id } : await this.fresh(table, known);
      rows.push([table, { ...row, seq: ++this.seq }]);
    }
    const doomed: Array<[Table, string]> = [];
    for (const table of ['occupants', 'locations'] as const) for (const id of (await this.ids(table)).slice(0, 3)) if (r.chance(0.5)) doomed.push([table, id]);
    const reverted = await this.any<Record<string, unknown>>('occupants');
    const tables = [...new Set([...rows.map(([t]) => t), 'occupants' as const, 'locations' as const])];
    await db.transaction('rw', [...tables.map((t) => db.table(t)), db.shadows], async () => {
      for (const t of tables) await db.table(t).bulkPut(rows.filter(([x]) => x === t).map(([, row]) => row));
      for (const [t, id] of doomed) await db.table(t).delete(id);
      if (reverted) {
        await db.shadows.put({ table: 'occupants', id: reverted.id, row: reverted } as never);
        await db.table('occupants').put({ ...reverted, nom: 'Revenu', seq: 1 });
        await db.shadows.delete(['occupants', reverted.id]);
      }
    });
  }

  private seq = 100;
}

let live: LiveLists | null = null;
afterEach(() => {
  live?.close();
  live = null;
});

async function open(db: ReplicaDb, today: () => string) {
  let seen: ListRows | undefined;
  live = new LiveLists(db, { today, onRows: (rows) => (seen = rows), onError: (e) => { throw e; } });
  await live.settled();
  return { live, rows: () => seen };
}

async function fullJoin(db: ReplicaDb, today: string): Promise<ListRows> {
  return joinLists(await readListSource(db), today);
}

describe('lists kept up to date from the changed keys (issue 6)', () => {
  it.each([1, 2, 3])('equals a fresh full join after every random change (seed %i)', async (seed) => {
    const db = freshDb();
    const r = rng(seed);
    const changes = new Changes(db, r);
    await changes.page(20, true);
    let today = '2026-06-15';
    const { live, rows } = await open(db, () => today);
    expect(rows()).toEqual(await fullJoin(db, today));
    for (let i = 0; i < 150; i++) {
      let what: string;
      if (i % 50 === 25) {
        await changes.page();
        what = 'pull page';
      } else if (i === 100) {
        today = '2031-01-02';
        what = await changes.step();
      } else what = await changes.step();
      await live.settled();
      expect(rows(), `step ${i}: ${what}`).toEqual(await fullJoin(db, today));
    }
  }, 60_000);

  it('follows an enqueued change, a cleared table, and keeps the rows of plots the change does not touch', async () => {
    const db = freshDb();
    const r = rng(7);
    const changes = new Changes(db, r);
    await changes.page(25, true);
    const { live, rows } = await open(db, () => '2026-06-15');
    const before = rows()!;
    const target = before.defunts.find((d) => d.occupant.etat === 'present')!;
    await enqueue(db, { name: 'occupant.update', args: { id: target.id, nom: 'Quentin' } }, { actor: EDITOR });
    await live.settled();
    const after = rows()!;
    expect(after.defunts.find((d) => d.id === target.id)?.occupant.nom).toBe('Quentin');
    expect(after).toEqual(await fullJoin(db, '2026-06-15'));
    // Only the rows of the changed deceased's plot and concession are new objects; every other row is the same.
    const rebuilt = after.defunts.filter((d, i) => d !== before.defunts[i]);
    expect(rebuilt.every((d) => d.emplacementId === target.emplacementId || d.location?.id === target.location?.id)).toBe(true);
    expect(after.travaux.filter((t) => t.emplacementId !== target.emplacementId).every((t) => before.travaux.includes(t))).toBe(true);

    await db.occupants.clear();
    await live.settled();
    expect(rows()!.defunts).toEqual([]);
    expect(rows()).toEqual(await fullJoin(db, '2026-06-15'));
  });

  it('says it is behind from the write that changes the replica until its rows include that write', async () => {
    const db = freshDb();
    const changes = new Changes(db, rng(11));
    await changes.page(20, true);
    const log: string[] = [];
    live = new LiveLists(db, { today: () => '2026-06-15', onRows: () => log.push('rows'), onError: (e) => { throw e; }, onBusy: (busy) => log.push(busy ? 'behind' : 'caught up') });
    await live.settled();
    expect(log).toEqual(['rows', 'caught up']);
    log.length = 0;
    await changes.page();
    // Dexie's event comes with the commit: the screen is told before anything else can read the new rows.
    expect(log).toEqual(['behind']);
    await live.settled();
    expect(log).toEqual(['behind', 'rows', 'caught up']);
    log.length = 0;
    // A write the lists do not read leaves them alone.
    await db.table('conflicts').put({ id: 'x', mutationId: 'm', table: 'occupants', rowId: 'r', field: 'nom', mine: 'a', theirs: 'b', at: '' } as never);
    await live.settled();
    expect(log).toEqual([]);
  });

  it("gives the plan the plots a fresh join gives, from the live rows, and keeps the objects of plots no change touched", async () => {
    const db = freshDb();
    const r = rng(5);
    const changes = new Changes(db, r);
    await changes.page(20, true);
    const { live, rows } = await open(db, () => '2026-06-15');
    const plan = new PlanFromLists();
    const byId = (plots: PlanPlot[]) => [...plots].sort((a, b) => a.id.localeCompare(b.id));
    let before = plan.plots(rows()!);
    for (let i = 0; i < 120; i++) {
      const what = i % 40 === 20 ? (await changes.page(), 'pull page') : await changes.step();
      await live.settled();
      const after = plan.plots(rows()!);
      // The fresh join of this step, made once: nothing writes to the replica until the next step.
      const fresh = buildPlanPlots(await readListSource(db), '2026-06-15');
      expect(byId(after), `step ${i}: ${what}`).toEqual(byId(fresh));
      // A plot whose object was kept is one whose rows were kept: nothing it shows can have changed.
      const previous = new Map(before.map((p) => [p.id, p]));
      const freshById = new Map(fresh.map((p) => [p.id, p]));
      for (const p of after) if (previous.get(p.id) === p) expect(p, `step ${i}: ${what}`).toEqual(freshById.get(p.id));
      before = after;
    }
    // One deceased renamed: only its plot gets a new object.
    const target = rows()!.defunts.find((d) => d.occupant.etat === 'present')!;
    const last = plan.plots(rows()!);
    await enqueue(db, { name: 'occupant.update', args: { id: target.id, nom: 'Zéphyrin' } }, { actor: EDITOR });
    await live.settled();
    const next = plan.plots(rows()!);
    const renewed = next.filter((p) => !last.includes(p)).map((p) => p.id);
    expect(renewed).toContain(target.emplacementId);
    // Random data may tie the deceased to the concession of another plot: that plot is touched too, nothing else.
    const concessionPlot = target.occupant.locationId ? rows()!.concessions.find((c) => c.id === target.occupant.locationId)?.emplacementId : undefined;
    expect(renewed.every((id) => id === target.emplacementId || id === concessionPlot), JSON.stringify({ renewed, target: target.emplacementId, concessionPlot })).toBe(true);
    expect(next.find((p) => p.id === target.emplacementId)?.deceased).toContain(`${target.occupant.prenom ?? ''} ZÉPHYRIN`.trim());
  }, 60_000);

  it('takes the new day when asked, with no replica change: a list left open past midnight shows the new states', async () => {
    const db = freshDb();
    const changes = new Changes(db, rng(13));
    await changes.page(25, true);
    let today = '2026-06-15';
    const { live, rows } = await open(db, () => today);
    live.checkDay();
    await live.settled();
    const sameDay = rows();
    expect(sameDay).toEqual(await fullJoin(db, '2026-06-15'));
    today = '2040-01-02';
    live.checkDay();
    await live.settled();
    expect(rows()).not.toBe(sameDay);
    expect(rows()).toEqual(await fullJoin(db, '2040-01-02'));
    expect(rows()).not.toEqual(sameDay);
  });
});
