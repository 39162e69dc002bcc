import { dateParts } from '../dates';
import type { IsoDate } from '../entities/replicated';

/**
 * What a column gives a spreadsheet instead of its text, so Excel can sort and filter it (issue 6): a full
 * date, or a number with its unit ('m²', 'ans') kept in the cell's number format. Null: the text, as in CSV
 * and PDF (a partial date, 'Perpétuelle', an empty cell).
 */
export type CellValue = { kind: 'date'; iso: IsoDate } | { kind: 'number'; value: number; unit?: SheetUnit } | null;

/** Units shown after a number in its cell. */
export type SheetUnit = 'm²' | 'ans';

/** A typed cell as SheetJS writes it: a number and its number format. */
export interface SheetCell {
  t: 'n';
  v: number;
  z?: string;
}

export const SHEET_DATE_FORMAT = 'dd/mm/yyyy';

/** 'General" m²"': the number as Excel shows any number (2,5 in French), then its unit. */
const unitFormat = (unit: SheetUnit) => `General" ${unit}"`;

/** Every number format the export writes: the workbook declares them (ids from 164, as Excel's own files). */
export const SHEET_FORMATS: readonly string[] = [SHEET_DATE_FORMAT, unitFormat('m²'), unitFormat('ans')];

const DAY_MS = 86_400_000;
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);

/**
 * A date as Excel's serial day number (1900 date system, the one every Excel reads), or null for a date it
 * cannot hold: before 01/01/1900, or not a real date. Serial numbers open the same in every spreadsheet,
 * where an ISO date cell does not.
 */
export function excelDateSerial(iso: IsoDate | null | undefined): number | null {
  const p = dateParts(iso);
  if (!p || p.year < 1900) return null;
  const days = (Date.UTC(p.year, p.month - 1, p.day) - EXCEL_DAY_ZERO) / DAY_MS;
  // Excel counts a 29/02/1900 that never was (Lotus 1-2-3's leap-year bug): serials before 01/03/1900 are one less.
  return days < 61 ? days - 1 : days;
}

/** A full date as a value, when it is one. */
export function dateValue(iso: IsoDate | null | undefined): CellValue {
  return iso && dateParts(iso) ? { kind: 'date', iso } : null;
}

/** A number as a value, when there is one. */
export function numberValue(value: number | null | undefined, unit?: SheetUnit): CellValue {
  return value == null || !Number.isFinite(value) ? null : unit ? { kind: 'number', value, unit } : { kind: 'number', value };
}

/** The sheet cell of a value, or null when the cell must be the text (no value, or a date Excel cannot hold). */
export function sheetCell(value: CellValue): SheetCell | null {
  if (!value) return null;
  if (value.kind === 'number') return value.unit ? { t: 'n', v: value.value, z: unitFormat(value.unit) } : { t: 'n', v: value.value };
  const serial = excelDateSerial(value.iso);
  return serial === null ? null : { t: 'n', v: serial, z: SHEET_DATE_FORMAT };
}
