import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { openCimetiereSheet, type OcPiece, type OcSheet } from '../../src/domain/import/sources/openCimetiere';
import { ocSourceOf, type OcSource } from '../../src/domain/import/sources/openCimetiereTables';
import { storableGrid } from '../../src/domain/rules/storableText';
import { decodeText, parseCsv } from './csv';
import {
  MAX_OC_COLUMNS, MAX_OC_ENTRIES, MAX_OC_INFLATE_RATIO, MAX_OC_INFLATED_BYTES, MAX_OC_SHEET_ROWS, MAX_OC_TABLE_ROWS, ocRefusal, type OcRefusal,
} from './openCimetiereLimits';
import { readSqlDump } from './openCimetiereSql';

/**
 * Reads what a town brings when it leaves openCimetière (issue 26), in a worker thread
 * (readOpenCimetiereOffThread.ts), and converts it into the register's sheet (src/domain/import/sources):
 * - a ZIP of the listings' CSV exports (openMairie writes them with ';' and '"', one header line of column
 *   names, in the base's encoding: UTF-8, else read as Windows-1252 / Latin-1), each file recognised by the
 *   table its name holds; a .sql dump inside the ZIP is read too;
 * - a plain-SQL dump (pg_dump), possibly gzipped (.sql.gz): its COPY blocks and INSERTs of those tables, nothing executed,
 *   in the encoding its `SET client_encoding` names.
 * A ZIP is checked entry by entry before anything is inflated (sizes, ratio: a zip bomb is refused whole); a
 * gzip is inflated by zlib with an output limit. Files that are not tables of openCimetière are listed.
 */
export interface OcReadInput {
  bytes: Uint8Array;
  /** The openCimetière cemetery to read (its identifier), or null for the only one. */
  cimetiere: string | null;
}

export type OcReadResult = { ok: true; format: 'zip' | 'sql'; sheet: OcSheet; ignored: string[] } | OcRefusal;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const GZIP = [0x1f, 0x8b];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

export function readOpenCimetiere(input: OcReadInput): OcReadResult {
  const { bytes } = input;
  if (bytes.byteLength === 0) return ocRefusal('empty');
  let read: { ok: true; format: 'zip' | 'sql'; pieces: OcPiece[]; ignored: string[] } | OcRefusal;
  if (startsWith(bytes, ZIP)) read = readZip(bytes);
  else if (startsWith(bytes, GZIP)) {
    const inflated = gunzipBounded(bytes);
    read = 'ok' in inflated ? inflated : readDumpBytes(inflated.bytes, 'sauvegarde');
  } else read = readDumpBytes(bytes, 'sauvegarde');
  if (!read.ok) return read;
  if (read.pieces.length === 0) return ocRefusal('noTable');
  const converted = openCimetiereSheet(read.pieces, { cimetiere: input.cimetiere });
  if (!converted.ok) return { ok: false, status: 400, message: converted.message };
  if (converted.sheet.rows.length > MAX_OC_SHEET_ROWS) return ocRefusal('tooManySheetRows');
  // A NUL or half an emoji (a dump's \x00 or \uD83C) becomes U+FFFD, left empty and said on its line (storableText.ts, issue 27).
  const { headers, rows } = converted.sheet;
  return { ok: true, format: read.format, sheet: { ...converted.sheet, headers: storableGrid([headers])[0] ?? headers, rows: storableGrid(rows) }, ignored: read.ignored };
}

