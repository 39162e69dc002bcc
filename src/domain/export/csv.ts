import { neutralizeFormula } from './formula';

/** Byte order mark: without it Excel reads UTF-8 as Windows-1252 and 'Lefèvre' becomes 'LefÃ¨vre'. */
export const CSV_BOM = '\uFEFF';

/** French Excel expects ';' (',' is the decimal separator). */
export const CSV_SEPARATOR = ';';

function cell(raw: string): string {
  const value = neutralizeFormula(raw);
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A CSV file as Excel in French opens it with accents intact (issue 6): UTF-8 with a BOM, ';' between cells,
 * CRLF between lines, quotes only where a cell needs them (RFC 4180 escaping). Every cell, headers included,
 * goes through `neutralizeFormula` first (issue 27): no cell of a file the product writes starts a formula.
 */
export function toCsv(headers: readonly string[], body: readonly (readonly string[])[]): string {
  const lines = [headers, ...body].map((line) => line.map(cell).join(CSV_SEPARATOR));
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

/** Reads back what toCsv writes (the tests check round trips with it). */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === CSV_SEPARATOR) { row.push(cur); cur = ''; }
    else if (ch === '\r' && src[i + 1] === '\n') { row.push(cur); rows.push(row); row = []; cur = ''; i++; }
    else cur += ch;
  }
  if (cur !== '' || row.length > 0) { row.push(cur); rows.push(row); }
  return rows;
}
