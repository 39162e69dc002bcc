import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportMapping } from '../../src/domain/import/fields';
import { reportLinesOf } from '../../src/domain/import/importReport';
import type { DryRunLine } from '../../src/domain/import/plan';
import { proposeMapping, rememberMapping, type ProposedMapping } from '../../src/domain/import/rememberedMapping';
import type { Cell } from '../../src/domain/import/rows';
import type { ImportSourceKind } from '../../src/domain/import/sources';
import type { Db } from '../db/client';
import { readRememberedMapping, saveImportOutcome } from './importReports.repository';

/**
 * The hooks every tabular import (Excel register, GIS layer, another product's export) calls around the pure
 * rules of src/domain/import/rememberedMapping.ts and importReport.ts (issue 26):
 * - the preview proposes the cemetery's remembered mapping (`proposedMapping`, `withProposal`), and a dry run or
 *   an import sent without a mapping uses that same proposal (`mappingOf`);
 * - an import carried out keeps its mapping and its report (`keepImportOutcome`), after the bulk commit. A report
 *   never blocks or undoes an import: a failure to keep it is logged and the import still answers 'Import réalisé'.
 */

export async function proposedMapping(db: Db, espaceId: string, kind: ImportSourceKind, headers: readonly string[], guess: ImportMapping): Promise<ProposedMapping> {
  return proposeMapping(headers, guess, await readRememberedMapping(db, espaceId, kind));
}

/** The mapping of a dry run or an import: the one sent (`parse`), or, when none was sent, the proposed one. */
export async function mappingOf(
  db: Db,
  espaceId: string,
  kind: ImportSourceKind,
  text: string | undefined,
  headers: readonly string[],
  parse: (text: string | undefined) => ImportMapping,
): Promise<ImportMapping> {
  if (text !== undefined && text !== '') return parse(text);
  return (await proposedMapping(db, espaceId, kind, headers, parse(undefined))).mapping;
}

interface PreviewColumns {
  colonnes: Array<{ index: number; entete: string; exemples: string[] }>;
  correspondance: ImportMapping;
}

/**
 * A preview with the remembered mapping: `correspondance` proposed as above, `correspondanceMemorisee` when any
 * column's field comes from the last import, and each column's `memorisee`.
 */
export async function withProposal<P extends PreviewColumns>(db: Db, espaceId: string, kind: ImportSourceKind, preview: P) {
  const { mapping, fromMemory } = await proposedMapping(db, espaceId, kind, preview.colonnes.map((c) => c.entete), preview.correspondance);
  return {
    ...preview,
    colonnes: preview.colonnes.map((c) => ({ ...c, memorisee: fromMemory[c.index] ?? false })),
    correspondance: mapping,
    correspondanceMemorisee: fromMemory.some(Boolean),
  };
}

const MAX_NAME = 200;

/** The file's name as the device gave it (`nomFichier`): its last path part, control characters out, bounded. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const last = (name ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return last.slice(0, MAX_NAME) || fallback;
}

export interface ImportOutcome {
  espaceId: string;
  userId: string;
  nowMs: number;
  kind: ImportSourceKind;
  fileName: string;
  bytes: Uint8Array;
  /** The columns' names as the preview showed them (a GeoJSON: its attributes' names). */
  headers: readonly string[];
  mapping: ImportMapping;
  lines: readonly DryRunLine[];
  counts: Record<string, number>;
  /** A line's original cells in the columns' order, or null when it cannot be found. */
  cellsOf: (line: number) => Cell[] | null;
}

/** What the import answers of its report: its id and how many lines it kept to take up. */
export interface KeptReport {
  id: string;
  lignes: number;
  lignesOmises: number;
}

/** Keeps the mapping and the report of an import carried out; null (and a log line) when that failed. */
export async function keepImportOutcome(db: Db, log: FastifyBaseLogger, outcome: ImportOutcome): Promise<KeptReport | null> {
  try {
    const { lines, omitted } = reportLinesOf(outcome.lines, outcome.cellsOf);
    const at = new Date(outcome.nowMs).toISOString();
    const id = randomUUID();
    await saveImportOutcome(
      db,
      { espaceId: outcome.espaceId, kind: outcome.kind, columns: rememberMapping(outcome.headers, outcome.mapping), updatedBy: outcome.userId, updatedAt: at },
      {
        id,
        espaceId: outcome.espaceId,
        kind: outcome.kind,
        fileName: outcome.fileName,
        fileSize: outcome.bytes.byteLength,
        fileSha256: createHash('sha256').update(outcome.bytes).digest('hex'),
        userId: outcome.userId,
        createdAt: at,
        counts: outcome.counts,
        mapping: outcome.mapping,
        headers: [...outcome.headers],
        lines,
        omitted,
      },
    );
    return { id, lignes: lines.length, lignesOmises: omitted };
  } catch (err) {
    log.error({ err, espaceId: outcome.espaceId }, 'Rapport d’import non conservé');
    return null;
  }
}