function readZip(bytes: Uint8Array): { ok: true; format: 'zip'; pieces: OcPiece[]; ignored: string[] } | OcRefusal {
  const headers: Array<{ name: string; size: number; originalSize: number }> = [];
  try {
    // The filter sees each entry's header and inflates nothing.
    unzipSync(bytes, {
      filter: (file) => {
        headers.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch {
    return ocRefusal('badZip');
  }
  if (headers.length > MAX_OC_ENTRIES) return ocRefusal('tooManyEntries');
  if (headers.some((h) => h.name === 'xl/workbook.xml')) return ocRefusal('excel');
  let total = 0;
  for (const h of headers) {
    total += h.originalSize;
    if (total > MAX_OC_INFLATED_BYTES || (h.size > 0 && h.originalSize / h.size > MAX_OC_INFLATE_RATIO && h.originalSize > 1024 * 1024)) return ocRefusal('bomb');
  }
  const ignored: string[] = [];
  const wanted = new Map<string, { kind: 'csv'; source: OcSource } | { kind: 'sql' }>();
  for (const h of headers) {
    if (h.name.endsWith('/') || /(^|\/)(__MACOSX|\.DS_Store|Thumbs\.db|desktop\.ini)(\/|$)/i.test(h.name)) continue;
    const name = shown(h.name);
    if (/\.sql$/i.test(h.name)) {
      wanted.set(h.name, { kind: 'sql' });
      continue;
    }
    if (!/\.(csv|txt)$/i.test(h.name)) {
      ignored.push(`${name} (pas un fichier CSV)`);
      continue;
    }
    const source = ocSourceOf(h.name);
    if (source === null) ignored.push(`${name} (pas une table d’openCimetière reprise)`);
    else if ('ignored' in source) ignored.push(`${name} (${source.ignored})`);
    else wanted.set(h.name, { kind: 'csv', source });
  }
  let inflated: Record<string, Uint8Array>;
  try {
    inflated = unzipSync(bytes, { filter: (file) => wanted.has(file.name) });
  } catch {
    return ocRefusal('badZip');
  }
  const pieces: OcPiece[] = [];
  for (const [entry, what] of [...wanted].sort(([a], [b]) => a.localeCompare(b, 'fr'))) {
    const data = inflated[entry];
    if (!data) continue;
    if (what.kind === 'sql') {
      const dump = readDumpBytes(data, shown(entry));
      if (!dump.ok) return dump;
      pieces.push(...dump.pieces);
      ignored.push(...dump.ignored);
      continue;
    }
    const text = decodeText(data);
    if (text === null) {
      ignored.push(`${shown(entry)} (pas un texte lisible)`);
      continue;
    }
    const rows = parseCsv(text, MAX_OC_TABLE_ROWS + 1);
    if (rows === 'tooManyRows') return ocRefusal('tooManyRows');
    const [header, ...data2] = rows.filter((r) => r.some((c) => c.trim() !== ''));
    if (!header) {
      ignored.push(`${shown(entry)} (vide)`);
      continue;
    }
    if (header.length > MAX_OC_COLUMNS) return ocRefusal('tooManyColumns');
    pieces.push({ name: shown(entry), source: what.source, table: { columns: header.map((h) => h.trim()), rows: data2 } });
  }
  return { ok: true, format: 'zip', pieces, ignored: ignored.sort((a, b) => a.localeCompare(b, 'fr')) };
}

/** The encodings a dump's `SET client_encoding` may name, as the TextDecoder knows them. */
const ENCODINGS: Record<string, string> = {
  utf8: 'utf-8', unicode: 'utf-8', latin1: 'windows-1252', iso88591: 'windows-1252', win1252: 'windows-1252', latin9: 'iso-8859-15', iso885915: 'iso-8859-15', sqlascii: 'windows-1252',
};

function readDumpBytes(bytes: Uint8Array, name: string): { ok: true; format: 'sql'; pieces: OcPiece[]; ignored: string[] } | OcRefusal {
  if (startsWith(bytes, [0x50, 0x47, 0x44, 0x4d, 0x50])) return ocRefusal('customDump'); // 'PGDMP'
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 200_000));
  const declared = /SET\s+client_encoding\s*=\s*'([^']+)'/i.exec(head)?.[1];
  const encoding = declared ? ENCODINGS[declared.toLowerCase().replace(/[^a-z0-9]/g, '')] : undefined;
  let text: string | null;
  if (encoding && encoding !== 'utf-8') text = bytes.includes(0) ? null : new TextDecoder(encoding).decode(bytes);
  else text = decodeText(bytes);
  if (text === null || looksBinary(text)) return ocRefusal('notExport');
  if (!/\b(COPY|INSERT\s+INTO|CREATE\s+TABLE)\b/i.test(text)) {
    // Text but not SQL: a CSV given alone (its first line has the separators of a header).
    return /[;,\t]/.test(text.split('\n', 1)[0] ?? '') ? ocRefusal('singleCsv') : ocRefusal('notExport');
  }
  const sources = new Map<string, OcSource>();
  const dump = readSqlDump(text, (table) => {
    const source = ocSourceOf(table);
    if (source === null || 'ignored' in source) return false;
    sources.set(table, source);
    return true;
  });
  if (!dump.ok) return dump;
  const pieces: OcPiece[] = [];
  for (const [table, data] of dump.tables) {
    const source = sources.get(table);
    if (source && data.rows.length > 0) pieces.push({ name: `${name} : ${table}`, source, table: data });
  }
  const ignored = dump.withoutColumns.map((t) => `${t} (${name} : ses INSERT ne nomment pas leurs colonnes et le fichier ne contient pas sa définition CREATE TABLE)`);
  return { ok: true, format: 'sql', pieces, ignored };
}

/** Inflates a gzip natively, stopped by zlib as soon as the output passes the inflated limit. */
export function gunzipBounded(bytes: Uint8Array, limit = MAX_OC_INFLATED_BYTES): { bytes: Uint8Array } | OcRefusal {
  let out: Buffer;
  try {
    out = gunzipSync(bytes, { maxOutputLength: limit });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? ocRefusal('bomb') : ocRefusal('badGzip');
  }
  return out.byteLength === 0 ? ocRefusal('badGzip') : { bytes: out };
}

/** Control characters other than tab and line breaks: not a text file. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  for (const ch of sample) {
    const code = ch.charCodeAt(0);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
}

/** A readable name for the lists: control characters replaced, at most 200 characters. */
const shown = (name: string) => [...name].map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? '?' : ch)).join('').slice(0, 200);
