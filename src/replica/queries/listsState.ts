import type { Contact, Emplacement, Location, Occupant, Procedure, Travaux } from '../../domain/entities';
import { ListRowBuilder, type JoinLookup, type ListRows, type ListSource } from '../../domain/filters';
import type { IsoDate } from '../../domain/entities/replicated';
import { currentLocation } from '../../domain/rules/currentLocation';
import { OrderedRows } from './orderedRows';

export const LIST_TABLES = ['emplacements', 'locations', 'occupants', 'contacts', 'travaux', 'procedures'] as const;
export type ListTable = (typeof LIST_TABLES)[number];

interface RowOf {
  emplacements: Emplacement;
  locations: Location;
  occupants: Occupant;
  contacts: Contact;
  travaux: Travaux;
  procedures: Procedure;
}

/** One changed record as read again from the replica: its row, or null when it is gone. */
export interface ListChange {
  table: ListTable;
  id: string;
  row: unknown;
}

/** Rows grouped by a foreign key, kept up to date one row at a time. */
class Group<T> {
  private readonly groups = new Map<string, Map<string, T>>();

  add(key: string | null | undefined, id: string, row: T): void {
    if (!key) return;
    let g = this.groups.get(key);
    if (!g) this.groups.set(key, (g = new Map()));
    g.set(id, row);
  }

  remove(key: string | null | undefined, id: string): void {
    if (!key) return;
    const g = this.groups.get(key);
    if (g?.delete(id) && g.size === 0) this.groups.delete(key);
  }

  /** Undefined when the group is empty, as the join's groups (a concession without deceased falls back on its plot's). */
  list(key: string): T[] | undefined {
    const g = this.groups.get(key);
    return g ? [...g.values()] : undefined;
  }

  ids(key: string): Iterable<string> {
    return this.groups.get(key)?.keys() ?? [];
  }
}

/** The foreign keys a row may have, whatever its table. */
interface Keys {
  id: string;
  emplacementId?: string;
  locationId?: string | null;
}

type Lists = { [K in keyof ListRows]: OrderedRows<ListRows[K][number]> };

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The joined rows of every list, kept in memory and updated from the records that changed (issue 6): a change
 * re-joins the rows of the plots and concessions it touches, not the whole cemetery. A row depends on its plot
 * (the plot, its concessions, its deceased and procedures) and on the concession it names by id, so a change is
 * turned into dirty plots and dirty concessions and every row depending on one of them is built again with the
 * same builder as the full join (`joinLists`): the result is the full join's, in the same order
 * (tests/replica/listsIncremental.test.ts checks it against random changes).
 */
export class ListsState {
  private readonly tables: { [T in ListTable]: Map<string, RowOf[T]> } = {
    emplacements: new Map(), locations: new Map(), occupants: new Map(), contacts: new Map(), travaux: new Map(), procedures: new Map(),
  };
  private readonly locationsByPlot = new Group<Location>();
  private readonly occupantsByPlot = new Group<Occupant>();
  private readonly occupantsByLocation = new Group<Occupant>();
  private readonly contactsByLocation = new Group<Contact>();
  private readonly travauxByPlot = new Group<Travaux>();
  private readonly proceduresByPlot = new Group<Procedure>();
  private readonly proceduresByLocation = new Group<Procedure>();
  private readonly currentByPlot = new Map<string, Location | null>();
  private readonly lookup: JoinLookup = {
    emplacement: (id) => this.tables.emplacements.get(id),
    location: (id) => this.tables.locations.get(id),
    current: (id) => {
      let c = this.currentByPlot.get(id);
      if (c === undefined) {
        c = currentLocation(this.locationsByPlot.list(id));
        this.currentByPlot.set(id, c);
      }
      return c;
    },
    occupantsOfLocation: (id) => this.occupantsByLocation.list(id),
    occupantsOfPlot: (id) => this.occupantsByPlot.list(id),
    proceduresOfPlot: (id) => this.proceduresByPlot.list(id),
  };
  private builder: ListRowBuilder;
  private lists!: Lists;
  rows!: ListRows;

  /** The first, whole join; `source` comes from full reads of the tables (deleted rows are skipped). */
  constructor(source: ListSource, today: IsoDate) {
    for (const table of LIST_TABLES) for (const row of source[table]) if (!row.deletedAt) this.index(table, row);
    this.builder = new ListRowBuilder(this.lookup, today);
    this.rebuild();
  }

  get today(): IsoDate {
    return this.builder.today;
  }

  /**
   * Applies changed records (read again after a write) and answers the new rows; lists nothing touched keep
   * their array, and a new day re-joins everything from memory (statuses depend on the date).
   */
  apply(changes: readonly ListChange[], today: IsoDate): ListRows {
    const plots = new Set<string>();
    const locations = new Set<string>();
    const changed: { [T in ListTable]: Set<string> } = {
      emplacements: new Set(), locations: new Set(), occupants: new Set(), contacts: new Set(), travaux: new Set(), procedures: new Set(),
    };
    for (const { table, id, row } of changes) {
      const old = this.tables[table].get(id) as Keys | undefined;
      const fresh = row && !(row as { deletedAt?: unknown }).deletedAt ? (row as RowOf[ListTable]) : null;
      if (old) this.unindex(table, old as RowOf[ListTable]);
      if (fresh) this.index(table, fresh);
      changed[table].add(id);
      for (const r of [old, fresh as Keys | null]) {
        if (!r) continue;
        if (table === 'emplacements') plots.add(id);
        if (table === 'locations') locations.add(id);
        if ((table === 'locations' || table === 'occupants' || table === 'procedures') && r.emplacementId) plots.add(r.emplacementId);
        if (table === 'occupants' && r.locationId) locations.add(r.locationId);
      }
    }
    // The deceased of a plot's current concession decide the plot's status, wherever their own plot is.
    for (const l of locations) {
      const loc = this.tables.locations.get(l);
      if (loc) plots.add(loc.emplacementId);
    }
    if (today !== this.builder.today) {
      this.builder = new ListRowBuilder(this.lookup, today);
      this.currentByPlot.clear();
      this.rebuild();
      return this.rows;
    }
    for (const p of plots) this.currentByPlot.delete(p);
    this.builder.forget(plots);
    this.refresh(plots, locations, changed);
    return this.rows;
  }

