import { strToU8, zipSync, type Zippable } from 'fflate';
import { completeExportSheets, filterCemeteryData, type CemeteryData, type ExportCell, type ExportFile, type ExportFilter, type ExportSheet } from '../src/domain/donnees/exportSheets';
import { formatFrDate } from '../src/domain/dates';
import { foldTerm } from '../src/domain/search/normalize';
import type { ExportProgress } from './export.types';
import { writeXlsx } from './xlsxWriter';

/** What the complete export of a cemetery is made from (issue 15): its rows, the filter, and the files' bytes. */
export interface CompleteExportInput {
  data: CemeteryData;
  filter: ExportFilter;
  /** YYYY-MM-DD, the cemetery's date: statuses and file names. */
  today: string;
  cemetery: string;
  /** The files of the export (exportFiles of the filtered data). */
  files: ExportFile[];
  /** Their bytes by SHA-256; a file absent here is listed as not included. */
  bytes: Map<string, Uint8Array>;
}

export interface CompleteExportResult {
  workbook: { fileName: string; bytes: Uint8Array };
  /** The ZIP (workbook, plan, photos, documents); null when the filter leaves files out. */
  zip: { fileName: string; bytes: Uint8Array } | null;
  /** Files that could not be included (not on the device while offline, or refused by the server). */
  missing: ExportFile[];
  counts: Record<string, number>;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function textLength(cell: ExportCell): number {
  if (typeof cell === 'string') return cell.length;
  return cell.kind === 'date' ? 10 : String(cell.value).length + 4;
}

function slug(text: string): string {
  return foldTerm(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'cimetiere';
}

/** 'export-complet-cimetiere-du-bourg-2026-11-23' */
export function completeExportBaseName(cemetery: string, today: string): string {
  return `export-complet-${slug(cemetery)}-${today}`;
}

function readme(input: CompleteExportInput, missing: readonly ExportFile[], counts: Record<string, number>): string {
  const lines = [
    `Export complet du ${input.cemetery}, fait le ${formatFrDate(input.today)}.`,
    '',
    'Contenu :',
    `- le classeur Excel (une feuille par type de fiche : ${Object.entries(counts).map(([name, n]) => `${name} ${n}`).join(', ')}) ;`,
    '- plan/ : le plan du cimetière (SVG) ;',
    '- photos/ : les photos des emplacements, nommées d’après leur emplacement ;',
    '- documents/ : les documents des concessions, nommés d’après leur emplacement.',
    '',
    'La feuille « Fichiers » du classeur relie chaque fichier à son emplacement.',
  ];
  if (missing.length > 0) {
    lines.push('', `${missing.length} fichier(s) n’ont pas pu être inclus (absents de l’appareil hors connexion) :`, ...missing.map((f) => `- ${f.path}`));
    lines.push('', 'Refaites l’export une fois connecté pour les obtenir.');
  }
  return lines.join('\r\n');
}

/** Compressing JPEG and PNG again gains nothing and costs time: stored as they are. */
const STORED = /\.(jpe?g|png|xlsx|docx|zip)$/i;

/**
 * The complete export (issue 15): the workbook of every sheet (src/domain/donnees/exportSheets.ts) and a ZIP
 * with the workbook, the plan, every photo and document named after its plot, and a LISEZMOI.txt that says
 * what could not be included. Pure of the DOM: runs in the export worker, in the tests and in the bench.
 */
export function buildCompleteExport(input: CompleteExportInput, onProgress: ExportProgress = () => undefined): CompleteExportResult {
  onProgress(0.05, 'Préparation des feuilles');
  const data = filterCemeteryData(input.data, input.filter);
  const missing = input.files.filter((f) => !input.bytes.has(f.sha256));
  const missingSet = new Set(missing.map((f) => f.sha256));
  const sheets = completeExportSheets(data, input.today, input.files, missingSet);
  const counts = Object.fromEntries(sheets.filter((s) => s.name !== 'Fichiers').map((s) => [s.name, s.rows.length]));
  const widths = (sheet: ExportSheet) =>
    sheet.headers.map((h, i) => Math.min(45, Math.max(h.length, ...sheet.rows.slice(0, 300).map((r) => textLength(r[i] ?? ''))) + 2));
  onProgress(0.1, 'Écriture du classeur Excel');
  const workbookBytes = writeXlsx(
    sheets.map((sheet) => ({ name: sheet.name, headers: sheet.headers, rows: sheet.rows, widths: widths(sheet) })),
    (i) => onProgress(0.1 + (0.6 * i) / sheets.length, `Feuille ${sheets[i]?.name ?? ''}`),
  );
  const base = completeExportBaseName(input.cemetery, input.today);
  const workbook = { fileName: `${base}.xlsx`, bytes: workbookBytes };
  if (!input.filter.fichiers) {
    onProgress(1, 'Terminé');
    return { workbook, zip: null, missing: [], counts };
  }
  onProgress(0.7, 'Assemblage du ZIP');
  const entries: Zippable = {
    [workbook.fileName]: [workbookBytes, { level: 0 }],
    'LISEZMOI.txt': strToU8(readme(input, missing, counts)),
  };
  for (const file of input.files) {
    const bytes = input.bytes.get(file.sha256);
    if (bytes) entries[file.path] = [bytes, { level: STORED.test(file.path) ? 0 : 6 }];
  }
  const zipBytes = zipSync(entries, { level: 6 });
  onProgress(1, 'Terminé');
  return { workbook, zip: { fileName: `${base}.zip`, bytes: zipBytes }, missing, counts };
}
