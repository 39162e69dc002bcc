import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** A plan bigger than this is refused before parsing; real cemetery plans weigh a few megabytes. */
export const MAX_SVG_BYTES = 20 * 1024 * 1024;

export type SanitizeResult = { ok: true; svg: string; width: number; height: number } | { ok: false; status: number; message: string };

const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

// Links may only point inside the document: CAD plans draw symbols with <use href="#…">, and anything
// else (http:, data:, javascript:) could fetch or run something when the plan is shown.
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if (name === 'href' || name === 'xlink:href') {
    if (!data.attrValue.trim().startsWith('#')) data.keepAttr = false;
  }
  if (name === 'style' && /url\s*\(\s*['"]?\s*(?!#)|@import|expression\s*\(/i.test(data.attrValue)) data.keepAttr = false;
});
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style' && /url\s*\(\s*['"]?\s*(?!#)|@import/i.test(node.textContent ?? '')) {
    node.textContent = '';
  }
});

/**
 * Cleans an uploaded SVG plan so it can be stored and shown as an image (spec 000 §2.8). Refused before
 * any parsing: too large, not text, a DOCTYPE or an ENTITY (entity expansion attacks such as the
 * billion laughs). Then DOMPurify's SVG profile removes scripts, event handlers, foreignObject and
 * external references; the root gets width and height from its viewBox (OpenLayers needs them).
 */
export function sanitizeSvg(input: Buffer | string): SanitizeResult {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > MAX_SVG_BYTES) return { ok: false, status: 413, message: 'Le plan SVG est trop volumineux (20 Mo au maximum).' };
  const text = typeof input === 'string' ? input : decodeUtf8(input);
  if (text === null) return { ok: false, status: 400, message: "Le fichier n'est pas un SVG lisible (texte UTF-8 attendu)." };
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    return { ok: false, status: 400, message: 'Le fichier SVG contient une déclaration DOCTYPE ou ENTITY, refusée par sécurité.' };
  }
  const head = text.replace(/^\uFEFF/, '').replace(/<\?xml[\s\S]*?\?>/, '').replace(/<!--[\s\S]*?-->/g, '').trimStart();
  if (!head.startsWith('<svg')) return { ok: false, status: 400, message: "Le fichier n'est pas un plan SVG." };

  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  if (parsed.getElementsByTagName('parsererror').length > 0 || parsed.documentElement.nodeName.toLowerCase() !== 'svg') {
    return { ok: false, status: 400, message: 'Le fichier SVG est mal formé.' };
  }
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'image'],
    ADD_TAGS: ['use'],
    ADD_ATTR: ['id', 'class', 'transform', 'viewBox', 'preserveAspectRatio', 'href', 'xlink:href'],
    ALLOW_DATA_ATTR: true,
    RETURN_DOM: true,
    NAMESPACE: 'http://www.w3.org/2000/svg',
    PARSER_MEDIA_TYPE: 'application/xhtml+xml',
  }) as unknown as Element;
  const root = clean.nodeName.toLowerCase() === 'svg' ? clean : clean.querySelector('svg');
  if (!root) return { ok: false, status: 400, message: 'Le plan SVG est vide après nettoyage.' };
  const size2 = dimensions(root);
  if (!size2) return { ok: false, status: 400, message: 'Le plan SVG doit avoir un viewBox ou une largeur et une hauteur.' };
  root.setAttribute('width', String(size2.width));
  root.setAttribute('height', String(size2.height));
  if (!root.getAttribute('viewBox')) root.setAttribute('viewBox', `0 0 ${size2.width} ${size2.height}`);
  root.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const svg = new window.XMLSerializer().serializeToString(root);
  return { ok: true, svg, width: size2.width, height: size2.height };
}

function decodeUtf8(buffer: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return null;
  }
}

function dimensions(root: Element): { width: number; height: number } | null {
  const viewBox = root.getAttribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite) && viewBox[2]! > 0 && viewBox[3]! > 0) {
    return { width: Math.round(viewBox[2]!), height: Math.round(viewBox[3]!) };
  }
  const width = parseFloat(root.getAttribute('width') ?? '');
  const height = parseFloat(root.getAttribute('height') ?? '');
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  return null;
}