  private index<T extends ListTable>(table: T, row: RowOf[T]): void {
    this.tables[table].set(row.id, row);
    this.group(table, row, 'add');
  }

  private unindex<T extends ListTable>(table: T, row: RowOf[T]): void {
    this.tables[table].delete(row.id);
    this.group(table, row, 'remove');
  }

  private group(table: ListTable, row: RowOf[ListTable], op: 'add' | 'remove'): void {
    const go = <R>(g: Group<R>, key: string | null | undefined) => (op === 'add' ? g.add(key, row.id, row as R) : g.remove(key, row.id));
    const r = row as Keys;
    switch (table) {
      case 'locations': return go(this.locationsByPlot, r.emplacementId);
      case 'occupants':
        go(this.occupantsByPlot, r.emplacementId);
        return go(this.occupantsByLocation, r.locationId);
      case 'contacts': return go(this.contactsByLocation, r.locationId);
      case 'travaux': return go(this.travauxByPlot, r.emplacementId);
      case 'procedures':
        go(this.proceduresByPlot, r.emplacementId);
        return go(this.proceduresByLocation, r.locationId);
      case 'emplacements': return;
    }
  }

  private rebuild(): void {
    const sorted = <T extends ListTable>(t: T): RowOf[T][] => [...this.tables[t].values()].sort(byId);
    const b = this.builder;
    const make = <R extends { id: string }, T>(rows: readonly R[], f: (r: R) => T | null) => {
      const ids: string[] = [];
      const out: T[] = [];
      for (const r of rows) {
        const row = f(r);
        if (row === null) continue;
        ids.push(r.id);
        out.push(row);
      }
      return new OrderedRows(ids, out);
    };
    this.lists = {
      plots: make(sorted('emplacements'), (e) => b.plot(e)),
      concessions: make(sorted('locations'), (l) => b.concession(l)),
      defunts: make(sorted('occupants'), (o) => b.defunt(o)),
      holders: make(sorted('contacts'), (c) => b.holder(c)),
      travaux: make(sorted('travaux'), (t) => b.travaux(t)),
      procedures: make(sorted('procedures'), (p) => b.procedure(p)),
    };
    this.snapshot(new Set(Object.keys(this.lists) as Array<keyof ListRows>));
  }

  /** Builds again the rows depending on the dirty plots and concessions, and the changed records' own rows. */
  private refresh(plots: Set<string>, locations: Set<string>, changed: { [T in ListTable]: Set<string> }): void {
    const ids = { ...changed };
    for (const t of LIST_TABLES) ids[t] = new Set(changed[t]);
    const locationsOfPlots = new Set(locations);
    for (const p of plots) {
      ids.emplacements.add(p);
      for (const l of this.locationsByPlot.ids(p)) {
        ids.locations.add(l);
        locationsOfPlots.add(l);
      }
      for (const o of this.occupantsByPlot.ids(p)) ids.occupants.add(o);
      for (const t of this.travauxByPlot.ids(p)) ids.travaux.add(t);
      for (const x of this.proceduresByPlot.ids(p)) ids.procedures.add(x);
    }
    for (const l of locations) {
      ids.locations.add(l);
      for (const o of this.occupantsByLocation.ids(l)) ids.occupants.add(o);
      for (const x of this.proceduresByLocation.ids(l)) ids.procedures.add(x);
    }
    for (const l of locationsOfPlots) for (const c of this.contactsByLocation.ids(l)) ids.contacts.add(c);

    const b = this.builder;
    const touched = new Set<keyof ListRows>();
    const update = <T extends ListTable, K extends keyof ListRows>(table: T, list: K, f: (r: RowOf[T]) => ListRows[K][number] | null) => {
      const updates = new Map<string, ListRows[K][number] | null>();
      for (const id of ids[table]) {
        const row = this.tables[table].get(id);
        updates.set(id, row ? f(row) : null);
      }
      if ((this.lists[list] as OrderedRows<ListRows[K][number]>).apply(updates)) touched.add(list);
    };
    update('emplacements', 'plots', (e) => b.plot(e));
    update('locations', 'concessions', (l) => b.concession(l));
    update('occupants', 'defunts', (o) => b.defunt(o));
    update('contacts', 'holders', (c) => b.holder(c));
    update('travaux', 'travaux', (t) => b.travaux(t));
    update('procedures', 'procedures', (p) => b.procedure(p));
    if (touched.size > 0) this.snapshot(touched);
  }

  private snapshot(touched: ReadonlySet<keyof ListRows>): void {
    const next = { ...this.rows } as ListRows;
    for (const k of touched) (next as unknown as Record<string, unknown>)[k] = this.lists[k].snapshot();
    this.rows = next;
  }
}
