import { parsePart, StringItem, unescapeOoxml, Unstreamable } from './xlsxXml';
import type { ZipPart } from './zipParts';

/**
 * What an .xlsx says of itself before its sheets are read (issue 26, the streaming reader): its sheets in order
 * and their parts, its date system, its shared strings and the number format of each cell style. Read from
 * [Content_Types].xml, xl/workbook.xml, its relationships, xl/sharedStrings.xml and xl/styles.xml, as SheetJS
 * finds them; a layout it would find another way (another workbook part, a sheet that is a chart) is Unstreamable.
 */
export interface Book {
  sheets: Array<{ name: string; part: ZipPart }>;
  date1904: boolean;
  strings: string[];
  /** The number format code of each cell style (cellXfs), undefined for none; null when styles.xml has no cellXfs. */
  styleFormats: Array<string | undefined> | null;
}

/** Number formats Excel has built in, as SheetJS 0.20 knows them when it does not format cells' text. */
const BUILT_IN_FORMATS: Record<number, string> = {
  0: 'General', 1: '0', 2: '0.00', 3: '#,##0', 4: '#,##0.00', 9: '0%', 10: '0.00%', 11: '0.00E+00', 12: '# ?/?', 13: '# ??/??',
  14: 'm/d/yy', 15: 'd-mmm-yy', 16: 'd-mmm', 17: 'mmm-yy', 18: 'h:mm AM/PM', 19: 'h:mm:ss AM/PM', 20: 'h:mm', 21: 'h:mm:ss', 22: 'm/d/yy h:mm',
  37: '#,##0 ;(#,##0)', 38: '#,##0 ;[Red](#,##0)', 39: '#,##0.00;(#,##0.00)', 40: '#,##0.00;[Red](#,##0.00)',
  45: 'mm:ss', 46: '[h]:mm:ss', 47: 'mmss.0', 48: '##0.0E+0', 49: '@', 56: '"上午/下午 "hh"時"mm"分"ss"秒 "',
};

const WORKSHEET = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';
const parseBool = (v: string | undefined) => v === '1' || v === 'true';

export function readBook(bytes: Uint8Array, parts: Map<string, ZipPart>): Book {
  const part = (name: string | undefined) => (name === undefined ? undefined : parts.get(name.replace(/^\//, '')));
  for (const other of ['META-INF/manifest.xml', 'objectdata.xml', 'Index/Document.iwa']) if (parts.has(other)) throw new Unstreamable(other);
  const types = part('[Content_Types].xml');
  if (!types) throw new Unstreamable('no content types');
  const overrides = new Map<string, string>();
  parsePart(bytes, types, {
    open(name, a) {
      if (name === 'Override' && a.PartName && a.ContentType) overrides.set(a.ContentType, a.PartName);
    },
  });
  const byType = (suffix: string) => [...overrides].filter(([type]) => type.endsWith(suffix)).map(([, name]) => name);
  const workbooks = [...byType('.sheet.main+xml'), ...byType('.template.main+xml'), ...byType('.macroEnabled.main+xml'), ...byType('addin.macroEnabled.main+xml'), ...byType('.sheet.binary.macroEnabled.main')];
  if (!(workbooks.length === 0 || (workbooks.length === 1 && workbooks[0] === '/xl/workbook.xml'))) throw new Unstreamable('workbook part');
  const workbook = part('xl/workbook.xml');
  const wbRels = part('xl/_rels/workbook.xml.rels');
  if (!workbook || !wbRels) throw new Unstreamable('no workbook');

  const listed: Array<{ name: string; id: string }> = [];
  let date1904 = false;
  parsePart(bytes, workbook, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = parseBool(a.date1904);
      if (name === 'sheet') {
        const id = Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1];
        if (a.name === undefined || id === undefined) throw new Unstreamable('sheet without name or id');
        listed.push({ name: unescapeOoxml(a.name, false), id });
      }
    },
  });
  const rels = new Map<string, { type: string; target: string }>();
  parsePart(bytes, wbRels, {
    open(name, a) {
      if (name === 'Relationship' && a.Id && a.Type && a.Target) rels.set(a.Id, { type: a.Type, target: a.Target });
    },
  });
  const sheets = listed.map(({ name, id }) => {
    const rel = rels.get(id);
    if (!rel || rel.type !== WORKSHEET) throw new Unstreamable('not a worksheet');
    const found = part(`xl/${rel.target.replace(/[/]?xl\//, '')}`);
    if (!found) throw new Unstreamable('sheet part');
    return { name, part: found };
  });

  const sharedStrings = byType('.sharedStrings+xml');
  const styles = byType('.styles+xml');
  return { sheets, date1904, strings: readStrings(bytes, part(sharedStrings[0])), styleFormats: readStyleFormats(bytes, part(styles[0])) };
}

function readStrings(bytes: Uint8Array, part: ZipPart | undefined): string[] {
  const strings: string[] = [];
  if (!part) return strings;
  let item: StringItem | null = null;
  parsePart(bytes, part, {
    open(name, _a, selfClosing) {
      if (name === 'si' || name === 'sstItem') {
        // SheetJS shifts every later string after an empty <si/>: never guessed, read the old way.
        if (selfClosing) throw new Unstreamable('empty si');
        item = new StringItem();
      } else item?.open(name, selfClosing);
    },
    close(name) {
      if ((name === 'si' || name === 'sstItem') && item) {
        const text = item.value(true);
        if (text === undefined) throw new Unstreamable('string item without text');
        strings.push(text);
        item = null;
      } else item?.close(name);
    },
    text(t) {
      item?.onText(t);
    },
  });
  return strings;
}

function readStyleFormats(bytes: Uint8Array, part: ZipPart | undefined): Array<string | undefined> | null {
  if (!part) return null;
  const custom = new Map<number, string>();
  const xfIds: Array<number | undefined> = [];
  let inCellXfs = false;
  let sawCellXfs = false;
  parsePart(bytes, part, {
    open(name, a, selfClosing) {
      if (name === 'numFmt' && a.numFmtId !== undefined && a.formatCode !== undefined) {
        const id = parseInt(a.numFmtId, 10);
        if (!(id >= 0 && id <= 0x188)) throw new Unstreamable('numFmtId');
        if (id > 0) custom.set(id, unescapeOoxml(a.formatCode, false));
      } else if (name === 'cellXfs') {
        sawCellXfs = true;
        inCellXfs = !selfClosing;
      } else if (name === 'xf' && inCellXfs) {
        const id = a.numFmtId ? parseInt(a.numFmtId, 10) : undefined;
        if (id !== undefined && !(id >= 0 && id <= 0x188)) throw new Unstreamable('numFmtId');
        xfIds.push(id);
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  if (!sawCellXfs) return null;
  return xfIds.map((id) => (id === undefined ? BUILT_IN_FORMATS[0] : (custom.get(id) ?? BUILT_IN_FORMATS[id])));
}
