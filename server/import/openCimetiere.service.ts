import { IMPORT_FIELDS, IMPORT_FIELD_NAMES, type ImportMapping } from '../../src/domain/import/fields';
import type { ExistingRows, ImportPlan } from '../../src/domain/import/plan';
import { badRequest, HttpError } from '../errors';
import { offThreadTask, OffThreadError, runOffThread } from '../offthread/runOffThread';
import { MAX_OC_BYTES, OC_READ_HEAP_MB, OC_READ_TIME_LIMIT_MS, OC_REFUSALS } from './openCimetiereLimits';
import type * as openCimetiereReader from './openCimetiereReader';
import type { OcReadResult } from './openCimetiereReader';
import { planRegisterOffThread } from './planOffThread';
import { parseMapping, type PlanContext, type RegisterSheet } from './register.service';

const readTask = offThreadTask<typeof openCimetiereReader>()(new URL('./openCimetiereReader.ts', import.meta.url), 'readOpenCimetiere');

/**
 * The openCimetière import's steps around the register's (register.service.ts): the export read and converted
 * into a sheet off the main thread, then mapped and planned exactly as an Excel register is.
 */
export type OcFile = Extract<OcReadResult, { ok: true }>;

export const MSG_CHOOSE_CEMETERY = (names: string) =>
  `Cet export contient plusieurs cimetières (${names}) : choisissez celui à importer dans ce cimetière.`;

/** The export read off the main thread, or its French refusal as an HTTP error. */
export async function readOpenCimetiereFile(bytes: Uint8Array, cimetiere: string | null): Promise<OcFile> {
  if (bytes.byteLength > MAX_OC_BYTES) throw new HttpError(413, OC_REFUSALS.tooLarge.message);
  const copy = new Uint8Array(bytes);
  let read: OcReadResult;
  try {
    read = await runOffThread(readTask, { bytes: copy, cimetiere }, { timeoutMs: OC_READ_TIME_LIMIT_MS, maxHeapMb: OC_READ_HEAP_MB, transfer: [copy.buffer] });
  } catch (error) {
    if (error instanceof OffThreadError && error.reason === 'timeout') throw new HttpError(413, OC_REFUSALS.tooSlow.message);
    if (error instanceof OffThreadError && error.reason === 'memory') throw new HttpError(413, OC_REFUSALS.tooHeavy.message);
    throw error;
  }
  if (!read.ok) throw new HttpError(read.status, read.message);
  return read;
}

/** The sheet in the register's shape: its header row first. */
export function registerSheetOf(file: OcFile): RegisterSheet {
  return { format: 'csv', sheet: 'openCimetière', rows: [file.sheet.headers, ...file.sheet.rows], headerRow: 0, formulas: 0 };
}

/** The preview, in the Excel register's shape, with the export's cemeteries and the one read. */
export function ocPreviewOf(file: OcFile) {
  const { sheet } = file;
  const warnings = [...sheet.warnings];
  if (file.ignored.length > 0) warnings.push(`Fichiers ou tables non repris : ${file.ignored.join(' ; ')}.`);
  return {
    format: 'opencimetiere' as const,
    feuille: sheet.tables,
    ligneEntete: 1,
    lignes: sheet.rows.length,
    colonnes: sheet.headers.map((entete, index) => ({
      index,
      entete,
      exemples: exemplesOf(sheet.rows, index),
    })),
    correspondance: sheet.mapping,
    champs: IMPORT_FIELD_NAMES.map((name) => ({ name, label: IMPORT_FIELDS[name].label, groupe: IMPORT_FIELDS[name].group })),
    avertissements: warnings,
    cimetieres: sheet.cimetieres,
    cimetiere: sheet.cimetiere,
  };
}

/** Three values of a column, the first non-empty ones (a person's columns are empty on the other people's lines). */
function exemplesOf(rows: ReadonlyArray<ReadonlyArray<unknown>>, index: number): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const value = row[index];
    if (value !== null && value !== undefined && String(value) !== '') out.push(String(value));
    if (out.length === 3) break;
  }
  return out;
}

/** The mapping sent, or the proposed one when none is sent. */
export function ocMappingOf(file: OcFile, text: string | undefined): ImportMapping {
  return text === undefined || text === '' ? file.sheet.mapping : parseMapping(text, file.sheet.headers);
}

/** A dry run or an import needs one cemetery of the export: the one chosen, or the only one. */
export function requireOneCemetery(file: OcFile): void {
  if (file.sheet.cimetiere === null) throw badRequest(MSG_CHOOSE_CEMETERY(file.sheet.cimetieres.map((c) => c.libelle).join(', ')));
}

/** Planned as a register, off the main thread past a thousand lines (planOffThread.ts, issue 26). */
export async function ocPlanOf(file: OcFile, mapping: ImportMapping, existing: ExistingRows, communes: readonly string[], context: PlanContext = {}): Promise<ImportPlan> {
  return planRegisterOffThread([registerSheetOf(file), mapping, existing, communes, context], { envelopes: 'validated' });
}
