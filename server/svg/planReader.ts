import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, DATA_ATTRIBUTE, INERT_CONTAINERS, SVG_NS, TEXT_ELEMENTS, XLINK_NS, XML_NS } from './allowlist';
import { hasExternalReference } from './css';
import { MAX_SVG_BYTES, MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, refusal, type PLAN_REFUSALS, type PlanRefusal } from './limits';
import { readShape, SHAPE_ELEMENTS, type IgnoredShape, type PlanShape } from './shapes';
import { IDENTITY, multiply, parseTransform, type Matrix } from './transform';

export type PlanRead = { ok: true; svg: string; width: number; height: number; shapes: PlanShape[]; ignored: IgnoredShape[] };
export type PlanReadResult = PlanRead | PlanRefusal;

/**
 * Reads an uploaded SVG plan in one streaming pass (saxes), for spec 000 §2.8: the plan cleaned by an allowlist
 * (allowlist.ts: no scripts, event handlers, foreignObject, images or animations; links only to `#…` inside the
 * document; no CSS that could fetch anything, css.ts), ready to be stored and shown as an image, with `width` and
 * `height` on its root from its viewBox (OpenLayers' ImageStatic needs them); and, in the same pass, its plot
 * shapes (shapes.ts) with their ancestors' transforms applied.
 *
 * Refused with a French message (limits.ts), never an exception: over 20 MB (before reading), bytes that are not
 * text in the declared encoding (UTF-8 by default), a DOCTYPE with declarations (entities), anything
 * but an `<svg>` root, malformed XML, more than MAX_SVG_ELEMENTS elements, deeper than MAX_SVG_DEPTH, no size.
 * An XML declaration, comments and processing instructions are accepted and left out of the result.
 *
 * Memory stays near the size of the input and the result: the input is decoded and parsed by chunks, and only
 * the open elements are kept. Pure and synchronous: the server runs it off the main thread (readPlanOffThread.ts).
 */
export function readPlan(input: Uint8Array | string): PlanReadResult {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > MAX_SVG_BYTES) return refusal('tooLarge');
  const reader = new PlanReader();
  try {
    for (const chunk of textChunks(input)) reader.write(chunk);
    reader.close();
  } catch (error) {
    if (error instanceof Refused) return refusal(error.kind);
    if (error instanceof Unreadable) return refusal('notText');
    if (error instanceof Malformed) return refusal(reader.sawRoot ? 'malformed' : 'notSvg');
    throw error;
  }
  return reader.result();
}

class Refused extends Error {
  constructor(readonly kind: keyof typeof PLAN_REFUSALS) {
    super(kind);
  }
}
class Unreadable extends Error {}
class Malformed extends Error {}

const CHUNK_BYTES = 256 * 1024;

/** The input as text, by chunks: bytes are decoded strictly in the encoding the file declares (UTF-8 when none). */
function* textChunks(input: Uint8Array | string): Generator<string> {
  if (typeof input === 'string') {
    for (let i = 0; i < input.length; i += CHUNK_BYTES) yield input.slice(i, i + CHUNK_BYTES);
    return;
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encodingOf(input), { fatal: true });
  } catch {
    throw new Unreadable();
  }
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new Unreadable();
    }
  };
  for (let i = 0; i < input.byteLength; i += CHUNK_BYTES) yield decode(input.subarray(i, i + CHUNK_BYTES));
  yield decode();
}

/** A byte order mark, else the XML declaration's `encoding`, else UTF-8 (XML 1.0 §4.3.3 and appendix F). */
function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  return /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1] ?? 'utf-8';
}

interface Frame {
  tag: string;
  /** Written to the result; a dropped element's whole content is dropped with it. */
  kept: boolean;
  selfClosing: boolean;
  matrix: Matrix;
  /** Inside defs, symbol, clipPath, mask or pattern: no plot shapes here. */
  inert: boolean;
}

const DROPPED: Frame = { tag: '', kept: false, selfClosing: false, matrix: IDENTITY, inert: true };
/** A kept element written as `<…/>`: nothing more to write when it closes, and it has no content. */
const SELF_CLOSED: Frame = { tag: '', kept: true, selfClosing: true, matrix: IDENTITY, inert: true };

