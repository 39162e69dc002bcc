import { DEFUNT_COLUMNS, sortValueOf } from '../src/domain/export';
import { EMPTY_FILTERS, applyFilters, joinLists, sortRows, type DefuntRow, type FilterState } from '../src/domain/filters';
import type { ReplicaDb } from '../src/replica/db';
import { loadListRows } from '../src/replica/queries/lists';
import { ReplicaSearch } from '../workers/search.replica';
import { runExport } from '../workers/export.run';
import { LiveLists } from '../src/replica/queries/liveLists';
import { PlanFromLists, buildPlanPlots, type PlanRows } from '../src/domain/plan';
import { BeforeSearchIndex, beforePdf, searchDocsOf } from './lists.before';
import { syncedReplica } from './syncedReplica';

/**
 * Page side of bench/lists.bench.ts, bundled and run in headless Chromium on the server's origin: the real
 * replica, the real list join, search index, filters, sort and exports of issue 6.
 */
let db: ReplicaDb;
let defunts: DefuntRow[] = [];
let search: ReplicaSearch;
let before: BeforeSearchIndex;
const TODAY = new Date().toISOString().slice(0, 10);

function stats(samples: number[]): { median: number; p95: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return { median: q(0.5), p95: q(0.95), max: s.at(-1) ?? 0 };
}

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Every prefix of each word, as typed one key at a time. */
function keystrokes(words: readonly string[]): string[] {
  return words.flatMap((w) => Array.from({ length: w.length }, (_, i) => w.slice(0, i + 1)));
}

