import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { inflatePart, type ZipPart } from './zipParts';

/**
 * The XML parts of an .xlsx parsed as they inflate (issue 26), with saxes: a part is never held whole, as text
 * or as a tree. What SheetJS would read differently from a standard XML parser (a carriage return typed in the
 * XML, CDATA, a DOCTYPE) or what is not well-formed stops the streaming reader: the caller then reads the file
 * with SheetJS, as before, rather than guess.
 */
export class Unstreamable extends Error {}

export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>, selfClosing: boolean): void;
  close?(name: string, selfClosing: boolean): void;
  text?(text: string): void;
}

/** The name without its namespace prefix ('x:c' → 'c'), as SheetJS reads them. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export function parsePart(bytes: Uint8Array, part: ZipPart, handlers: XmlHandlers): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('error', (error) => {
    throw new Unstreamable(error.message);
  });
  parser.on('cdata', () => {
    throw new Unstreamable('CDATA');
  });
  parser.on('doctype', () => {
    throw new Unstreamable('DOCTYPE');
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag: SaxesTagPlain) => open(localName(tag.name), tag.attributes as Record<string, string>, tag.isSelfClosing));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag: SaxesTagPlain) => close(localName(tag.name), tag.isSelfClosing));
  }
  if (handlers.text) parser.on('text', handlers.text);
  const decoder = new TextDecoder('utf-8');
  let crLast = false;
  const whole = inflatePart(bytes, part, (piece) => {
    // XML turns a lone carriage return into a line feed, SheetJS keeps it: read such a file the old way (CR LF
    // becomes LF in both).
    if (piece.length === 0) return;
    if (crLast && piece[0] !== 10) throw new Unstreamable('CR');
    crLast = false;
    for (let i = piece.indexOf(13); i >= 0; i = piece.indexOf(13, i + 1)) {
      if (i === piece.length - 1) crLast = true;
      else if (piece[i + 1] !== 10) throw new Unstreamable('CR');
    }
    parser.write(decoder.decode(piece, { stream: true }));
  });
  if (!whole || crLast) throw new Unstreamable('inflate');
  parser.write(decoder.decode());
  parser.close();
}

/** A cell reference's column (0-based) from its letters ('AB12' → 27), or -1 when it has none. */
export function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i += 1) {
    const code = ref.charCodeAt(i) - 64;
    if (code < 1 || code > 26) break;
    col = col * 26 + code;
  }
  return i === 0 ? -1 : col - 1;
}

export interface CellRange {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

const REF = /^([A-Z]+)(\d+)$/;

/** 'B3' → { r: 2, c: 1 }, or null for anything else. */
export function decodeCell(ref: string): { r: number; c: number } | null {
  const m = REF.exec(ref);
  if (!m) return null;
  return { r: Number(m[2]) - 1, c: columnOf(m[1] as string) };
}

/** 'A1:C10' or 'B2' → the range, or null for anything else. */
export function decodeRange(ref: string): CellRange | null {
  const [from, to, extra] = ref.split(':');
  if (from === undefined || extra !== undefined) return null;
  const s = decodeCell(from);
  const e = to === undefined ? s : decodeCell(to);
  return s && e ? { s, e } : null;
}

/**
 * '_x0041_' escapes (OOXML's way of writing a character XML cannot hold, a NUL as '_x0000_') decoded, as SheetJS
 * does after the XML entities; `lines` also turns CR LF into LF, as SheetJS does for the text of a string.
 */
export function unescapeOoxml(text: string, lines: boolean): string {
  const out = text.includes('_x') || text.includes('_X') ? text.replace(/_x([\da-f]{4})_/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
  return lines && out.includes('\r\n') ? out.replace(/\r\n/g, '\n') : out;
}

/**
 * The text of a string item (a shared string's <si> or an inline <is>), as SheetJS reads it: the first <t> when
 * the item starts with one, else the <t> of every rich-text run (<r>) concatenated, phonetic runs (<rPh>) left
 * out; undefined when it is neither. Fed the item's events, between its open and close tags.
 */
export class StringItem {
  private firstElement: string | null = null;
  private depthInPhonetic = 0;
  private inT = false;
  private tDone = false;
  private hasRun = false;
  private text = '';

  open(name: string, selfClosing: boolean): void {
    if (this.firstElement === null) this.firstElement = name;
    if (name === 'rPh') this.depthInPhonetic += selfClosing ? 0 : 1;
    else if (name === 'r') this.hasRun = true;
    else if (name === 't' && !selfClosing && this.depthInPhonetic === 0 && !(this.firstElement === 't' && this.tDone)) this.inT = true;
  }

  close(name: string): void {
    if (name === 'rPh' && this.depthInPhonetic > 0) this.depthInPhonetic -= 1;
    else if (name === 't' && this.inT) {
      this.inT = false;
      this.tDone = true;
    }
  }

  onText(text: string): void {
    if (this.inT) this.text += text;
  }

  /** The item's text, undefined when SheetJS finds none (neither a leading <t> nor runs): `empty` says the item had no content. */
  value(empty: boolean): string | undefined {
    if (this.firstElement === 't' || this.hasRun) return unescapeOoxml(this.text, true);
    return empty ? '' : undefined;
  }
}