class PlanReader {
  private readonly parser = new SaxesParser({ xmlns: true, position: false, resolvePrefix: (prefix: string) => (prefix === 'xlink' ? XLINK_NS : undefined) });
  private readonly out = new Output();
  private readonly stack: Frame[] = [];
  private readonly shapes: PlanShape[] = [];
  private readonly ignored: IgnoredShape[] = [];
  /** The attributes of the element being opened (the root's are its own, kept for its size). */
  private readonly attrs = new Map<string, string>();
  private elements = 0;
  private size = { width: 0, height: 0 };
  /** The text of the `<style>` element being read, checked as a whole when it closes. */
  private css: string[] | null = null;
  sawRoot = false;

  constructor() {
    const p = this.parser;
    p.on('error', () => {
      throw new Malformed();
    });
    // A DOCTYPE that declares anything (entities: the billion laughs, external entities) is refused. The bare
    // `<!DOCTYPE svg PUBLIC …>` of SVG 1.1 exports declares nothing and is never fetched by saxes: it is ignored.
    p.on('doctype', (doctype) => {
      if (doctype.includes('[') || !/^\s*svg\b/.test(doctype)) throw new Refused('doctype');
    });
    p.on('opentag', (tag) => this.open(tag));
    p.on('closetag', () => this.closeElement());
    p.on('text', (text) => this.text(text));
    p.on('cdata', (text) => this.text(text));
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  close(): void {
    this.parser.close();
  }

  result(): PlanRead {
    return { ok: true, svg: this.out.text(), ...this.size, shapes: this.shapes, ignored: this.ignored };
  }

  private open(tag: SaxesTagNS): void {
    this.elements += 1;
    if (this.elements > MAX_SVG_ELEMENTS) throw new Refused('tooManyElements');
    if (this.stack.length >= MAX_SVG_DEPTH) throw new Refused('tooDeep');
    const parent = this.stack[this.stack.length - 1];
    const inSvg = tag.uri === SVG_NS || tag.uri === '';
    if (!parent) {
      if (tag.local !== 'svg' || !inSvg) throw new Refused('notSvg');
      this.sawRoot = true;
    }
    if ((parent && (!parent.kept || this.css !== null)) || !inSvg || !ALLOWED_ELEMENTS.has(tag.local)) {
      this.stack.push(DROPPED);
      return;
    }
    const attrs = cleanAttributes(tag.attributes, parent ? this.attrs : new Map());
    if (!parent) this.sizeRoot(attrs);
    const parentMatrix = parent?.matrix ?? IDENTITY;
    const transform = attrs.get('transform');
    const matrix = transform ? multiply(parentMatrix, parseTransform(transform)) : parentMatrix;
    if (SHAPE_ELEMENTS.has(tag.local) && !parent?.inert) {
      const read = readShape(tag.local, attrs, matrix);
      if (read && 'shape' in read) this.shapes.push(read.shape);
      else if (read) this.ignored.push(read.ignored);
    }
    let markup = `<${tag.local}`;
    for (const [name, value] of attrs) markup += ` ${name}="${escapeAttribute(value)}"`;
    if (tag.isSelfClosing) {
      this.out.push(`${markup}/>`);
      this.stack.push(SELF_CLOSED);
      return;
    }
    this.out.push(`${markup}>`);
    if (tag.local === 'style') this.css = [];
    this.stack.push({ tag: tag.local, kept: true, selfClosing: false, matrix, inert: (parent?.inert ?? false) || INERT_CONTAINERS.has(tag.local) });
  }

  /** The root's width and height become its viewBox's (or stay its own), written first, with the namespaces. */
  private sizeRoot(attrs: Map<string, string>): void {
    const size = dimensions(attrs);
    if (!size) throw new Refused('noSize');
    this.size = size;
    const viewBox = attrs.get('viewBox') ?? `0 0 ${size.width} ${size.height}`;
    const rest = [...attrs].filter(([name]) => name !== 'width' && name !== 'height' && name !== 'viewBox');
    attrs.clear();
    attrs.set('xmlns', SVG_NS).set('xmlns:xlink', XLINK_NS).set('width', String(size.width)).set('height', String(size.height)).set('viewBox', viewBox);
    for (const [name, value] of rest) attrs.set(name, value);
  }

  private closeElement(): void {
    const frame = this.stack.pop();
    if (!frame?.kept || frame.selfClosing) return;
    if (frame.tag === 'style' && this.css) {
      const css = this.css.join('');
      this.css = null;
      if (!hasExternalReference(css)) this.out.push(escapeText(css));
    }
    this.out.push(`</${frame.tag}>`);
  }

  private text(text: string): void {
    const frame = this.stack[this.stack.length - 1];
    if (!frame?.kept) return;
    if (this.css) this.css.push(text);
    else if (TEXT_ELEMENTS.has(frame.tag) || !/\S/.test(text)) this.out.push(escapeText(text));
  }
}

/**
 * The attributes kept: allowlisted names without a namespace, `data-*`, `xlink:href`, `xml:space` and
 * `xml:lang`; a link only to `#…`; no value with CSS that could fetch something (`fill="url(http…)"`).
 * Namespace declarations are dropped: the root declares SVG and XLink itself.
 */
/** Attributes never read as CSS: a plot named "A(1)" keeps its name. */
const NOT_CSS = new Set(['id', 'class', 'd', 'points', 'role', 'lang', 'xml:lang', 'xml:space']);

/**
 * The attributes kept: allowlisted names without a namespace, `data-*`, `xlink:href`, `xml:space` and
 * `xml:lang`; a link only to `#…`; no value with CSS that could fetch something (`fill="url(http…)"`).
 * Namespace declarations are dropped: the root declares SVG and XLink itself.
 */
function cleanAttributes(attributes: Record<string, SaxesAttributeNS>, kept: Map<string, string>): Map<string, string> {
  kept.clear();
  for (const key in attributes) {
    const attr = attributes[key]!;
    const local = attr.local;
    let name: string;
    if (attr.uri === '') {
      if (ALLOWED_ATTRIBUTES.has(local) || DATA_ATTRIBUTE.test(local)) name = local;
      else continue;
    } else if (attr.uri === XLINK_NS && local === 'href') name = 'xlink:href';
    else if (attr.uri === XML_NS && (local === 'space' || local === 'lang')) name = `xml:${local}`;
    else continue;
    const value = attr.value;
    if (local === 'href') {
      if (!value.trim().startsWith('#')) continue;
    } else if (!NOT_CSS.has(name) && !name.startsWith('data-') && !name.startsWith('aria-') && hasExternalReference(value)) continue;
    kept.set(name, value);
  }
  return kept;
}

function dimensions(attrs: ReadonlyMap<string, string>): { width: number; height: number } | null {
  const viewBox = attrs.get('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite) && viewBox[2]! > 0 && viewBox[3]! > 0) {
    return { width: Math.round(viewBox[2]!), height: Math.round(viewBox[3]!) };
  }
  const width = parseFloat(attrs.get('width') ?? '');
  const height = parseFloat(attrs.get('height') ?? '');
  if (width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)) return { width: Math.round(width), height: Math.round(height) };
  return null;
}

/**
 * The result's text. Pieces are joined into one flat string every few thousand: a long list of small strings
 * built by concatenation keeps millions of tiny objects alive, which the garbage collector scans again and again.
 */
class Output {
  private readonly joined: string[] = [];
  private pieces: string[] = [];

  push(piece: string): void {
    this.pieces.push(piece);
    if (this.pieces.length >= 4096) {
      this.joined.push(this.pieces.join(''));
      this.pieces = [];
    }
  }

  text(): string {
    return this.joined.join('') + this.pieces.join('');
  }
}

const escapeAttribute = (value: string) => (/[&<"]/.test(value) ? value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;') : value);
const escapeText = (text: string) => (/[&<>]/.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text);
