/**
 * First characters that make Excel, LibreOffice Calc or Google Sheets read a CSV cell as a formula: '=', '+',
 * '-', '@', a tab or a carriage return (OWASP, 'CSV Injection'; the same set as papaparse's `escapeFormulae`).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A plain number: a sign, digits, at most one decimal separator ('.' or the French ','), nothing else. It is a
 * value, never a formula, in every spreadsheet ('-12' is minus twelve), so it is written as it is.
 */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * The text of a CSV cell that no spreadsheet runs (issue 27, 'Exports'): a holder named
 * '=HYPERLINK("http://…"&A2;"…")' or "=cmd|' /C calc'!A0" must reach the secretary's spreadsheet as text.
 * A cell starting with '=', '+', '-', '@', a tab or a carriage return gets a single quote in front of it, as
 * OWASP's CSV injection guidance and the maintained CSV writers do: the spreadsheet then shows the text,
 * and a reader of the raw file sees the quote and the value unchanged after it.
 *
 * Decided for the product: a plain number ('-12', '+33612345678', '-2,5') keeps its form, since it cannot
 * call anything; every other value starting so is quoted, a phone number written '+33 6 12 34 56 78'
 * included (it would otherwise be read as a formula and shown as an error). Texts starting with anything
 * else, and empty cells, are unchanged.
 */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
