import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excelSerialDay, isExcelDateFormat } from '../../../src/domain/import/excelDates';

/** When Excel's number format makes a number a date, and which day (issue 26, the streaming .xlsx reader). */
describe('isExcelDateFormat', () => {
  it.each([
    ['m/d/yy', true],
    ['dd/mm/yyyy', true],
    ['[$-40C]d mmmm yyyy;@', true],
    ['[Red]dd/mm/yy', true],
    ['hh:mm', true],
    ['[h]:mm:ss', true],
    ['mmm-yy', true],
    ['AM/PM', true],
    ['General', false],
    ['0.00', false],
    ['#,##0 €', false],
    ['"jour "0', false],
    ['[Red]0', false],
    ['@', false],
    ['0.00E+00', false],
    ['\\d0', false],
    ['_m0', false],
    // SheetJS's bracket scan, followed so both readers agree (found by the property below).
    ['[[]', true],
    ['[]', true],
    ['[x[h]', true],
    ['[xh]', false],
    ['[]d', true],
  ])('%s → %s', (format, expected) => {
    expect(isExcelDateFormat(format)).toBe(expected);
  });

  it('says what SheetJS says of any format made of the characters formats are made of', () => {
    const format = fc.string({ unit: fc.constantFrom(...'dmyhsDMYHSeEgGbBaA/P0#?.,%E+-"\\_*@[]() ;1234567890RedGenral$-40C上午下'.split('')), maxLength: 14 });
    fc.assert(fc.property(format, (f) => isExcelDateFormat(f) === XLSX.SSF.is_date(f)), { numRuns: 20_000 });
  });
});

describe('excelSerialDay', () => {
  it.each([
    [1, false, '1899-12-31'],
    [60, false, '1900-02-28'],
    [61, false, '1900-03-01'],
    [31848.99, false, '1987-03-12'],
    [30386, true, '1987-03-12'],
    [0, true, '1904-01-01'],
    [1e12, false, null],
    [Number.NaN, false, null],
  ])('%s (1904: %s) → %s', (serial, date1904, expected) => {
    expect(excelSerialDay(serial, date1904)).toBe(expected);
  });
});
