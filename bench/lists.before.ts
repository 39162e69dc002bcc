import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import MiniSearch from 'minisearch';
import { DEFUNT_COLUMNS, LIST_TITLES, toTable, type ColumnDef } from '../src/domain/export';
import { formatFrDate } from '../src/domain/dates';
import type { Contact, Emplacement, Location, Occupant, Procedure, Travaux } from '../src/domain/entities';
import type { DefuntRow, ListRow } from '../src/domain/filters';
import {
  SEARCH_KINDS, contactDoc, emplacementDoc, foldTerm, locationDoc, occupantDoc, procedureDoc, tokenize, travauxDoc, type SearchDoc, type SearchKind,
} from '../src/domain/search';
import type { ReplicaDb } from '../src/replica/db';

/**
 * The previous search index and PDF export of issue 6 (minisearch; jspdf-autotable), kept for the benchmark
 * only, so bench/lists.bench.ts compares before and after within one run on the same machine.
 */
export class BeforeSearchIndex {
  private readonly engine = new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: ['nom', 'prenom', 'nomJeuneFille', 'label', 'extra'],
    storeFields: ['kind', 'rowId', 'emplacementId', 'nom', 'prenom', 'nomJeuneFille', 'label', 'extra', 'title', 'subtitle'],
    tokenize,
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: {
      combineWith: 'AND',
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 4 ? 1 : false),
      boost: { nom: 3, nomJeuneFille: 2, prenom: 1.5, label: 1.2 },
      weights: { prefix: 0.3, fuzzy: 0.2 },
    },
  });

  get size(): number {
    return this.engine.documentCount;
  }

  upsert(docs: readonly SearchDoc[]): void {
    for (const doc of docs) {
      if (this.engine.has(doc.key)) this.engine.replace(doc);
      else this.engine.add(doc);
    }
  }

  search(query: string, limit = 20): Record<SearchKind, unknown[]> {
    const grouped = Object.fromEntries(SEARCH_KINDS.map((k) => [k, [] as unknown[]])) as Record<SearchKind, unknown[]>;
    if (!query.trim()) return grouped;
    for (const r of this.engine.search(query)) {
      const bucket = grouped[r['kind'] as SearchKind];
      if (bucket.length < limit) bucket.push(r);
    }
    return grouped;
  }
}

/** The documents of the replica, read as the search worker reads them. */
export async function searchDocsOf(db: ReplicaDb): Promise<SearchDoc[]> {
  const [emplacements, locations, occupants, contacts, procedures, travaux] = (await Promise.all(
    [db.emplacements, db.locations, db.occupants, db.contacts, db.procedures, db.travaux].map((t) => t.toArray()),
  )) as unknown as [Emplacement[], Location[], Occupant[], Contact[], Procedure[], Travaux[]];
  const emp = new Map(emplacements.filter((e) => !e.deletedAt).map((e) => [e.id, e]));
  const loc = new Map(locations.filter((l) => !l.deletedAt).map((l) => [l.id, l]));
  const ctx = { emplacement: (id: string) => emp.get(id), location: (id: string) => loc.get(id) };
  const docs: SearchDoc[] = [...emp.values()].map(emplacementDoc);
  for (const l of loc.values()) docs.push(locationDoc(l, ctx));
  for (const o of occupants) if (!o.deletedAt) docs.push(occupantDoc(o, ctx));
  for (const c of contacts) {
    const d = c.deletedAt ? null : contactDoc(c, ctx);
    if (d) docs.push(d);
  }
  for (const p of procedures) if (!p.deletedAt) docs.push(procedureDoc(p, ctx));
  for (const t of travaux) if (!t.deletedAt) docs.push(travauxDoc(t, ctx));
  return docs;
}

/** The previous PDF: jspdf-autotable, measuring every cell, uncompressed. */
export function beforePdf(rows: DefuntRow[], cemetery: string, today: string): Uint8Array {
  const { headers, body } = toTable(rows as ListRow[], DEFUNT_COLUMNS as unknown as ColumnDef<ListRow>[], { today });
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const heading = `${LIST_TITLES.defunts} - ${cemetery} - ${formatFrDate(today)}`;
  autoTable(doc, {
    head: [headers], body, startY: 20, margin: { top: 20, bottom: 16, left: 10, right: 10 }, showHead: 'everyPage',
    styles: { fontSize: 9, cellPadding: 1.5, overflow: 'linebreak' },
    headStyles: { fillColor: [33, 37, 41], textColor: 255, fontStyle: 'bold' },
    didDrawPage: () => {
      doc.setFontSize(13);
      doc.text(heading, 10, 12);
    },
  });
  const pages = doc.getNumberOfPages();
  doc.setFontSize(9);
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.text(`Page ${p} / ${pages}`, 287, 202, { align: 'right' });
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
