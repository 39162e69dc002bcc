/**
 * When a number typed in Excel is a date, and which day it is (issue 26: a register's .xlsx read by streaming,
 * server/import/xlsxStream.ts, must read the same days as the SheetJS path it replaces, registerReader.ts).
 *
 * Excel stores a date as a number of days (a serial) and says it is a date only through the cell's number
 * format. A format is a date's when, outside quoted text ("…"), escaped characters (\x, _x) and colour or
 * condition brackets ([Red], [>=100]), it has a day, month, year, hour, second or era letter
 * (d m y h s e g b, either case), an AM/PM or A/P marker, or an elapsed-time bracket ([h], [mm], [ss]).
 * 'General' is not a date. This is the very rule of SheetJS 0.20 (SSF.is_date), so that both readers agree.
 */
export function isExcelDateFormat(code: string): boolean {
  const n = code.length;
  let i = 0;
  while (i < n) {
    const c = code.charAt(i);
    if (c === 'G') {
      i += code.slice(i, i + 7).toLowerCase() === 'general' ? 7 : 1;
    } else if (c === '"') {
      i += 1;
      while (i < n && code.charAt(i) !== '"') i += 1;
      i += 1;
    } else if (c === '\\' || c === '_') {
      i += 2;
    } else if ('BbMDYHSEmdyhseg'.includes(c)) {
      return true;
    } else if (c === 'A' || c === 'a' || c === '上') {
      if (code.slice(i, i + 3).toUpperCase() === 'A/P' || code.slice(i, i + 5).toUpperCase() === 'AM/PM' || code.slice(i, i + 5) === '上午/下午') return true;
      i += 1;
    } else if (c === '[') {
      const close = code.indexOf(']', i + 1);
      if (close < 0) return false;
      // An elapsed time: only hour, minute or second letters (or Thai ones) inside the brackets, after the last
      // '[' there as SheetJS reads them ('[[]' and '[]' are elapsed to it): so that a workbook's dates are the
      // same whichever reader reads it.
      const inside = code.slice(i + 1, close);
      if (/^[HhMmSs\u0E0A\u0E19\u0E17]*$/.test(inside.slice(inside.lastIndexOf('[') + 1))) return true;
      i = close + 1;
    } else if (c === '.' || c === '0' || c === '#') {
      i = skipNumberRun(code, i);
    } else if (c === '?') {
      i += 1;
      while (code.charAt(i) === '?') i += 1;
    } else if (c === '*') {
      i += 1;
      if (code.charAt(i) === ' ' || code.charAt(i) === '*') i += 1;
    } else if (c >= '1' && c <= '9') {
      i += 1;
      while (i < n && '0123456789'.includes(code.charAt(i))) i += 1;
    } else {
      i += 1;
    }
  }
  return false;
}

/** The end of a number placeholder run ('0.00', '#,##0', '0E+00', '0\-0'), from its first character. */
function skipNumberRun(code: string, start: number): number {
  let i = start + 1;
  while (i < code.length) {
    const c = code.charAt(i);
    if ('0#?.,E+-%'.includes(c)) i += 1;
    else if (c === '\\' && code.charAt(i + 1) === '-' && '0#'.includes(code.charAt(i + 2))) i += 1;
    else break;
  }
  return i;
}

/** Days between Excel's day 0 in the 1900 system (30/12/1899, its 1900 leap-year bug included) and in the 1904 one. */
const DAYS_1904 = 1462;

/**
 * The day of an Excel date serial as 'YYYY-MM-DD' (its time of day dropped), in the workbook's date system
 * (workbookPr date1904: Excel for Mac's old default, day 0 = 01/01/1904); null when it is no day at all.
 */
export function excelSerialDay(serial: number, date1904: boolean): string | null {
  const days = Math.floor(serial) + (date1904 ? DAYS_1904 : 0);
  const day = new Date(Date.UTC(1899, 11, 30) + days * 86_400_000);
  return Number.isNaN(day.getTime()) ? null : day.toISOString().slice(0, 10);
}
