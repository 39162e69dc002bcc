import type { OcPiece } from '../../../src/domain/import/sources/openCimetiere';
import { ocSourceOf, type OcSource } from '../../../src/domain/import/sources/openCimetiereTables';
import { COLUMNS, type OcCorpus, type Value } from './export';

/** The corpus as the readers hand it to the conversion: each table's columns and rows of text, as a COPY block gives them. */
export function piecesOf(corpus: Partial<OcCorpus>): OcPiece[] {
  const pieces: OcPiece[] = [];
  for (const [table, rows] of Object.entries(corpus) as Array<[keyof OcCorpus, OcCorpus[keyof OcCorpus]]>) {
    const source = ocSourceOf(table);
    if (source === null || 'ignored' in source) continue;
    pieces.push({ name: table, source: source as OcSource, table: { columns: COLUMNS[table], rows: rows.map((r) => COLUMNS[table].map((c) => text(r[c]))) } });
  }
  return pieces;
}

function text(value: Value | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}
