/**
 * A CSV register as Excel writes it for a French town hall: semicolons (or commas, or tabs), quotes doubled
 * inside quoted fields, line breaks inside quotes, UTF-8 with or without BOM, or Windows-1252 when saved as
 * 'CSV (séparateur : point-virgule)'. Returns null for bytes that are not text (NUL bytes).
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Windows-1252's characters for the bytes 0x80 to 0x9F; the other bytes are Latin-1. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Windows-1252 by its table: Node's TextDecoder('windows-1252') gives Latin-1 for 0x80-0x9F (C1 controls
 * instead of '’', 'œ', '€', '†'), which French registers are full of (issue 26: '†' beside a name was lost).
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return out;
}

export function parseCsv(text: string, maxRows: number): string[][] | 'tooManyRows' {
  const delimiter = guessDelimiter(text.slice(0, 10_000));
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      if (rows.length > maxRows) return 'tooManyRows';
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The delimiter found most in the first lines, outside quotes: ';' wins ties (French Excel). */
function guessDelimiter(sample: string): string {
  const counts = new Map<string, number>([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (const ch of sample) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ';';
  for (const [d, n] of counts) if (n > (counts.get(best) ?? 0)) best = d;
  return best;
}
