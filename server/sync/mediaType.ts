/**
 * The type of an uploaded file from its first bytes, never from what the client declares (DESIGN §5):
 * JPEG and PNG photos, PDF documents, SVG plans and XLSX imports; anything else is refused.
 */
export type DetectedType = 'image/jpeg' | 'image/png' | 'application/pdf' | 'image/svg+xml' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** An SVG is text: valid UTF-8 whose first markup (after a BOM, blanks, an XML declaration, comments or a doctype) is <svg. */
function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch {
    return false;
  }
  const head = text.replace(/^\uFEFF/, '').replace(/^(\s|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '');
  return /^<svg[\s>]/i.test(head);
}

/** An XLSX is a zip whose entries include the workbook (entry names are stored uncompressed). */
function isXlsx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP)) return false;
  const names = new TextDecoder('latin1').decode(bytes);
  return names.includes('[Content_Types].xml') && names.includes('xl/workbook');
}

export function detectMediaType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (isXlsx(bytes)) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (isSvg(bytes)) return 'image/svg+xml';
  return null;
}
