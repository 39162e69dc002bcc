import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { columnValues, guessMapping, findHeaderRow } from '../../src/domain/import/headers';
import { IMPORT_FIELDS, IMPORT_FIELD_NAMES, isImportField, type ImportMapping } from '../../src/domain/import/fields';
import { planRegisterImport, type ExistingRows, type ImportPlan, type PlanOptions } from '../../src/domain/import/plan';
import { readRegisterLines, registerLines, type Cell } from '../../src/domain/import/rows';
import type { TableName } from '../../src/domain/entities/tables';
import type { IsoDate } from '../../src/domain/entities/replicated';
import type { PlotState } from '../../src/domain/import/plotStates';
import type { Row } from '../../src/domain/mutations/types';
import type { Db } from '../db/client';
import { espaces, societes } from '../db/schema';
import { badRequest, HttpError } from '../errors';
import { bulkWriteOf } from '../sync/bulkWrites.repository';
import { toContractRow } from '../sync/rows';
import { tableInfo } from '../sync/tables';
import { readRegisterOffThread } from './readRegisterOffThread';

/**
 * The register import's steps around the pure domain (src/domain/import): read the file off the main thread,
 * find its header row, read its lines through the mapping, and plan the import against the cemetery's rows.
 * The routes (server/routes/import.routes.ts) call these for the preview, the dry run and the import.
 */
export interface RegisterSheet {
  format: 'xlsx' | 'csv';
  sheet: string;
  rows: Cell[][];
  headerRow: number;
  formulas: number;
}

export const MSG_BAD_MAPPING = 'Correspondance des colonnes invalide : choisissez pour chaque colonne un champ de la liste ou « Ne pas importer ».';

export async function readSheet(bytes: Uint8Array): Promise<RegisterSheet> {
  const read = await readRegisterOffThread(bytes);
  if (!read.ok) throw new HttpError(read.status, read.message);
  return { format: read.format, sheet: read.sheet, rows: read.rows, headerRow: findHeaderRow(read.rows), formulas: read.formulas };
}

export function headersOf(sheet: RegisterSheet): string[] {
  const width = Math.max(0, ...sheet.rows.slice(sheet.headerRow, sheet.headerRow + 50).map((r) => r.length));
  const header = sheet.rows[sheet.headerRow] ?? [];
  return Array.from({ length: width }, (_, i) => String(header[i] ?? '').replace(/\s+/g, ' ').trim() || `Colonne ${i + 1}`);
}

/** The mapping proposed for a sheet: from its headers, corrected by the values below them (src/domain/import/headers.ts). */
export function guessedMapping(sheet: RegisterSheet): ImportMapping {
  const headers = headersOf(sheet);
  return guessMapping(headers, columnValues(sheet.rows, sheet.headerRow, headers.length));
}

/** 'carre,allee,,numero': a field name or nothing per column, in the columns' order; absent = `guessed`. */
export function parseMapping(text: string | undefined, headers: readonly string[], guessed: ImportMapping = guessMapping(headers)): ImportMapping {
  if (text === undefined || text === '') return guessed;
  const parts = text.split(',');
  if (parts.length > headers.length + 50 || parts.some((p) => p.trim() !== '' && !isImportField(p.trim()))) throw badRequest(MSG_BAD_MAPPING);
  const mapping = headers.map((_, i) => {
    const part = (parts[i] ?? '').trim();
    if (part === '') return null;
    if (!isImportField(part)) throw badRequest(MSG_BAD_MAPPING);
    return part;
  });
  return mapping;
}

export function previewOf(sheet: RegisterSheet) {
  const headers = headersOf(sheet);
  const data = sheet.rows.slice(sheet.headerRow + 1).filter((r) => r.some((c) => c !== null && String(c).trim() !== ''));
  const warnings: string[] = [];
  if (sheet.formulas > 0) {
    warnings.push(`${sheet.formulas} cellule(s) contiennent des formules : elles ne sont pas calculées, la valeur enregistrée par Excel est lue.`);
  }
  return {
    format: sheet.format,
    feuille: sheet.sheet,
    ligneEntete: sheet.headerRow + 1,
    lignes: data.length,
    colonnes: headers.map((entete, index) => ({
      index,
      entete,
      exemples: data.slice(0, 3).map((r) => (r[index] === null || r[index] === undefined ? '' : String(r[index]))),
    })),
    correspondance: guessedMapping(sheet),
    champs: IMPORT_FIELD_NAMES.map((name) => ({ name, label: IMPORT_FIELDS[name].label, groupe: IMPORT_FIELDS[name].group })),
    avertissements: warnings,
  };
}

