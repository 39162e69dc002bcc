import { Dexie, type ObservabilitySet } from 'dexie';
import {
  SearchIndex, contactDoc, emplacementDoc, locationDoc, occupantDoc, procedureDoc, travauxDoc, noteDoc, type SearchContext, type SearchDoc, type SearchKind,
} from '../src/domain/search';
import type { Contact, Emplacement, Location, Note, Occupant, Procedure, Travaux } from '../src/domain/entities';
import { replicaName, type ReplicaDb } from '../src/replica/db';
import type { ReplicaRow } from '../src/replica/types';
import { ChangeTracker, type Pending } from '../src/replica/queries/changedRows';

const TABLES = ['emplacements', 'locations', 'occupants', 'contacts', 'procedures', 'travaux', 'notes'] as const;
type SearchTable = (typeof TABLES)[number];

const KIND_OF: Record<SearchTable, SearchKind> = {
  emplacements: 'emplacement',
  locations: 'concession',
  occupants: 'defunt',
  contacts: 'concessionnaire',
  procedures: 'procedure',
  travaux: 'travaux',
  notes: 'note',
};

/**
 * A cemetery's search index kept in step with its replica (issue 6). It keeps the rows it indexed in memory,
 * so a change to a plot or a concession re-labels the documents that show them (a deceased shows its plot).
 * It follows Dexie's 'storagemutated' event, which every write fires in this context and which Dexie relays
 * from the other tabs and workers: an enqueued change is searchable as soon as its transaction commits, and a
 * pull page re-indexes the rows it brought, not the cemetery (ChangeTracker).
 */
export class ReplicaSearch {
  readonly index = new SearchIndex();
  private readonly rows: { [T in SearchTable]: Map<string, ReplicaRow> } = {
    emplacements: new Map(), locations: new Map(), occupants: new Map(), contacts: new Map(), procedures: new Map(), travaux: new Map(), notes: new Map(),
  };
  private readonly ctx: SearchContext = {
    emplacement: (id) => this.rows.emplacements.get(id) as Emplacement | undefined,
    location: (id) => this.rows.locations.get(id) as Location | undefined,
  };
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;
  private readonly changes: ChangeTracker<SearchTable>;
  private scheduled = false;

  private constructor(private readonly db: ReplicaDb) {
    this.changes = new ChangeTracker(replicaName(db.espaceId), TABLES);
    const listener = (parts: ObservabilitySet) => this.onMutated(parts);
    Dexie.on('storagemutated', listener);
    this.unsubscribe = () => Dexie.on('storagemutated').unsubscribe(listener);
  }

  /** Opens and fills the index from the replica. Listening starts first, so no write falls between. */
  static async open(db: ReplicaDb): Promise<ReplicaSearch> {
    const search = new ReplicaSearch(db);
    await search.enqueueWork(() => search.reloadAll());
    return search;
  }

  close(): void {
    this.unsubscribe();
  }

  /** Resolves once every change seen so far is in the index. */
  settled(): Promise<void> {
    return this.queue;
  }

  private enqueueWork(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work, work);
    return this.queue;
  }

  private async reloadAll(): Promise<void> {
    this.changes.reset();
    const all = await this.db.transaction('r', TABLES.map((t) => this.db.table(t)), () => Promise.all(TABLES.map((t) => this.db.table<ReplicaRow, string>(t).toArray())));
    this.index.clear();
    TABLES.forEach((t, i) => {
      this.rows[t].clear();
      for (const row of all[i] ?? []) {
        this.changes.seen(t, row);
        if (!row.deletedAt) this.rows[t].set(row.id, row);
      }
    });
    const docs: SearchDoc[] = [];
    for (const t of TABLES) for (const row of this.rows[t].values()) {
      const doc = this.docOf(t, row);
      if (doc) docs.push(doc);
    }
    this.index.upsert(docs);
  }

  private docOf(table: SearchTable, row: ReplicaRow): SearchDoc | null {
    switch (table) {
      case 'emplacements': return emplacementDoc(row as unknown as Emplacement);
      case 'locations': return locationDoc(row as unknown as Location, this.ctx);
      case 'occupants': return occupantDoc(row as unknown as Occupant, this.ctx);
      case 'contacts': return contactDoc(row as unknown as Contact, this.ctx);
      case 'procedures': return procedureDoc(row as unknown as Procedure, this.ctx);
      case 'travaux': return travauxDoc(row as unknown as Travaux, this.ctx);
      case 'notes': return noteDoc(row as unknown as Note, this.ctx);
    }
  }

  /** Changes arriving while a batch is applied are taken together in the next one. */
  private onMutated(parts: ObservabilitySet): void {
    if (!this.changes.take(parts) || this.scheduled) return;
    this.scheduled = true;
    void this.enqueueWork(async () => {
      this.scheduled = false;
      const { everything, changed } = this.changes.drain();
      if (everything) return this.reloadAll();
      await this.apply(changed);
    });
  }

  private async apply(changed: Map<SearchTable, Pending>): Promise<void> {
    const touched: Array<[SearchTable, string]> = [];
    for (const { table, id, row } of await this.changes.readChanges(this.db, changed)) {
      if (row && !row.deletedAt) this.rows[table].set(id, row);
      else this.rows[table].delete(id);
      touched.push([table, id]);
    }
    this.reindex(touched);
  }

  /** Re-derives the documents of the changed rows and of the rows that show them. */
  private reindex(touched: ReadonlyArray<[SearchTable, string]>): void {
    const todo = new Map<string, [SearchTable, string]>();
    const add = (t: SearchTable, id: string) => todo.set(`${t}:${id}`, [t, id]);
    const plots = new Set<string>();
    const locations = new Set<string>();
    for (const [t, id] of touched) {
      add(t, id);
      if (t === 'emplacements') plots.add(id);
      if (t === 'locations') locations.add(id);
    }
    if (plots.size || locations.size) {
      for (const t of ['locations', 'occupants', 'procedures', 'travaux', 'notes'] as const)
        for (const row of this.rows[t].values()) if (plots.has(String(row['emplacementId']))) add(t, row.id);
      for (const t of ['contacts', 'procedures'] as const)
        for (const row of this.rows[t].values()) if (locations.has(String(row['locationId']))) add(t, row.id);
    }
    const upserts: SearchDoc[] = [];
    const removals: string[] = [];
    for (const [t, id] of todo.values()) {
      const row = this.rows[t].get(id);
      const doc = row ? this.docOf(t, row) : null;
      if (doc) upserts.push(doc);
      else removals.push(`${KIND_OF[t]}:${id}`);
    }
    this.index.remove(removals);
    this.index.upsert(upserts);
  }
}
