import { DEFUNT_COLUMNS, sortValueOf } from '../src/domain/export';
import { EMPTY_FILTERS, applyFilters, joinLists, sortRows, type DefuntRow, type FilterState } from '../src/domain/filters';
import { createReplicaDb, type ReplicaDb } from '../src/replica/db';
import { loadListRows } from '../src/replica/queries/lists';
import { pullAll } from '../src/replica/sync/pull';
import { createHttpTransport } from '../src/replica/sync/transport';
import { ReplicaSearch } from '../workers/search.replica';
import { runExport } from '../workers/export.run';

/**
 * Page side of bench/lists.bench.ts, bundled and run in headless Chromium on the server's origin: the real
 * replica, the real list join, search index, filters, sort and exports of issue 6.
 */
let token = '';
let db: ReplicaDb;
let defunts: DefuntRow[] = [];
let search: ReplicaSearch;
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
    const res = await fetch('/api/login_check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    token = ((await res.json()) as { token: string }).token;
    const groups = (await (await fetch('/api/users/espaces', { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ espaces: Array<{ id: string; nom: string }> }>;
    const espace = groups.flatMap((g) => g.espaces).find((e) => e.nom === espaceNom);
    if (!espace) throw new Error(`${espaceNom} introuvable`);
    const transport = createHttpTransport({ fetch: (u, i) => fetch(u, i), tokens: { getAccessToken: async () => token, refreshAccessToken: async () => null } });
    db = createReplicaDb(espace.id);
    await db.delete();
    await db.open();
    await pullAll(db, transport, { limit: 5000 });
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

  async searchIndex() {
    const start = performance.now();
    search = await ReplicaSearch.open(db);
    return { ms: performance.now() - start, documents: search.index.size };
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
    const scanMs: number[] = [];
    let indexHits = 0;
    let scanHits = 0;
    for (let round = 0; round < 3; round++) {
      for (const q of typed) {
        indexMs.push(time(() => {
          const r = search.index.search(q);
          indexHits += Object.values(r).reduce((n, l) => n + l.length, 0);
        }));
        scanMs.push(time(() => {
          const needle = q.toLowerCase();
          scanHits += haystack.filter((h) => h.toLowerCase().includes(needle)).length;
        }));
      }
    }
    return { index: stats(indexMs), scan: stats(scanMs), keystrokes: typed.length, indexHits, scanHits, rows: haystack.length };
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
    return { rows: rows.length, ...out };
  },
};

(globalThis as unknown as { listsBench: typeof api }).listsBench = api;