const TABLES = ['emplacements', 'locations', 'occupants', 'contacts'] as const satisfies readonly TableName[];
const PAGE = 2000;

export const MSG_DRY_RUN_DURING_BULK = 'Un import est en cours dans ce cimetière : relancez la simulation quand il sera terminé.';

/**
 * Every live row of these tables in the cemetery, page by page (for the dry run, which writes nothing), or
 * read by `read` (an import's snapshot). A dry run while an import is being written there would read its
 * rows half-written: refused (409).
 */
export async function existingRows(db: Db, espaceId: string, read?: (table: TableName) => Promise<Row[]>): Promise<ExistingRows> {
  if (!read && (await bulkWriteOf(db, espaceId))) throw new HttpError(409, MSG_DRY_RUN_DURING_BULK);
  const out: Partial<Record<(typeof TABLES)[number], Row[]>> = {};
  for (const table of TABLES) out[table] = read ? await read(table) : await liveRows(db, espaceId, table);
  return out as ExistingRows;
}

export async function liveRows(db: Db, espaceId: string, table: TableName): Promise<Row[]> {
  const info = tableInfo(table);
  const rows: Row[] = [];
  for (let after = ''; ; ) {
    const page = (await db
      .select()
      .from(info.table)
      .where(and(eq(info.scope, espaceId), isNull(info.deletedAt), after ? gt(info.id, after) : undefined))
      .orderBy(info.id)
      .limit(PAGE)) as Array<Record<string, unknown>>;
    for (const raw of page) rows.push(toContractRow(info, raw));
    if (page.length < PAGE) return rows;
    after = String(rows[rows.length - 1]?.id);
  }
}

/** The names a line's 'commune' may give for this cemetery: its municipality's, its town's. */
export async function communesOf(db: Db, espaceId: string): Promise<string[]> {
  const [row] = await db
    .select({ commune: societes.commune, societe: societes.nom, villeSociete: societes.ville, ville: espaces.ville })
    .from(espaces)
    .innerJoin(societes, eq(societes.id, espaces.societeId))
    .where(eq(espaces.id, espaceId));
  return row ? [row.commune, row.societe, row.villeSociete, row.ville].filter((c): c is string => Boolean(c)) : [];
}

/** What a plan needs besides the file and the cemetery's rows: the day its states are checked on, the user's reading of them. */
export interface PlanContext {
  today?: IsoDate;
  states?: Readonly<Record<string, PlotState>>;
}

export function planOf(sheet: RegisterSheet, mapping: ImportMapping, existing: ExistingRows, communes: readonly string[], context: PlanContext = {}): ImportPlan {
  return planSheet(sheet, mapping, existing, communes, context, {});
}

/** What a plan made in a worker keeps (planRegister.task.ts): its mutations or none, and no input it has read. */
export interface PlanKeeping {
  mutations?: PlanOptions['mutations'];
  /**
   * The lines read from the rows one at a time as they are planned (rows.ts registerLines), each let go once
   * planned: a register of 100,000 lines is never held whole as lines (issue 26: memory).
   */
  release?: boolean;
  /** Where each line of the dry run goes as it is planned (none is kept in the plan). */
  onLine?: PlanOptions['onLine'];
  /** Where each kept mutation goes once its line is accepted (none is kept in the plan). */
  onEnvelope?: PlanOptions['onEnvelope'];
}

/** A sheet whose rows are any sequence of them (an array, or rows read back a chunk at a time), walked in order. */
export type SheetRows = Omit<RegisterSheet, 'rows'> & { rows: Iterable<ReadonlyArray<Cell> | undefined> };

/**
 * planOf, keeping less (`keep`): the same lines, counts and states, the same mutations when kept. With
 * `keep.release` the rows are walked twice (the carrés' spellings, then the plan), so they must be a sequence
 * that can be walked again.
 */
export function planSheet(sheet: SheetRows, mapping: ImportMapping, existing: ExistingRows, communes: readonly string[], context: PlanContext, keep: PlanKeeping): ImportPlan {
  const read = context.states ? { states: context.states } : {};
  const first = sheet.headerRow + 1;
  const lines = keep.release ? () => registerLines(sheet.rows, mapping, first, read) : readRegisterLines(sheet.rows, mapping, first, read);
  return planRegisterImport(lines, existing, {
    communes,
    newId: randomUUID,
    ...(context.today ? { today: context.today } : {}),
    ...(keep.mutations ? { mutations: keep.mutations } : {}),
    ...(keep.onLine ? { onLine: keep.onLine } : {}),
    ...(keep.onEnvelope ? { onEnvelope: keep.onEnvelope } : {}),
  });
}
