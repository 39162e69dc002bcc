import * as XLSX from '@e965/xlsx';
import { isDateSerialCell, reportSheet } from '../../src/domain/import/importReport';
import type { ImportReportRow } from './importReports.repository';

/**
 * The workbook of an import's lines to take up (issue 26; docs/CONTRACTS.md 'Import reports'): one sheet, the
 * file's header row, each refused or partial line's original cells, a last column 'Motif'. Cells are written as
 * values (a text starting with '=' stays a text, never a formula); a number the import read as an Excel date is
 * shown as DD/MM/YYYY and written back unchanged, so the corrected workbook imports as the file did.
 */
export function reportWorkbook(report: Pick<ImportReportRow, 'headers' | 'mapping' | 'lines'>): Buffer {
  const { rows, fields } = reportSheet(report.headers, report.mapping, report.lines);
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  rows.forEach((row, r) => {
    if (r === 0) return;
    row.forEach((cell, c) => {
      if (!isDateSerialCell(fields[c], cell)) return;
      const target = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (target) target.z = 'dd/mm/yyyy';
    });
  });
  sheet['!cols'] = rows[0]?.map((_, c) => ({ wch: c === rows[0]!.length - 1 ? 60 : 18 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Lignes à reprendre');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** 'lignes-a-reprendre-registre.xlsx': the download's name, from the imported file's (without its extension). */
export function workbookFileName(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  return `lignes-a-reprendre-${base}.xlsx`;
}

/** Content-Disposition for any file name: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
