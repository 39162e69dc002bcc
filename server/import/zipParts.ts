import { Inflate } from 'fflate';

/**
 * The parts of a ZIP (an .xlsx) read from its central directory, and each inflated by chunks on demand (issue 26:
 * a 100,000-line register's sheet inflates to about 100 MB of XML, which is never held whole). Only what an
 * .xlsx of Excel, LibreOffice or SheetJS uses is read: stored or deflated parts, no ZIP64, no encryption, each
 * name once. Anything else answers null, and the caller reads the file the old way (SheetJS).
 */
export interface ZipPart {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** Where the part's compressed bytes start. */
  dataOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function zipParts(bytes: Uint8Array): Map<string, ZipPart> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 22 - 65_535); i -= 1) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  if (count === 0xffff || at === 0xffffffff) return null;
  const parts = new Map<string, ZipPart>();
  const names = new TextDecoder();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL) return null;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if ((flags & 1) !== 0 || (method !== 0 && method !== 8) || compressedSize === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return null;
    if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== LOCAL) return null;
    const dataOffset = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataOffset + compressedSize > bytes.byteLength || parts.has(name)) return null;
    parts.set(name, { name, method, compressedSize, size, dataOffset });
  }
  return parts;
}

/** Input slice given to the inflater at a time: its output comes in pieces of about this size times the ratio. */
const SLICE = 64 * 1024;

/**
 * Inflates a part, handing its bytes on by pieces. Returns false when the part does not inflate to the size its
 * header claims (damaged, or a bomb that lies): the caller then stops trusting this reading.
 */
export function inflatePart(bytes: Uint8Array, part: ZipPart, onData: (piece: Uint8Array) => void): boolean {
  const data = bytes.subarray(part.dataOffset, part.dataOffset + part.compressedSize);
  let total = 0;
  let tooLong = false;
  const take = (piece: Uint8Array) => {
    total += piece.byteLength;
    if (total > part.size) tooLong = true;
    else onData(piece);
  };
  if (part.method === 0) {
    for (let i = 0; i < data.byteLength && !tooLong; i += SLICE) take(data.subarray(i, i + SLICE));
    return !tooLong && total === part.size;
  }
  // What the reader of the pieces throws goes on to the caller; what the inflater throws is a damaged part.
  let thrown: { error: unknown } | null = null;
  const inflater = new Inflate((piece) => {
    if (thrown) return;
    try {
      take(piece);
    } catch (error) {
      thrown = { error };
    }
  });
  try {
    for (let i = 0; i < data.byteLength && !tooLong && !thrown; i += SLICE) inflater.push(data.subarray(i, i + SLICE), i + SLICE >= data.byteLength);
  } catch {
    if (!thrown) return false;
  }
  if (thrown) throw (thrown as { error: unknown }).error;
  return !tooLong && total === part.size;
}
