import type { CemeteryData } from '../../src/domain/donnees/exportSheets';
import type { TableName } from '../../src/domain/entities/tables';
import type { ExistingRows, ImportEnvelope } from '../../src/domain/import/plan';
import { decideMutation, prepareMutation } from '../../src/domain/mutations/decide';
import type { MutationContext, Row } from '../../src/domain/mutations/types';

/**
 * A cemetery held in memory, written by the mutations of the catalogue exactly as the server decides them
 * (decideMutation), for the import tests: a plan's envelopes are applied to it, its rows feed the next plan
 * (a re-import) and the complete export (a round trip). Not a second executor of the rules: only the reads and
 * the bookkeeping fields the server adds.
 */
export const MEMORY_ESPACE = '0192f000-0000-7000-8000-00000000e5e5';

const context: MutationContext = {
  now: '2026-11-27T10:00:00.000Z',
  today: '2026-11-27',
  userId: '0192f000-0000-7000-8000-0000000000aa',
  espaceId: MEMORY_ESPACE,
  roles: ['ROLE_ADMIN'],
};

export class MemoryCemetery {
  private readonly tables = new Map<TableName, Map<string, Row>>();
  private seq = 0;

  private table(name: TableName): Map<string, Row> {
    let t = this.tables.get(name);
    if (!t) this.tables.set(name, (t = new Map()));
    return t;
  }

  rows(name: TableName): Row[] {
    return [...this.table(name).values()];
  }

  /** Applies each envelope in order; a rejection or conflict fails the test with its message. */
  apply(envelopes: ReadonlyArray<Pick<ImportEnvelope, 'name' | 'args'>>): void {
    for (const e of envelopes) {
      const prepared = prepareMutation(e.name, e.args);
      if (!prepared.ok) throw new Error(`${e.name} refusée : ${prepared.error}`);
      const { def, args } = prepared;
      const row = this.table(def.table).get(args.id) ?? null;
      const reads: Record<string, Row | Row[] | null> = {};
      for (const [key, spec] of Object.entries(def.reads?.(args, row) ?? {})) {
        if ('id' in spec) reads[key] = this.table(spec.table).get(spec.id) ?? null;
        else reads[key] = this.rows(spec.table).filter((r) => !r.deletedAt && Object.entries(spec.where).every(([k, v]) => r[k] === v));
      }
      const decision = decideMutation(def, args, null, { row, reads }, context);
      if (decision.status !== 'applied') throw new Error(`${e.name} ${decision.status} : ${decision.error}`);
      this.seq += 1;
      for (const w of decision.writes) {
        const before = this.table(w.table).get(w.id);
        this.table(w.table).set(w.id, {
          ...w.row,
          id: w.id,
          espaceId: MEMORY_ESPACE,
          version: (before?.version as number | undefined ?? 0) + 1,
          seq: this.seq,
          updatedAt: context.now,
          deletedAt: (w.row.deletedAt as string | null | undefined) ?? null,
        } as Row);
      }
    }
  }

  existing(): ExistingRows {
    const live = (name: TableName) => this.rows(name).filter((r) => !r.deletedAt);
    return { emplacements: live('emplacements'), locations: live('locations'), occupants: live('occupants'), contacts: live('contacts') };
  }

  exportData(): CemeteryData {
    const rows = <T>(name: TableName) => this.rows(name) as unknown as T[];
    return {
      espace: null,
      emplacements: rows('emplacements'),
      locations: rows('locations'),
      occupants: rows('occupants'),
      contacts: rows('contacts'),
      exhumations: [],
      travaux: [],
      procedures: [],
      tarifs: [],
      media: [],
      documents: [],
    };
  }
}
