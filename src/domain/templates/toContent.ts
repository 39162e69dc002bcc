import type { DocumentBlock, DocumentContent } from '../documents/content';
import { decodeEntities } from './language';

/**
 * Lays out rendered (sanitised) template HTML as the document content the PDF, the .docx and the on-screen
 * preview all draw (src/domain/documents/content.ts), so the preview reads exactly as the PDF. Headings open a
 * block, paragraphs and list items are its lines; inline styling is not carried to the PDF.
 */
export function htmlToBlocks(html: string): DocumentBlock[] {
  const blocks: Array<{ kind: 'text'; heading?: string; lines: string[] }> = [];
  let current: { kind: 'text'; heading?: string; lines: string[] } = { kind: 'text', lines: [] };
  const flush = () => {
    if (current.heading || current.lines.length > 0) blocks.push(current);
    current = { kind: 'text', lines: [] };
  };
  // Each block element's inner HTML; text outside any block counts as a paragraph.
  const BLOCK = /<(h[1-6]|p|li|blockquote)(?:\s[^>]*)?>([\s\S]*?)<\/\1>|<[^>]*>|([^<]+)/gi;
  const clean = (inner: string) =>
    decodeEntities(inner.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''))
      .split('\n')
      .map((s) => s.replace(/\s+/g, ' ').trim());
  for (const m of html.matchAll(BLOCK)) {
    const tag = m[1]?.toLowerCase();
    if (!tag) {
      const loose = m[3] ? clean(m[3]).filter((s) => s !== '') : [];
      current.lines.push(...loose);
      continue;
    }
    const lines = clean(m[2] ?? '');
    if (/^h[1-6]$/.test(tag)) {
      flush();
      current.heading = lines.filter((s) => s !== '').join(' ');
      continue;
    }
    const prefix = tag === 'li' ? '• ' : '';
    const text = lines.filter((s) => s !== '');
    // An empty paragraph is a blank line, as the editor shows it.
    if (text.length === 0) current.lines.push('');
    else current.lines.push(...text.map((s, i) => (i === 0 ? prefix + s : s)));
  }
  flush();
  return blocks.map((b) => ({ ...b, lines: trimBlank(b.lines) }));
}

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start++;
  while (end > start && lines[end - 1] === '') end--;
  return lines.slice(start, end);
}

export interface TemplateLayout {
  title: string;
  header: string[];
  /** The window-envelope address block of a letter; absent for a deed. */
  recipient?: string[];
  signatures: string[];
  fileName: string;
  slug: string;
}

/** The content of one generated document from its rendered body. */
export function templateContent(html: string, layout: TemplateLayout): DocumentContent {
  return { ...layout, blocks: htmlToBlocks(html) };
}