const api = {
  async setup(username: string, password: string, espaceNom: string) {
    db = await syncedReplica(username, password, espaceNom);
    return { plots: await db.emplacements.count(), occupants: await db.occupants.count() };
  },

  /** The lists' live query: reading the six tables, then the join alone on rows already in memory. */
  async join() {
    const start = performance.now();
    const rows = await loadListRows(db, TODAY);
    const ms = performance.now() - start;
    defunts = rows.defunts;
    const tables = [db.emplacements, db.locations, db.occupants, db.contacts, db.travaux, db.procedures];
    const readStart = performance.now();
    const [emplacements, locations, occupants, contacts, travaux, procedures] = await Promise.all(tables.map((t) => t.toArray()));
    const readMs = performance.now() - readStart;
    const source = { emplacements, locations, occupants, contacts, travaux, procedures } as unknown as Parameters<typeof joinLists>[0];
    const joinMs = time(() => joinLists(source, TODAY));
    return { ms, readMs, joinMs, defunts: defunts.length, plots: rows.plots.length };
  },

  /**
   * The lists' rows kept up to date: opened once (full read), then one enqueued-size change (one deceased
   * renamed), a pull-sized page (500 deceased rewritten in one transaction, with new seqs as a pull writes them), each against a full re-read + join.
   */
  async incremental() {
    let updates = 0;
    const live = new LiveLists(db, { today: () => TODAY, onRows: () => updates++, onError: (e) => { throw e; } });
    const openStart = performance.now();
    await live.settled();
    const openMs = performance.now() - openStart;
    const occupants = (await db.occupants.limit(2000).toArray()).filter((o) => !o.deletedAt);
    const one: number[] = [];
    const oneUpdate: number[] = [];
    const full: number[] = [];
    // The plan: derived from the live rows (PlanFromLists), against what it did before: a read of its five
    // tables in one transaction and a whole join at every change.
    const plan = new PlanFromLists();
    let planPlots = plan.plots(live.rows!);
    const planDerive: number[] = [];
    const planRenewed: number[] = [];
    const planFull: number[] = [];
    for (let i = 0; i < 5; i++) {
      const o = occupants[i]!;
      const start = performance.now();
      // A new name: shown on the plan's side panel, so the plan must follow it.
      await db.occupants.put({ ...o, nom: `Bench${i}` });
      await live.settled();
      one.push(performance.now() - start);
      oneUpdate.push(live.lastUpdateMs);
      const p = performance.now();
      const next = plan.plots(live.rows!);
      planDerive.push(performance.now() - p);
      const kept = new Set(planPlots);
      planRenewed.push(next.filter((x) => !kept.has(x)).length);
      planPlots = next;
      const f = performance.now();
      await loadListRows(db, TODAY);
      full.push(performance.now() - f);
      const pf = performance.now();
      const tables = [db.emplacements, db.locations, db.occupants, db.procedures, db.contacts];
      const [emplacements, locations, occupantsRows, procedures, contacts] = await db.transaction('r', tables, () => Promise.all(tables.map((t) => t.toArray())));
      buildPlanPlots({ emplacements, locations, occupants: occupantsRows, procedures, contacts } as unknown as PlanRows, TODAY);
      planFull.push(performance.now() - pf);
    }
    const pageStart = performance.now();
    // As a pull page writes them: new versions with new server seqs (Dexie names no key for 50 rows or more).
    const top = (await db.occupants.orderBy('seq').last())?.seq ?? 0;
    await db.occupants.bulkPut(occupants.slice(0, 500).map((o, i) => ({ ...o, lieuDeces: 'Bench page', seq: top + 1 + i })));
    await live.settled();
    const pageMs = performance.now() - pageStart;
    const pageUpdateMs = live.lastUpdateMs;
    live.close();
    const keysStart = performance.now();
    await db.occupants.toCollection().primaryKeys();
    const keysMs = performance.now() - keysStart;
    const countStart = performance.now();
    await db.occupants.count();
    const countMs = performance.now() - countStart;
    return { openMs, one: stats(one), oneUpdate: stats(oneUpdate), full: stats(full), pageMs, pageUpdateMs, keysMs, countMs, updates, planDerive: stats(planDerive), planFull: stats(planFull), planRenewed: Math.max(...planRenewed), plans: planPlots.length };
  },

  async searchIndex() {
    const start = performance.now();
    search = await ReplicaSearch.open(db);
    const ms = performance.now() - start;
    // The previous index (minisearch, bench/lists.before.ts) on the same documents, read the same way.
    const beforeStart = performance.now();
    before = new BeforeSearchIndex();
    before.upsert(await searchDocsOf(db));
    return { ms, beforeMs: performance.now() - beforeStart, documents: search.index.size, beforeDocuments: before.size };
  },

  /** Per keystroke: the index, against a plain scan of the replica's rows with toLowerCase and includes. */
  async keystrokes(words: string[]) {
    const [occupants, contacts, locations, emplacements] = await Promise.all([db.occupants.toArray(), db.contacts.toArray(), db.locations.toArray(), db.emplacements.toArray()]);
    const fields = (r: Record<string, unknown>, keys: string[]) => keys.map((k) => (typeof r[k] === 'string' ? (r[k] as string) : '')).join(' ');
    const haystack = [
      ...occupants.map((r) => fields(r, ['nom', 'prenom', 'nomJeuneFille'])),
      ...contacts.map((r) => fields(r, ['nom', 'prenom', 'nomJeuneFille', 'nomSociete'])),
      ...locations.map((r) => fields(r, ['famille', 'numero'])),
      ...emplacements.map((r) => fields(r, ['carre', 'allee', 'numero', 'libelle'])),
    ];
    const typed = keystrokes(words);
    const indexMs: number[] = [];
    const beforeMs: number[] = [];
    const prefix3: number[] = [];
    const beforePrefix3: number[] = [];
    const scanMs: number[] = [];
    let indexHits = 0;
    let scanHits = 0;
    for (let round = 0; round < 3; round++) {
      for (const q of typed) {
        const ms = time(() => {
          const r = search.index.search(q);
          indexHits += Object.values(r).reduce((n, l) => n + l.length, 0);
        });
        indexMs.push(ms);
        const old = time(() => before.search(q));
        beforeMs.push(old);
        if (q.replace(/ /g, '').length === 3) {
          prefix3.push(ms);
          beforePrefix3.push(old);
        }
        scanMs.push(time(() => {
          const needle = q.toLowerCase();
          scanHits += haystack.filter((h) => h.toLowerCase().includes(needle)).length;
        }));
      }
    }
    return {
      index: stats(indexMs), before: stats(beforeMs), prefix3: stats(prefix3), beforePrefix3: stats(beforePrefix3), scan: stats(scanMs),
      keystrokes: typed.length, indexHits, scanHits, rows: haystack.length,
    };
  },

  sortAndFilter() {
    const nom = DEFUNT_COLUMNS.find((c) => c.id === 'nom');
    const deces = DEFUNT_COLUMNS.find((c) => c.id === 'dateDeces');
    if (!nom || !deces) throw new Error('columns');
    const ctx = { today: TODAY };
    const sorts = { nom: [] as number[], deces: [] as number[] };
    const filters: Record<string, number[]> = { caracteristiques: [], derniers5: [], echue: [], combined: [] };
    const states: Record<string, FilterState> = {
      caracteristiques: { ...EMPTY_FILTERS, caracteristiques: ['Mort pour la France'] },
      derniers5: { ...EMPTY_FILTERS, quickDate: 'derniers_5_ans' },
      echue: { ...EMPTY_FILTERS, statuts: ['echue'] },
      combined: { ...EMPTY_FILTERS, statuts: ['en_cours', 'a_renouveler'], types: ['Concession'], durees: ['plus99', '50-99'], carres: ['A', 'B', 'C'] },
    };
    for (let i = 0; i < 7; i++) {
      sorts.nom.push(time(() => sortRows(defunts, (r) => sortValueOf(nom, r, ctx), i % 2 ? 'desc' : 'asc')));
      sorts.deces.push(time(() => sortRows(defunts, (r) => sortValueOf(deces, r, ctx))));
      for (const [k, s] of Object.entries(states)) filters[k]?.push(time(() => applyFilters(defunts, s, TODAY)));
    }
    const counts = Object.fromEntries(Object.entries(states).map(([k, s]) => [k, applyFilters(defunts, s, TODAY).length]));
    return {
      sortNom: stats(sorts.nom), sortDeces: stats(sorts.deces),
      filters: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, stats(v)])), counts, rows: defunts.length,
    };
  },

  exports(n: number) {
    const rows = defunts.slice(0, n);
    const out: Record<string, { ms: number; bytes: number }> = {};
    for (const format of ['xlsx', 'pdf', 'csv'] as const) {
      const start = performance.now();
      const r = runExport({ kind: 'defunts', rows, format, cemetery: 'Cimetière communal du Bourg', today: TODAY });
      out[format] = { ms: performance.now() - start, bytes: r.bytes.length };
    }
    const start = performance.now();
    const old = beforePdf(rows, 'Cimetière communal du Bourg', TODAY);
    out['pdfBefore'] = { ms: performance.now() - start, bytes: old.length };
    return { rows: rows.length, ...out };
  },
};

(globalThis as unknown as { listsBench: typeof api }).listsBench = api;
